import { describe, expect, it } from 'vitest';
import { compileMessages } from '@/design-system/testing/compileMessages';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { PAGE_ERROR_KEYS } from '@/lib/rules/errorCatalogue';
import { errorCopyOf } from './errorCopy';

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(texts);

describe('errorCopyOf', () => {
  it.each([
    ['fr', fr],
    ['en', en],
  ])('gives every page error its title and message, and the actions, in %s', (_locale, messages) => {
    // In the app, getMessages() gives the messages compiled (next.config.ts).
    const copy = errorCopyOf(compileMessages(messages));
    for (const key of PAGE_ERROR_KEYS) {
      expect(copy.page[key].title).toBeTruthy();
      expect(copy.page[key].message).toBeTruthy();
    }
    expect(copy.page['404'].title).toBe(messages.Errors.page['404'].title);
    expect(copy.actions.back).toBe(messages.ErrorPage.back);
    expect(texts(copy.actions).every((text) => text.length > 0)).toBe(true);
  });

  it('holds no ICU argument nor tag: the error boundaries show it as it is, without a formatter', () => {
    for (const messages of [fr, en]) {
      for (const text of texts(errorCopyOf(messages))) expect(text).not.toMatch(/[{}<]/u);
      // Compiled, every text stays the same plain string.
      expect(errorCopyOf(compileMessages(messages))).toEqual(errorCopyOf(messages));
    }
  });
});
