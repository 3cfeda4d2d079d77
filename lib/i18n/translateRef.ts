import { getTranslations } from 'next-intl/server';
import { parseMessageRef, type MessageValues } from '@/lib/rules/messageRef';

/**
 * The request's translator for keys known only at run time (message refs of the rules and
 * of the forms' replies): next-intl types its keys, these are checked against the messages
 * by tests instead.
 */
export async function getRefTranslator(): Promise<(key: string, values?: MessageValues) => string> {
  return (await getTranslations()) as unknown as (key: string, values?: MessageValues) => string;
}

/** A rule's message reference (`Rules.taxReduction.cost?amount=…`) in the request's language, on the server. */
export async function translateRef(ref: string): Promise<string> {
  const { key, values } = parseMessageRef(ref);
  // Keys come from the rules' own catalogue (lib/rules/ruleMessages.ts), checked against the messages by tests.
  return (await getRefTranslator())(key, values);
}
