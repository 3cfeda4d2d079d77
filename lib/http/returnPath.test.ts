import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/associations/a/formulaires/b', '/associations/a/formulaires/b'],
    ['/parametres-affichage?x=1', '/parametres-affichage?x=1'],
  ])('keeps the app path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['relative'],
    [''],
    [null],
    [undefined],
  ])('refuses %s', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
