import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  isStrongEnoughPassword,
  loginPasswordField,
  newPasswordField,
  passwordStrengthRule,
  passwordsMatchCheck,
} from './password';
import { check, messagesOf } from './testing';

describe('password strength (our definition, docs/rules.md)', () => {
  it.each([
    ['abcdefg1', false], // a common one
    ['Azerty123', false], // common, whatever the case
    ['motdepasse1', false],
    ['vélo2cuisine', true],
    ['k7#Lm9pQ', true], // 8 characters
    ['k7#Lm9p', false], // 7 characters
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['aaaaaaaa', false],
    ['1111111a', true],
    [`a1${'x'.repeat(126)}`, true], // 128
    [`a1${'x'.repeat(127)}`, false], // 129
  ])('%j → %s', (password, ok) => {
    expect(isStrongEnoughPassword(password)).toBe(ok);
    expect(passwordStrengthRule(password)).toBe(ok ? null : 'Validation.passwordTooSimple');
  });

  it('newPasswordField: required, then strong enough, never trimmed', () => {
    expect(messagesOf(newPasswordField(), undefined)).toEqual(['Validation.required']);
    expect(messagesOf(newPasswordField(), '')).toEqual(['Validation.required']);
    expect(messagesOf(newPasswordField(), 'short1')).toEqual(['Validation.passwordTooSimple']);
    expect(check(newPasswordField(), ' vélo2cuisine ')).toEqual({ ok: true, value: ' vélo2cuisine ' });
  });

  it('loginPasswordField: only required', () => {
    expect(messagesOf(loginPasswordField(), '')).toEqual(['Validation.required']);
    expect(check(loginPasswordField(), ' a ')).toEqual({ ok: true, value: ' a ' });
  });
});

describe('passwords must match', () => {
  const schema = z
    .object({ password: newPasswordField(), confirmation: z.optional(z.string()) })
    .check(passwordsMatchCheck('password', 'confirmation'));

  it.each([
    [{ password: 'vélo2cuisine', confirmation: 'vélo2cuisine' }, []],
    [{ password: 'vélo2cuisine', confirmation: 'vélo2cuisinE' }, ['Validation.passwordMatch']],
    [{ password: 'short', confirmation: 'other' }, ['Validation.passwordTooSimple', 'Validation.passwordMatch']],
    [{ password: 'vélo2cuisine', confirmation: '' }, []],
    [{ password: 'vélo2cuisine' }, []],
  ])('%j → %j', (value, messages) => {
    expect(messagesOf(schema, value)).toEqual(messages);
  });

  it('does not run on a non-object', () => {
    expect(messagesOf(schema, 'x')).toHaveLength(1);
  });
});
