import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { formatPlain } from './formatPlain';
import { formatString } from './formatString';

/** The templates shown through formatPlain, with the arguments they are given. */
const plainTemplates = [
  ['headerAccountMenu', ['Camille Martin', "Zoé O'Brien", 'a {b} c', 'camille@example.org'], 'name'],
  ['errorPageCode', ['404', '500', 'ECONNABORTED'], 'code'],
] as const;

describe('formatPlain', () => {
  it.each([
    ['fr', fr.DesignSystemPatterns],
    ['en', en.DesignSystemPatterns],
  ])('gives what the ICU formatter gives, for the %s templates it is used for', (locale, strings) => {
    for (const [key, samples, argument] of plainTemplates) {
      const template = strings[key];
      // Nothing of ICU but the plain argument: no plural, select, number format, quoting.
      expect(template.replace(`{${argument}}`, '')).not.toMatch(/[{}']/u);
      for (const sample of samples) {
        expect(formatPlain(template, { [argument]: sample })).toBe(
          formatString(template, { [argument]: sample }, locale),
        );
      }
    }
  });

  it('leaves an argument it is not given as it is', () => {
    expect(formatPlain('{a} et {b}', { a: 'x' })).toBe('x et {b}');
  });
});
