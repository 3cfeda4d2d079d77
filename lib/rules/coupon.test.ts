import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmptyCouponCode, normaliseCouponCode } from './coupon';

describe('normaliseCouponCode (SPEC §5)', () => {
  it.each([
    ['NOEL2026', 'NOEL2026'],
    ['noel2026', 'NOEL2026'],
    ['  noel2026  ', 'NOEL2026'],
    ['noel 2026', 'NOEL2026'],
    ['no\u00a0el\t20 26\n', 'NOEL2026'],
    ['été-10', 'ÉTÉ-10'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseCouponCode(input)).toBe(expected);
  });

  it.each([
    ['', true],
    [' \t ', true],
    ['a', false],
  ])('isEmptyCouponCode(%j) = %s', (input, expected) => {
    expect(isEmptyCouponCode(input)).toBe(expected);
  });

  it('is idempotent, upper-case and without whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (code) => {
        const once = normaliseCouponCode(code);
        expect(normaliseCouponCode(once)).toBe(once);
        expect(once).not.toMatch(/\s/u);
        expect(once).toBe(once.toUpperCase());
      }),
    );
  });
});
