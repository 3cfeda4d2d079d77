/** ZIP_CODE and COUNTRY (SPEC §5). */
import * as z from 'zod/mini';
import { ALLOWED_COUNTRY, ZIP_CODE_MAX_LENGTH, ZIP_CODE_MIN_LENGTH } from '../constants';
import { textField, type Requirement, type Rule } from './fields';
import { FIELD_MAX_LENGTHS } from './fieldLengths';
import { VALIDATION_MESSAGES } from './messages';

const ZIP_CODE_PATTERN = new RegExp(`^[a-zA-Z0-9]{${ZIP_CODE_MIN_LENGTH},${ZIP_CODE_MAX_LENGTH}}$`);

/** 3 to 10 letters or digits, nothing else (no inner space or hyphen, as the spec says). */
export function isValidZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value.trim());
}

export const zipCodeRule: Rule<string> = (value) => (isValidZipCode(value) ? null : VALIDATION_MESSAGES.zipCode);

export function zipCodeField(requirement: Requirement = 'required') {
  return textField(requirement, { rules: [zipCodeRule] });
}

/** COUNTRY: must be FR (ISO 3166 alpha-2, any case). */
export function isAllowedCountry(value: string): boolean {
  return value.trim().toUpperCase() === ALLOWED_COUNTRY;
}

export const countryRule: Rule<string> = (value) => (isAllowedCountry(value) ? null : VALIDATION_MESSAGES.country);

/** Output upper-cased ("fr" → "FR"), the form the API expects. */
export function countryField(requirement: Requirement = 'required') {
  return z.pipe(
    textField(requirement, { rules: [countryRule] }),
    z.transform((value: string | undefined) => value?.toUpperCase()),
  );
}

export function addressLineField(requirement: Requirement = 'required') {
  return textField(requirement, { maxLength: FIELD_MAX_LENGTHS.address });
}

export function cityField(requirement: Requirement = 'required') {
  return textField(requirement, { maxLength: FIELD_MAX_LENGTHS.city });
}
