import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuroCents, formatWholeNumber, formatWholePercent, numberTextLocale } from './numberText';

/** What Intl writes, the reference these functions must match exactly (Node's full ICU). */
const intlEuros = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
};
const intlWhole = { fr: new Intl.NumberFormat('fr-FR'), en: new Intl.NumberFormat('en-GB') };
const locales = ['fr', 'en'] as const;

describe('formatEuroCents', () => {
  it.each([
    [0, 'fr', '0,00\u00a0€'],
    [5, 'fr', '0,05\u00a0€'],
    [1250, 'fr', '12,50\u00a0€'],
    [123456, 'fr', '1\u202f234,56\u00a0€'],
    [-123456789, 'fr', '-1\u202f234\u202f567,89\u00a0€'],
    [1250, 'en', '€12.50'],
    [123456, 'en', '€1,234.56'],
    [-123456789, 'en', '-€1,234,567.89'],
    [1e22, 'en', '€100,000,000,000,000,000,000.00'],
  ] as const)('%s cents in %s → %j', (cents, locale, text) => {
    expect(formatEuroCents(cents, locale)).toBe(text);
  });

  it('writes what Intl writes, for any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...locales), (cents, locale) => {
        fc.pre(!Object.is(cents, -0));
        expect(formatEuroCents(cents, locale)).toBe(intlEuros[locale].format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds a fraction of a cent half away from zero, never showing "-0,00"', () => {
    expect(formatEuroCents(1234.5, 'fr')).toBe('12,35\u00a0€');
    expect(formatEuroCents(-1234.5, 'en')).toBe('-€12.35');
    expect(formatEuroCents(99.4, 'en')).toBe('€0.99');
    expect(formatEuroCents(-0.4, 'fr')).toBe('0,00\u00a0€');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatEuroCents(Number.NaN, 'fr')).toThrow(RangeError);
    expect(() => formatEuroCents(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});

describe('formatWholeNumber', () => {
  it.each([
    [0, 'fr', '0'],
    [999, 'fr', '999'],
    [1000, 'fr', '1\u202f000'],
    [-1234567, 'fr', '-1\u202f234\u202f567'],
    [1234567, 'en', '1,234,567'],
  ] as const)('%s in %s → %j', (value, locale, text) => {
    expect(formatWholeNumber(value, locale)).toBe(text);
  });

  it('writes what Intl writes, for any safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...locales), (value, locale) => {
        fc.pre(!Object.is(value, -0));
        expect(formatWholeNumber(value, locale)).toBe(intlWhole[locale].format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a safe integer (the caller then asks Intl)', () => {
    expect(() => formatWholeNumber(1.5, 'fr')).toThrow(RangeError);
    expect(() => formatWholeNumber(2 ** 53, 'en')).toThrow(RangeError);
  });
});

describe('formatWholePercent', () => {
  const intlPercent = {
    fr: new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }),
    en: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 }),
  };

  it.each([
    [0, 'fr', '0\u00a0%'],
    [42.5, 'fr', '43\u00a0%'],
    [1234.5, 'fr', '1\u202f235\u00a0%'],
    [0.4, 'en', '0%'],
    [100, 'en', '100%'],
    [1e17, 'en', '100,000,000,000,000,000%'],
  ] as const)('%s in %s → %j', (percent, locale, text) => {
    expect(formatWholePercent(percent, locale)).toBe(text);
  });

  it('writes what Intl writes for whole and half percentages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.constantFrom(...locales), (halves, locale) => {
        const percent = halves / 2;
        expect(formatWholePercent(percent, locale)).toBe(intlPercent[locale].format(percent / 100));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('numberTextLocale', () => {
  it('knows the tags it writes exactly, and sends the others to Intl', () => {
    expect(numberTextLocale('fr-FR')).toBe('fr');
    expect(numberTextLocale('fr')).toBe('fr');
    expect(numberTextLocale('en-GB')).toBe('en');
    expect(numberTextLocale('en-IN')).toBeNull();
    expect(numberTextLocale('fr-CH')).toBeNull();
  });
});
