import { getTranslations } from 'next-intl/server';
import { parseMessageRef, type MessageValues } from '@/lib/rules/messageRef';

/** A rule's message reference (`Rules.taxReduction.cost?amount=…`) in the request's language, on the server. */
export async function translateRef(ref: string): Promise<string> {
  const { key, values } = parseMessageRef(ref);
  // Keys come from the rules' own catalogue (lib/rules/ruleMessages.ts), checked against the messages by tests.
  const t = (await getTranslations()) as unknown as (key: string, values?: MessageValues) => string;
  return t(key, values);
}
