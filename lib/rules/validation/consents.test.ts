import { describe, expect, it } from 'vitest';
import { cgvConsentField, isTrueField, isTrueRule, termsConsentField, tipConsentField } from './consents';
import { check, messagesOf } from './testing';

describe('IS_TRUE and consents', () => {
  it.each([
    [isTrueField(), 'Validation.isTrue'],
    [termsConsentField(), 'Validation.consent.terms'],
    [cgvConsentField(), 'Validation.consent.cgv'],
    [tipConsentField(), 'Validation.consent.tip'],
  ])('%# accepts only true, else %s', (schema, message) => {
    expect(check(schema, true)).toEqual({ ok: true, value: true });
    for (const value of [false, undefined, 'on', 'true', 1]) expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('isTrueRule', () => {
    expect(isTrueRule(true)).toBeNull();
    expect(isTrueRule('true')).toBe('Validation.isTrue');
  });
});
