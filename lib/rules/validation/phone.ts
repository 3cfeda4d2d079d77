/**
 * PHONE (SPEC §5): 8 to 15 characters, each a digit, a dot, a plus or a space — the
 * length counts every character, as the spec states it. Surrounding spaces are trimmed
 * first. This deliberately stays a shape check (no libphonenumber): payers abroad and
 * association members type numbers in every format, and the rule must cost nothing in
 * the browser bundle.
 */
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../constants';
import { textField, type Requirement, type Rule } from './fields';
import { VALIDATION_MESSAGES } from './messages';

const PHONE_PATTERN = new RegExp(`^[0-9.+ ]{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`);

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export const phoneRule: Rule<string> = (value) => (isValidPhone(value) ? null : VALIDATION_MESSAGES.phone);

export function phoneField(requirement: Requirement = 'required') {
  return textField(requirement, { rules: [phoneRule] });
}
