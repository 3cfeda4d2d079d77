import { describe, expect, it } from 'vitest';
import { monthlyPaymentDayField, monthlyPaymentDayRule } from './monthlyDay';
import { check, messagesOf } from './testing';

const RANGE = 'Validation.monthlyPaymentDay?min=1&max=28';

describe('monthly payment day (1 to 28)', () => {
  it.each([
    [1, null],
    [28, null],
    [0, RANGE],
    [29, RANGE],
    [31, RANGE],
    [5.5, RANGE],
  ])('%s → %s', (day, expected) => {
    expect(monthlyPaymentDayRule(day)).toBe(expected);
  });

  it.each([
    [undefined, ['Validation.required']],
    [Number.NaN, [RANGE]],
    ['5', [RANGE]],
    [29, [RANGE]],
  ])('field %j → %j', (value, messages) => {
    expect(messagesOf(monthlyPaymentDayField(), value)).toEqual(messages);
  });

  it('accepts a valid day', () => {
    expect(check(monthlyPaymentDayField(), 15)).toEqual({ ok: true, value: 15 });
  });
});
