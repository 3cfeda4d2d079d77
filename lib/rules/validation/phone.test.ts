import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneField, phoneRule } from './phone';
import { check, messagesOf } from './testing';

describe('PHONE (8 to 15 characters of digits, dots, plus and spaces)', () => {
  it.each([
    ['12345678', true], // 8: the minimum
    ['123456789012345', true], // 15: the maximum
    ['06 12 34 56 78', true], // 14
    ['06.12.34.56.78', true],
    ['+33612345678', true],
    ['+33 6 12 34 56 78', false], // 17 characters: too long, as the spec counts every character
    ['  0612345678  ', true], // trimmed first
    ['1234567', false], // 7
    ['1234567890123456', false], // 16
    ['06-12-34-56-78', false],
    ['(0)612345678', false],
    ['06 12 34 56 7a', false],
    ['', false],
  ])('%j → %s', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok);
  });

  it('reports the PHONE key', () => {
    expect(phoneRule('123')).toBe('Validation.phone');
    expect(phoneRule('0612345678')).toBeNull();
    expect(messagesOf(phoneField(), '123')).toEqual(['Validation.phone']);
    expect(messagesOf(phoneField(), undefined)).toEqual(['Validation.required']);
    expect(check(phoneField('optional'), '')).toEqual({ ok: true, value: undefined });
  });
});
