import { describe, expect, it } from 'vitest';
import { companyNameField, isValidSiren, legalStatusField, normaliseSiren, sirenField, sirenRule } from './company';
import { check, messagesOf } from './testing';

describe('SIREN (9 digits, spaces ignored)', () => {
  it.each([
    ['123456789', true],
    ['123 456 789', true],
    [' 123\u00a0456\u00a0789 ', true],
    ['12345678', false],
    ['1234567890', false],
    ['123-456-789', false],
    ['12345678a', false],
    ['', false],
  ])('%j → %s', (siren, ok) => {
    expect(isValidSiren(siren)).toBe(ok);
    expect(sirenRule(siren)).toBe(ok ? null : 'Validation.siren');
  });

  it('outputs the digits only', () => {
    expect(normaliseSiren(' 123 456 789 ')).toBe('123456789');
    expect(check(sirenField(), '123 456 789')).toEqual({ ok: true, value: '123456789' });
    expect(check(sirenField('optional'), undefined)).toEqual({ ok: true, value: undefined });
    expect(messagesOf(sirenField(), '123')).toEqual(['Validation.siren']);
  });
});

describe('company name and legal status', () => {
  it('requires a company name', () => {
    expect(messagesOf(companyNameField(), '')).toEqual(['Validation.required']);
    expect(messagesOf(companyNameField(), 'x'.repeat(101))).toEqual(['Validation.maxLength?max=100']);
  });

  it('asks to choose a legal status', () => {
    expect(messagesOf(legalStatusField(), undefined)).toEqual(['Validation.legalStatus']);
    expect(messagesOf(legalStatusField(), '')).toEqual(['Validation.legalStatus']);
    expect(check(legalStatusField(), '3')).toEqual({ ok: true, value: '3' });
    expect(check(legalStatusField('optional'), undefined)).toEqual({ ok: true, value: undefined });
  });
});
