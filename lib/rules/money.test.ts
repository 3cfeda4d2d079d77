import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimalText,
  centsToEuros,
  decimalTextToCents,
  eurosToCents,
  formatCents,
  isFreeOrAboveMinimum,
} from './money';

describe('decimalTextToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['.5', 50],
    ['0', 0],
    ['12.', 1200],
    ['1.005', 101],
    ['1.004', 100],
    ['12.995', 1300],
    ['0.999', 100],
    ['', null],
    ['.', null],
    ['-1', null],
    ['1,5', null],
    ['abc', null],
    ['99999999999999999999', null],
  ])('%j → %s', (text, cents) => {
    expect(decimalTextToCents(text)).toBe(cents);
  });
});

describe('eurosToCents (no float drift)', () => {
  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [-12.345, -1235],
    [0, 0],
    [1e-7, 0],
    [1e20, 1e22],
    [1e21, 1e23],
  ])('%s € → %s cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) => {
    expect(() => eurosToCents(value)).toThrow(RangeError);
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
        expect(decimalTextToCents(centsToDecimalText(Math.abs(cents)))).toBe(Math.abs(cents));
      }),
    );
  });
});

describe('centsToDecimalText', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-1250, '-12.50'],
    [123456789, '1234567.89'],
  ])('%s → %s', (cents, text) => {
    expect(centsToDecimalText(cents)).toBe(text);
  });
});

describe('formatCents', () => {
  it.each([
    [1250, 'fr', '12,50\u00a0€'],
    [1250, 'en', '€12.50'],
    [100, 'fr', '1,00\u00a0€'],
    [123456, 'fr', '1\u202f234,56\u00a0€'],
    [123456, 'en', '€1,234.56'],
    [0, 'en', '€0.00'],
  ] as const)('%s cents in %s → %j', (cents, locale, text) => {
    expect(formatCents(cents, locale)).toBe(text);
  });
});

describe('isFreeOrAboveMinimum (SPEC §9: 0.50 € else free)', () => {
  it.each([
    [0, true],
    [1, false],
    [49, false],
    [50, true],
    [51, true],
    [1_000_000_00, true],
    [-50, false],
  ])('%s cents → %s', (cents, ok) => {
    expect(isFreeOrAboveMinimum(cents)).toBe(ok);
  });
});
