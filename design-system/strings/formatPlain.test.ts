import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { compiledDesignSystemStrings } from '../testing/compileMessages';
import { formatPlain } from './formatPlain';
import { formatString } from './formatString';

/** The strings shown through formatPlain, with the arguments they are given. */
const plainTemplates = [
  ['headerAccountMenu', ['Camille Martin', "Zoé O'Brien", 'a {b} c', 'camille@example.org'], 'name'],
  ['errorPageCode', ['404', '500', 'ECONNABORTED'], 'code'],
] as const;

describe('formatPlain', () => {
  it.each([
    ['fr-FR', fr],
    ['en-GB', en],
  ])('gives what formatString gives, for the compiled strings it is used for (%s)', (locale, raw) => {
    const strings = compiledDesignSystemStrings(raw);
    for (const [key, samples, argument] of plainTemplates) {
      const template = strings[key];
      // Nothing of ICU but text and the plain argument: no plural, select, number, tag.
      const nodes = typeof template === 'string' ? [template] : template;
      expect(
        nodes.every(
          (node) => typeof node === 'string' || (Array.isArray(node) && node.length === 1 && node[0] === argument),
        ),
      ).toBe(true);
      for (const sample of samples) {
        expect(formatPlain(template, { [argument]: sample })).toBe(
          formatString(template, { [argument]: sample }, locale),
        );
      }
    }
  });

  it('fills every plain argument, and leaves text as it is', () => {
    expect(formatPlain(['', ['a'], ' et ', ['b']], { a: 'x', b: '{y}' })).toBe('x et {y}');
    expect(formatPlain('Menu', {})).toBe('Menu');
  });
});
