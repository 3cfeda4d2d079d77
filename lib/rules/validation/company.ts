/** SIREN, company name and legal status (SPEC §5, company payer). */
import * as z from 'zod/mini';
import { SIREN_LENGTH } from '../constants';
import { textField, type Requirement, type Rule } from './fields';
import { FIELD_MAX_LENGTHS } from './fieldLengths';
import { VALIDATION_MESSAGES } from './messages';

/** SIRENs are printed in groups ("123 456 789"): spaces are ignored. */
export function normaliseSiren(value: string): string {
  return value.replace(/\s+/gu, '');
}

const SIREN_PATTERN = new RegExp(`^\\d{${SIREN_LENGTH}}$`);

/**
 * Exactly 9 digits once spaces are removed. No Luhn check: the spec asks for none, and
 * the INSEE register, not a checksum, is what proves a SIREN exists.
 */
export function isValidSiren(value: string): boolean {
  return SIREN_PATTERN.test(normaliseSiren(value));
}

export const sirenRule: Rule<string> = (value) => (isValidSiren(value) ? null : VALIDATION_MESSAGES.siren);

/** Output without spaces, as the API stores it. */
export function sirenField(requirement: Requirement = 'required') {
  return z.pipe(
    textField(requirement, { rules: [sirenRule] }),
    z.transform((value: string | undefined) => (value === undefined ? undefined : normaliseSiren(value))),
  );
}

export function companyNameField(requirement: Requirement = 'required') {
  return textField(requirement, { maxLength: FIELD_MAX_LENGTHS.companyName });
}

/** The legal status must be chosen in the list: its own message says "choose", not "fill in". */
export function legalStatusField(requirement: Requirement = 'required') {
  return textField(requirement, { requiredMessage: VALIDATION_MESSAGES.legalStatus });
}
