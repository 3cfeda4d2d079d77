/**
 * Validation issues and rule results carry a stable message KEY, never wording, so one
 * schema serves French and English and the copy can change without touching the rules.
 *
 * Some messages need values ("at least {min}"). Conform only keeps the message
 * string, so the values travel inside it, URL-query style: `Validation.minAmount?min=0.5`.
 * `parseMessageRef` splits it back into the key and the ICU values for `t(key, values)`.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

export interface MessageRef {
  readonly key: string;
  readonly values?: MessageValues;
}

const NUMBER_PATTERN = /^-?\d+(?:\.\d+)?$/;

/** Encodes a key and its values into one string usable as a zod issue message. */
export function messageRef(key: string, values?: MessageValues): string {
  if (!values || Object.keys(values).length === 0) return key;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  return `${key}?${query.toString()}`;
}

/** Decodes `messageRef` output; numeric values come back as numbers (ICU `number` needs them). */
export function parseMessageRef(message: string): MessageRef {
  const separator = message.indexOf('?');
  if (separator === -1) return { key: message };
  const values: Record<string, string | number> = {};
  for (const [name, value] of new URLSearchParams(message.slice(separator + 1))) {
    values[name] = NUMBER_PATTERN.test(value) ? Number(value) : value;
  }
  return { key: message.slice(0, separator), values };
}
