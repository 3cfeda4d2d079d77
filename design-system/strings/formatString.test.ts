import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { compiledDesignSystemStrings } from '../testing/compileMessages';
import { designSystemStringsFrom, type DesignSystemStrings } from './DesignSystemStrings';
import { formatString } from './formatString';

/** The built-in strings with arguments, with values like the components give. */
const samples: [keyof DesignSystemStrings, Record<string, string | number>[]][] = [
  ['toastRegion', [{ hotkey: 'F8' }]],
  ['fileSelected', [{ fileName: 'justificatif {1}.pdf' }]],
  ['fileTooLarge', [{ maxSize: '5 Mo' }]],
  ['fileWrongFormat', [{ formats: 'PDF, JPEG' }]],
  ['countdownRemaining', [{ minutes: 0 }, { minutes: 1 }, { minutes: 2 }, { minutes: 15 }]],
  ['stepperProgress', [{ current: 2, total: 3, title: 'Vos coordonnées' }]],
  ['errorPageCode', [{ code: '404' }, { code: 'ECONNABORTED' }]],
  ['headerAccountMenu', [{ name: 'Camille Martin' }, { name: "Zoé O'Brien" }, { name: 'a {b} <c>' }]],
  ['tierPriceFrom', [{ amount: '10,00 €' }]],
  ['contributorShown', [{ count: 1 }, { count: 12 }, { count: 1000 }]],
  ['formHeaderCollected', [{ amount: '1 250,00 €' }]],
  ['formHeaderGoal', [{ amount: '5 000,00 €' }]],
  ['formHeaderContributors', [{ count: 0 }, { count: 1 }, { count: 2 }, { count: 12345 }]],
  ['amountRange', [{ min: '1,00 €', max: '10 000,00 €' }]],
  ['amountMin', [{ min: '1,00 €' }]],
  ['amountMax', [{ max: '10 000,00 €' }]],
];

describe('formatString', () => {
  it.each([
    ['fr-FR', fr],
    ['en-GB', en],
  ])('gives, from the compiled strings, what the ICU formatter gives from the raw ones (%s)', (locale, raw) => {
    const compiled = compiledDesignSystemStrings(raw);
    const templates = designSystemStringsFrom(raw) as unknown as Record<string, string>;
    for (const [key, values] of samples) {
      for (const value of values) {
        expect(formatString(compiled[key], value, locale)).toBe(
          String(new IntlMessageFormat(templates[key] ?? '', locale).format(value)),
        );
      }
    }
  });

  it('formats a compiled plural with the locale’s rules and number format', () => {
    const compiled = compiledDesignSystemStrings(fr);
    expect(formatString(compiled.formHeaderContributors, { count: 12345 }, 'fr-FR')).toBe('12\u202f345 contributions');
  });

  it('writes a whole number without creating an Intl formatter, and asks Intl for the rest', () => {
    const compiledFr = compiledDesignSystemStrings(fr);
    const compiledEn = compiledDesignSystemStrings(en);
    const Original = Intl.NumberFormat;
    const created = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat);
    try {
      // 'fr' and 'en' (not the locales above): no formatter of theirs is cached yet.
      expect(formatString(compiledFr.formHeaderContributors, { count: 1234 }, 'fr')).toBe('1\u202f234 contributions');
      expect(formatString(compiledEn.formHeaderContributors, { count: 1234567 }, 'en')).toBe('1,234,567 contributions');
      expect(created).not.toHaveBeenCalled();
      expect(formatString(compiledFr.formHeaderContributors, { count: 2.5 }, 'fr')).toBe('2,5 contributions');
      expect(created).toHaveBeenCalledTimes(1);
    } finally {
      created.mockRestore();
    }
  });
});
