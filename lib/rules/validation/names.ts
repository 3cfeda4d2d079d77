/**
 * The nine NAME rules (SPEC §5), applied to first and last names, reported one at a
 * time in the spec's order. Comparisons ignore case.
 *
 * Choices where the spec is short:
 * - NAME_LENGTH counts characters (code points) of the trimmed name: more than 1.
 * - NAME_LATIN: letters of the Latin script (with any accent, ß, æ, œ, ø, ł…), combining
 *   accents, digits (NAME_NO_NUMBERS reports those first), spaces and the punctuation
 *   names really use: apostrophes ' ’ ʼ, hyphens - ‐ and the comma.
 * - NAME_CONTAINS_FORBIDDEN also refuses "anonymous": the message lists it, and a rule
 *   that contradicts its own message would confuse payers.
 * - NAME_VOWELS: a e i o u y, with or without accent (é, ï, ŷ…), and æ, œ, ø.
 * - NAME_CONSECUTIVE_CHARS: the same character three times in a row, ignoring case
 *   ("Aaa" fails; "Aaron" passes).
 */
import * as z from 'zod/mini';
import { NAME_MIN_LENGTH } from '../constants';
import { isRecord, textField, type Requirement, type Rule } from './fields';
import { FIELD_MAX_LENGTHS } from './fieldLengths';
import { VALIDATION_MESSAGES } from './messages';

export const NAME_FORBIDDEN_CHARACTERS = [
  '<',
  '>',
  '.',
  '!',
  '@',
  '#',
  '$',
  '%',
  '^',
  '&',
  '*',
  '/',
  '(',
  ')',
  '"',
  '_',
  '+',
  '=',
  ';',
] as const;
export const NAME_FORBIDDEN_VALUES = [
  'test',
  'nom',
  'prénom',
  'prenom',
  'user',
  'admin',
  'lastname',
  'firstname',
  'name',
] as const;
export const NAME_FORBIDDEN_FRAGMENTS = [
  'firstname',
  'lastname',
  'unknown',
  'first_name',
  'last_name',
  'anonyme',
  'anonymous',
] as const;

const DIGIT = /\p{Nd}/u;
const LATIN_NAME = /^[\p{Script=Latin}\p{M}\p{Nd} '’ʼ\-‐,]+$/u;
const VOWEL = /[aeiouyæœø]/;
const THREE_IN_A_ROW = /(.)\1\1/su;

const lower = (value: string) => value.trim().toLowerCase();
/** Letters without their accents: "É" → "e". */
const withoutAccents = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '');

export const nameNoNumbersRule: Rule<string> = (value) =>
  DIGIT.test(value) ? VALIDATION_MESSAGES.nameNoNumbers : null;

export const nameLengthRule: Rule<string> = (value) =>
  [...value.trim()].length >= NAME_MIN_LENGTH ? null : VALIDATION_MESSAGES.nameLength;

export const nameCharsRule: Rule<string> = (value) =>
  NAME_FORBIDDEN_CHARACTERS.some((character) => value.includes(character)) ? VALIDATION_MESSAGES.nameChars : null;

export const nameLatinRule: Rule<string> = (value) => (LATIN_NAME.test(value) ? null : VALIDATION_MESSAGES.nameLatin);

export const nameIsForbiddenRule: Rule<string> = (value) =>
  (NAME_FORBIDDEN_VALUES as readonly string[]).includes(lower(value)) ? VALIDATION_MESSAGES.nameIsForbidden : null;

export const nameContainsForbiddenRule: Rule<string> = (value) =>
  NAME_FORBIDDEN_FRAGMENTS.some((fragment) => lower(value).includes(fragment)) ?
    VALIDATION_MESSAGES.nameContainsForbidden
  : null;

export const nameVowelsRule: Rule<string> = (value) =>
  VOWEL.test(withoutAccents(value).toLowerCase()) ? null : VALIDATION_MESSAGES.nameVowels;

export const nameConsecutiveCharsRule: Rule<string> = (value) =>
  THREE_IN_A_ROW.test(value.toLowerCase()) ? VALIDATION_MESSAGES.nameConsecutiveChars : null;

/** The spec's order: the first failing one is reported. */
export const NAME_RULES: readonly Rule<string>[] = [
  nameNoNumbersRule,
  nameLengthRule,
  nameCharsRule,
  nameLatinRule,
  nameIsForbiddenRule,
  nameContainsForbiddenRule,
  nameVowelsRule,
  nameConsecutiveCharsRule,
];

/** The first NAME rule a value breaks, or null. */
export function nameIssue(value: string): string | null {
  for (const rule of NAME_RULES) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export function nameField(requirement: Requirement = 'required') {
  return textField(requirement, { maxLength: FIELD_MAX_LENGTHS.name, rules: NAME_RULES });
}

/** NAME_DIFFERENT: the last name is not the first name again (case-insensitive). */
export function namesDiffer(firstName: string, lastName: string): boolean {
  return lower(firstName) !== lower(lastName);
}

/**
 * Object-level NAME_DIFFERENT check, reported on lastName. It runs even when other
 * fields have errors (the payer sees every problem at once) as long as both names are text.
 */
export function namesDifferCheck<T extends { firstName?: string | undefined; lastName?: string | undefined }>() {
  return z.superRefine<T>(
    (value, ctx) => {
      if (value.firstName && value.lastName && !namesDiffer(value.firstName, value.lastName)) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.nameDifferent,
          path: ['lastName'],
          input: value.lastName,
        });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
}
