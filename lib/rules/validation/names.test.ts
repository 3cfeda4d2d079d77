import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  NAME_FORBIDDEN_CHARACTERS,
  NAME_FORBIDDEN_FRAGMENTS,
  NAME_FORBIDDEN_VALUES,
  nameCharsRule,
  nameConsecutiveCharsRule,
  nameContainsForbiddenRule,
  nameField,
  nameIsForbiddenRule,
  nameIssue,
  nameLatinRule,
  nameLengthRule,
  nameNoNumbersRule,
  namesDiffer,
  namesDifferCheck,
  nameVowelsRule,
} from './names';
import { check, messagesOf } from './testing';

describe('the nine NAME rules (SPEC §5)', () => {
  it.each([
    // NAME_NO_NUMBERS
    [nameNoNumbersRule, 'Jean2', 'Validation.name.noNumbers'],
    [nameNoNumbersRule, 'Jean٣', 'Validation.name.noNumbers'], // any script's digits
    [nameNoNumbersRule, 'Jean', null],
    // NAME_LENGTH: more than one character
    [nameLengthRule, 'J', 'Validation.name.length'],
    [nameLengthRule, ' J ', 'Validation.name.length'],
    [nameLengthRule, 'Jo', null],
    [nameLengthRule, 'Œ', 'Validation.name.length'],
    // NAME_LATIN
    [nameLatinRule, 'Émilie', null],
    [nameLatinRule, 'Zoë Ñúñez-Łukasz', null],
    [nameLatinRule, 'D’Artagnan', null],
    [nameLatinRule, "O'Connor", null],
    [nameLatinRule, 'Ægir Øre Straße', null],
    [nameLatinRule, 'Le Goff, Jr', null],
    [nameLatinRule, 'E\u0301milie', null], // decomposed accent
    [nameLatinRule, 'Иван', 'Validation.name.latin'],
    [nameLatinRule, '李', 'Validation.name.latin'],
    [nameLatinRule, 'Jean?', 'Validation.name.latin'],
    [nameLatinRule, 'Jean 🙂', 'Validation.name.latin'],
    // NAME_VOWELS (accents and y count)
    [nameVowelsRule, 'Lynn', null],
    [nameVowelsRule, 'Zoé', null],
    [nameVowelsRule, 'ÉÏ', null],
    [nameVowelsRule, 'Œdipe', null],
    [nameVowelsRule, 'Brr', 'Validation.name.vowels'],
    [nameVowelsRule, 'Ng', 'Validation.name.vowels'],
    // NAME_CONSECUTIVE_CHARS
    [nameConsecutiveCharsRule, 'Aaron', null],
    [nameConsecutiveCharsRule, 'Aaa', 'Validation.name.consecutiveChars'],
    [nameConsecutiveCharsRule, 'Jeeeean', 'Validation.name.consecutiveChars'],
    [nameConsecutiveCharsRule, 'Jean   Paul', 'Validation.name.consecutiveChars'],
    [nameConsecutiveCharsRule, 'Anne-Marie', null],
  ])('%o on %j → %s', (rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each(NAME_FORBIDDEN_CHARACTERS)('NAME_CHARS refuses %s', (character) => {
    expect(nameCharsRule(`Je${character}an`)).toBe('Validation.name.chars');
  });

  it('NAME_CHARS accepts the apostrophe, hyphen, comma and space', () => {
    expect(nameCharsRule("Jean-Paul d'Ormesson, Jr")).toBeNull();
  });

  it.each(NAME_FORBIDDEN_VALUES)('NAME_IS_FORBIDDEN refuses %s in any case', (value) => {
    expect(nameIsForbiddenRule(value)).toBe('Validation.name.isForbidden');
    expect(nameIsForbiddenRule(` ${value.toUpperCase()} `)).toBe('Validation.name.isForbidden');
  });

  it('NAME_IS_FORBIDDEN only refuses the whole value', () => {
    expect(nameIsForbiddenRule('Testard')).toBeNull();
    expect(nameIsForbiddenRule('Nomé')).toBeNull();
  });

  it.each(NAME_FORBIDDEN_FRAGMENTS)('NAME_CONTAINS_FORBIDDEN refuses a name containing %s', (fragment) => {
    expect(nameContainsForbiddenRule(`Mon ${fragment.toUpperCase()} nom`)).toBe('Validation.name.containsForbidden');
  });

  it('NAME_CONTAINS_FORBIDDEN accepts ordinary names', () => {
    expect(nameContainsForbiddenRule('Anonymat')).toBeNull();
  });

  it.each([
    ['Jean', 'Jean', false],
    ['Jean', ' JEAN ', false],
    ['Jean', 'Dupont', true],
    ['Élise', 'élise', false],
  ])('NAME_DIFFERENT: %j / %j → %s', (first, last, differ) => {
    expect(namesDiffer(first, last)).toBe(differ);
  });
});

describe('nameIssue and nameField (first failing rule, in the spec order)', () => {
  it.each([
    ['Jean-Pierre', null],
    ["N'Golo", null],
    ['Ève', null],
    ['J2', 'Validation.name.noNumbers'], // before NAME_LENGTH
    ['J', 'Validation.name.length'],
    ['a.b', 'Validation.name.chars'],
    ['Jean?', 'Validation.name.latin'],
    ['Admin', 'Validation.name.isForbidden'],
    ['Lastname Smith', 'Validation.name.containsForbidden'],
    ['Brr', 'Validation.name.vowels'],
    ['Jooohn', 'Validation.name.consecutiveChars'],
  ])('%j → %s', (value, expected) => {
    expect(nameIssue(value)).toBe(expected);
    expect(messagesOf(nameField(), value)).toEqual(expected ? [expected] : []);
  });

  it('is required, bounded and trimmed', () => {
    expect(messagesOf(nameField(), '')).toEqual(['Validation.required']);
    expect(messagesOf(nameField(), 'a'.repeat(51))).toEqual(['Validation.maxLength?max=50']);
    expect(check(nameField(), ' Jean ')).toEqual({ ok: true, value: 'Jean' });
    expect(check(nameField('optional'), '')).toEqual({ ok: true, value: undefined });
  });
});

describe('namesDifferCheck', () => {
  const schema = z.object({ firstName: z.string(), lastName: z.string(), age: z.number() }).check(namesDifferCheck());
  it('reports on lastName, even when another field fails', () => {
    const result = schema.safeParse({ firstName: 'Jean', lastName: 'jean', age: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'lastName')?.message).toBe(
      'Validation.name.different',
    );
  });

  it('passes when different or missing', () => {
    expect(schema.safeParse({ firstName: 'Jean', lastName: 'Dupont', age: 3 }).success).toBe(true);
    const partial = z
      .object({ firstName: z.optional(z.string()), lastName: z.optional(z.string()) })
      .check(namesDifferCheck());
    expect(partial.safeParse({ firstName: 'Jean' }).success).toBe(true);
  });

  it('does not run on a non-object', () => {
    const schema2 = z.object({ firstName: z.string(), lastName: z.string() }).check(namesDifferCheck());
    expect(schema2.safeParse(null).error?.issues).toHaveLength(1);
  });
});
