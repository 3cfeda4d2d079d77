import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import { formatString } from '../../strings/formatString';
import { accountMenuName } from './accountMenuName';

describe('accountMenuName', () => {
  it.each([
    ['fr', fr.DesignSystemPatterns.headerAccountMenu],
    ['en', en.DesignSystemPatterns.headerAccountMenu],
  ])('gives what the ICU formatter gives for the %s template', (locale, template) => {
    expect(template.replace('{name}', '')).not.toMatch(/[{}']/u);
    for (const name of ['Camille Martin', "Zoé O'Brien", 'a {b} c', 'camille@example.org']) {
      expect(accountMenuName(template, name)).toBe(formatString(template, { name }, locale));
    }
  });
});
