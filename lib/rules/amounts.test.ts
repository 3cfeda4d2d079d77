import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_EDIT_KEYS,
  amountInputText,
  decimalSeparatorOf,
  isAllowedAmountKey,
  normaliseAmountInput,
  parseAmountToCents,
} from './amounts';
import { decimalTextToCents } from './money';

describe('isAllowedAmountKey (SPEC §5)', () => {
  it.each([...'0123456789'])('allows the digit %s', (key) => {
    expect(isAllowedAmountKey({ key }, { value: '12' })).toBe(true);
  });

  it.each(AMOUNT_EDIT_KEYS.filter((key) => key !== 'ArrowDown'))('allows the edit key %s', (key) => {
    expect(isAllowedAmountKey({ key }, { value: '' })).toBe(true);
  });

  it.each(['e', 'E', '-', '+', ' ', 'a', 'Escape', 'F5'])('refuses %j', (key) => {
    expect(isAllowedAmountKey({ key }, { value: '12' })).toBe(false);
  });

  it.each([
    [',', '12', true],
    ['.', '12', true],
    ['.', '12.5', false],
    [',', '12.5', false],
    [',', '12,5', false],
    ['.', '12,5', false],
  ])('%s after %j → %s (one decimal separator)', (key, value, allowed) => {
    expect(isAllowedAmountKey({ key }, { value })).toBe(allowed);
  });

  it('lets a typed separator replace a selected one', () => {
    expect(isAllowedAmountKey({ key: '.' }, { value: '12,5', selectionStart: 2, selectionEnd: 3 })).toBe(true);
    expect(isAllowedAmountKey({ key: '.' }, { value: '12,5', selectionStart: 0, selectionEnd: 1 })).toBe(false);
    expect(isAllowedAmountKey({ key: '.' }, { value: '12,5', selectionStart: null, selectionEnd: null })).toBe(false);
  });

  it.each([
    ['', false],
    ['0', false],
    ['0,00', false],
    ['abc', false],
    ['0,01', true],
    ['5', true],
  ])('ArrowDown at %j → %s (blocked at zero)', (value, allowed) => {
    expect(isAllowedAmountKey({ key: 'ArrowDown' }, { value })).toBe(allowed);
  });

  it.each([
    { key: 'v', ctrlKey: true },
    { key: 'c', metaKey: true },
    { key: 'a', ctrlKey: true },
  ])('allows the shortcut %j', (event) => {
    expect(isAllowedAmountKey(event, { value: '12' })).toBe(true);
  });
});

describe('normaliseAmountInput (SPEC §5)', () => {
  it.each([
    ['12,5', '12.5'],
    ['12.5', '12.5'],
    ['12,50', '12.50'],
    ['12,345', '12.35'],
    ['12,344', '12.34'],
    ['12,999', '13.00'],
    ['0,005', '0.01'],
    ['012', '12'],
    ['007,5', '7.5'],
    ['00,5', '0.5'],
    ['0,5', '0.5'],
    [',5', '0.5'],
    ['0', '0'],
    ['000', '0'],
    ['12,', '12'],
    [' 1 000,00 ', '1000.00'],
    ['1\u202f000', '1000'],
    ['', ''],
    ['   ', ''],
    [',', '.'],
    ['abc', 'abc'],
    ['1,2,3', '1.2.3'],
    ['-5', '-5'],
    ['99999999999999999999,999', '99999999999999999999.999'],
  ])('%j → %j', (text, expected) => {
    expect(normaliseAmountInput(text)).toBe(expected);
  });

  const amountText = fc
    .tuple(fc.stringMatching(/^\d{0,7}$/), fc.constantFrom('', ',', '.'), fc.stringMatching(/^\d{0,5}$/))
    .map(([whole, separator, decimals]) => `${whole}${separator}${separator ? decimals : ''}`)
    .filter((text) => /\d/.test(text));

  it('is idempotent, keeps at most two decimals, drops leading zeros from 1 up, and rounds half-up', () => {
    fc.assert(
      fc.property(amountText, (text) => {
        const normalised = normaliseAmountInput(text);
        expect(normaliseAmountInput(normalised)).toBe(normalised);
        expect(normalised).toMatch(/^(0|[1-9]\d*)(\.\d{1,2})?$/);
        expect(decimalTextToCents(normalised)).toBe(decimalTextToCents(text.replace(',', '.')));
      }),
    );
  });
});

describe('normaliseAmountInput in French', () => {
  it.each([
    ['20.00', '20,00'],
    ['20,00', '20,00'],
    ['5.25', '5,25'],
    ['012,345', '12,35'],
    ['1\u202f000.5', '1000,5'],
    ['20', '20'],
    ['abc', 'abc'],
  ])('%j → %j', (text, expected) => {
    expect(normaliseAmountInput(text, ',')).toBe(expected);
  });
});

describe('amountInputText', () => {
  it('writes cents as an amount input shows them in each language', () => {
    expect(amountInputText(2000, 'fr')).toBe('20,00');
    expect(amountInputText(525, 'fr')).toBe('5,25');
    expect(amountInputText(2000, 'en')).toBe('20.00');
    expect(decimalSeparatorOf('fr')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
  });
});

describe('parseAmountToCents', () => {
  it.each([
    ['20,00', 2000],
    ['20.00', 2000],
    ['20', 2000],
    ['1 000,50', 100050],
    ['1\u202f000,50', 100050],
    ['1\u00a0000.50', 100050],
    ['12,50', 1250],
    ['0,5', 50],
    ['12,345', 1235],
    ['', null],
    ['abc', null],
    ['1,2,3', null],
  ])('%j → %s', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });
});
