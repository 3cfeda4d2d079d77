import { describe, expect, it } from 'vitest';
import { frenchEuroWords, frenchNumberWords } from './frenchNumberWords';

describe('numbers in French words (amount "en toutes lettres" of a tax receipt)', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [200, 'deux cents'],
    [280, 'deux cent quatre-vingts'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [1234, 'mille deux cent trente-quatre'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [2_500_000, 'deux millions cinq cent mille'],
    [1_000_000_000, 'un milliard'],
  ])('%i → %s', (value, words) => {
    expect(frenchNumberWords(value)).toBe(words);
  });

  it('writes euro amounts with their centimes', () => {
    expect(frenchEuroWords(3000)).toBe('trente euros');
    expect(frenchEuroWords(100)).toBe('un euro');
    expect(frenchEuroWords(123_450)).toBe('mille deux cent trente-quatre euros et cinquante centimes');
    expect(frenchEuroWords(1)).toBe('un centime');
    expect(frenchEuroWords(100_000_000)).toBe('un million d’euros');
  });

  it('refuses what is not whole cents', () => {
    expect(() => frenchNumberWords(-1)).toThrow(RangeError);
    expect(() => frenchNumberWords(1.5)).toThrow(RangeError);
    expect(() => frenchEuroWords(Number.NaN)).toThrow(RangeError);
  });
});
