import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIP_BRACKETS, isTipUnusuallyHigh, isValidTipCents, suggestTip } from './tip';

describe('TIP_BRACKETS (SPEC §9: 0:0, 15:3.5, 50:6, 100:8, 500:20, 1000:25)', () => {
  it('is the spec table in cents', () => {
    expect(TIP_BRACKETS.map(({ fromCents, tipCents }) => [fromCents / 100, tipCents / 100])).toEqual([
      [0, 0],
      [15, 3.5],
      [50, 6],
      [100, 8],
      [500, 20],
      [1000, 25],
    ]);
  });
});

describe('suggestTip (worked examples of docs/rules.md)', () => {
  it.each([
    // amount (cents), suggestion, min, max
    [-500, 0, 0, 0],
    [0, 0, 0, 0],
    [0.4, 0, 0, 0],
    [1, 5, 1, 9], // 0.0023 € → rounded up to 0.05 €
    [200, 50, 1, 99], // 2 €: 0.4667 € → 0.50 €, below 1 € so min 0.01 €
    [407, 95, 1, 189],
    [428, 100, 100, 100], // 0.9987 € → 1.00 €: min becomes 1 €
    [1_000, 235, 100, 370], // 10 €: 2.333 € → 2.35 €
    [1_500, 350, 100, 600], // 15 € → 3.50 € exactly
    [2_000, 390, 100, 680], // 20 €: 3.857 € → 3.90 €
    [5_000, 600, 100, 1_100], // 50 € → 6 €
    [7_500, 700, 100, 1_300], // 75 € → 7 €
    [10_000, 800, 100, 1_500], // 100 € → 8 € (= 8 %: both readings agree here)
    [30_000, 1_400, 100, 2_700], // 300 € → 14 €
    [50_000, 2_000, 100, 3_900], // 500 € → 20 €
    [75_000, 2_250, 100, 4_400], // 750 € → 22.50 €
    [100_000, 2_500, 100, 4_900], // 1 000 € → 25 €
    [100_000_000, 2_500, 100, 4_900], // above 1 000 € it stays 25 €
    [Number.POSITIVE_INFINITY, 2_500, 100, 4_900],
    [Number.NaN, 0, 0, 0],
  ])('%s cents → suggestion %s, range %s–%s', (amountCents, suggestionCents, minCents, maxCents) => {
    expect(suggestTip(amountCents)).toEqual({ suggestionCents, minCents, maxCents });
  });

  it('is a non-decreasing multiple of 5 cents, centred in its range, capped at 25 €', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 5_000 }), (amount, extra) => {
        const tip = suggestTip(amount);
        expect(tip.suggestionCents % 5).toBe(0);
        expect(tip.suggestionCents).toBeGreaterThan(0);
        expect(tip.suggestionCents).toBeLessThanOrEqual(2_500);
        expect(tip.minCents + tip.maxCents).toBe(2 * tip.suggestionCents);
        expect(tip.minCents).toBeLessThanOrEqual(tip.suggestionCents);
        expect(suggestTip(amount + extra).suggestionCents).toBeGreaterThanOrEqual(tip.suggestionCents);
      }),
    );
  });
});

describe('tip checks', () => {
  it.each([
    [0, true],
    [250, true],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('isValidTipCents(%s) = %s', (tip, ok) => {
    expect(isValidTipCents(tip)).toBe(ok);
  });

  it.each([
    [370, 1_000, false],
    [371, 1_000, true],
    [50_000, 2_000, true],
    [0, 0, false],
  ])('isTipUnusuallyHigh(%s, %s) = %s', (tip, amount, high) => {
    expect(isTipUnusuallyHigh(tip, amount)).toBe(high);
  });
});
