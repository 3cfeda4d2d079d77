/**
 * EMAIL (SPEC §5): what makes an address valid, without zod (the payer's form checks it
 * with the page for its warning; the rule and its field are ./email). Valid = what a
 * browser accepts for <input type="email">, plus a dotted domain ending in a 2+ character
 * label: a receipt sent to "nom@localhost" never arrives.
 */
import { FIELD_MAX_LENGTHS } from './fieldLengths';

const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const TOP_LEVEL_LABEL = '[a-zA-Z](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])';
const EMAIL_PATTERN = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:${LABEL}\\.)+${TOP_LEVEL_LABEL}$`);

export function isValidEmail(value: string): boolean {
  return value.length <= FIELD_MAX_LENGTHS.email && EMAIL_PATTERN.test(value);
}
