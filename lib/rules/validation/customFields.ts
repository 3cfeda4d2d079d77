/**
 * Custom fields of tiers and extra options (SPEC §3, §5). The organiser defines them;
 * the rule is REQUIRED (when isRequired) plus the type's own rule: DATE, PHONE,
 * ZIP_CODE, a Oui/Non choice for YesNo, a bounded text for every other type.
 *
 * Validation mode: 'aggressive' re-validates as the payer types (after the first
 * blur), 'lazy' only on blur and submit — for Date and Phone, whose partial input
 * ("12/0", "06 1") is always invalid and would flash an error at every keystroke.
 * With Conform: aggressive = shouldRevalidate 'onInput', lazy = 'onBlur'.
 */
import * as z from 'zod/mini';
import { NO, YES } from './yesNo';
import { zipCodeField } from './address';
import { dateField } from './date';
import { textField, type Requirement } from './fields';
import { FIELD_MAX_LENGTHS } from './fieldLengths';
import { VALIDATION_MESSAGES } from './messages';
import { phoneField } from './phone';

export interface CustomFieldDefinition {
  readonly id: string | number;
  readonly type: string;
  readonly isRequired?: boolean | null;
}

export type CustomFieldRuleName = 'REQUIRED' | 'DATE' | 'PHONE' | 'ZIP_CODE' | 'YES_NO' | 'MAX_LENGTH';

const TYPE_RULE: Record<string, CustomFieldRuleName> = {
  Date: 'DATE',
  Phone: 'PHONE',
  Zipcode: 'ZIP_CODE',
  YesNo: 'YES_NO',
};

/** The rules a field gets, in order (for documentation, tests and the sandbox). */
export function customFieldRuleNames(field: Pick<CustomFieldDefinition, 'type' | 'isRequired'>): CustomFieldRuleName[] {
  const typeRule = TYPE_RULE[field.type] ?? 'MAX_LENGTH';
  return field.isRequired ? ['REQUIRED', typeRule] : [typeRule];
}

export type ValidationMode = 'aggressive' | 'lazy';

export function customFieldValidationMode(type: string): ValidationMode {
  return type === 'Date' || type === 'Phone' ? 'lazy' : 'aggressive';
}

function yesNoField(requirement: Requirement) {
  const field = z.enum([YES, NO], {
    error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.yesNo),
  });
  return requirement === 'required' ? field : z.optional(field);
}

export function customFieldSchema(field: Pick<CustomFieldDefinition, 'type' | 'isRequired'>) {
  const requirement: Requirement = field.isRequired ? 'required' : 'optional';
  switch (field.type) {
    case 'Date':
      return dateField(requirement);
    case 'Phone':
      return phoneField(requirement);
    case 'Zipcode':
      return zipCodeField(requirement);
    case 'YesNo':
      return yesNoField(requirement);
    default:
      return textField(requirement, { maxLength: FIELD_MAX_LENGTHS.customField });
  }
}

/** One object schema for a list of custom fields, keyed by field id. */
export function customFieldsSchema(fields: readonly CustomFieldDefinition[]) {
  return z.object(Object.fromEntries(fields.map((field) => [String(field.id), customFieldSchema(field)])));
}

const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Custom fields left empty are not sent (SPEC §5): the API treats "absent" and "empty" alike. */
export function dropEmptyCustomFieldValues<T extends { readonly value?: unknown }>(fields: readonly T[]): T[] {
  return fields.filter((field) => !isEmptyValue(field.value));
}

/** Only the extra options the payer ticked are sent (SPEC §5). */
export function selectedExtraOptions<T extends { readonly value?: unknown }>(options: readonly T[]): T[] {
  return options.filter((option) => option.value === true);
}
