import { describe, expect, it } from 'vitest';
import {
  addressLineField,
  cityField,
  countryField,
  countryRule,
  isAllowedCountry,
  isValidZipCode,
  zipCodeField,
  zipCodeRule,
} from './address';
import { check, messagesOf } from './testing';

describe('ZIP_CODE (3 to 10 letters or digits)', () => {
  it.each([
    ['75001', true],
    ['123', true],
    ['1234567890', true],
    ['SW1A1AA', true],
    [' 75001 ', true],
    ['12', false],
    ['12345678901', false],
    ['SW1A 1AA', false],
    ['75-001', false],
    ['7500é', false],
    ['', false],
  ])('%j → %s', (zip, ok) => {
    expect(isValidZipCode(zip)).toBe(ok);
    expect(zipCodeRule(zip)).toBe(ok ? null : 'Validation.zipCode');
  });

  it('is a field', () => {
    expect(messagesOf(zipCodeField(), '12')).toEqual(['Validation.zipCode']);
    expect(messagesOf(zipCodeField('optional'), undefined)).toEqual([]);
  });
});

describe('COUNTRY must be FR', () => {
  it.each([
    ['FR', true],
    ['fr', true],
    [' Fr ', true],
    ['FRA', false],
    ['BE', false],
    ['France', false],
  ])('%j → %s', (country, ok) => {
    expect(isAllowedCountry(country)).toBe(ok);
    expect(countryRule(country)).toBe(ok ? null : 'Validation.country');
  });

  it('outputs FR upper-cased', () => {
    expect(check(countryField(), 'fr')).toEqual({ ok: true, value: 'FR' });
    expect(check(countryField('optional'), undefined)).toEqual({ ok: true, value: undefined });
    expect(messagesOf(countryField(), 'BE')).toEqual(['Validation.country']);
  });
});

describe('address and city', () => {
  it('are bounded texts', () => {
    expect(messagesOf(addressLineField(), 'a'.repeat(251))).toEqual(['Validation.maxLength?max=250']);
    expect(messagesOf(cityField(), 'a'.repeat(101))).toEqual(['Validation.maxLength?max=100']);
    expect(check(cityField('optional'), '')).toEqual({ ok: true, value: undefined });
    expect(check(addressLineField('optional'), ' 1 rue de la Paix ')).toEqual({ ok: true, value: '1 rue de la Paix' });
  });
});
