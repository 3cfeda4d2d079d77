import { describe, expect, it } from 'vitest';
import {
  amountField,
  maxAmountRule,
  minAmountRule,
  minimumCartRule,
  optionalAmountField,
  positiveRule,
} from './amount';
import { check, messagesOf } from './testing';

describe('MIN_AMOUNT', () => {
  it.each([
    // minimum price (cents), amount (cents), message
    [null, 0, null], // no minimum: free is fine
    [null, 49, 'Validation.minAmountOrFree?min=0.5'],
    [null, 50, null],
    [undefined, 1, 'Validation.minAmountOrFree?min=0.5'],
    [0, 0, null],
    [1000, 999, 'Validation.minAmount?min=10'],
    [1000, 1000, null],
    [1000, 0, 'Validation.minAmount?min=10'], // a minimum forbids free
    [20, 30, 'Validation.minAmount?min=0.5'], // max(0.50 €, 0.20 €)
    [20, 50, null],
  ])('minimum %s, amount %s → %s', (minPriceCents, cents, expected) => {
    expect(minAmountRule(minPriceCents)(cents)).toBe(expected);
  });
});

describe('MAX_AMOUNT (the maximum itself is allowed)', () => {
  it.each([
    [5000, 5000, null],
    [5000, 5001, 'Validation.maxAmount?max=50'],
    [null, 1e12, null],
    [0, 100, null],
  ])('maximum %s, amount %s → %s', (maxPriceCents, cents, expected) => {
    expect(maxAmountRule(maxPriceCents)(cents)).toBe(expected);
  });
});

describe('POSITIVE and the minimum cart', () => {
  it.each([
    [undefined, null],
    [null, null],
    [1, null],
    [0, 'Validation.positive'],
    [-1, 'Validation.positive'],
  ])('positive %s → %s', (cents, expected) => {
    expect(positiveRule(cents)).toBe(expected);
  });

  it.each([
    [0, null],
    [49, 'Validation.minimumCart?min=0.5'],
    [50, null],
  ])('cart %s → %s', (cents, expected) => {
    expect(minimumCartRule(cents)).toBe(expected);
  });
});

describe('amountField', () => {
  const schema = amountField({ minPriceCents: 1000, maxPriceCents: 5000 });
  it.each([
    [undefined, { ok: false, messages: ['Validation.requiredAmount'] }],
    ['  ', { ok: false, messages: ['Validation.requiredAmount'] }],
    ['dix', { ok: false, messages: ['Validation.amountInvalid'] }],
    ['9,99', { ok: false, messages: ['Validation.minAmount?min=10'] }],
    ['10', { ok: true, value: 1000 }],
    ['12,345', { ok: true, value: 1235 }],
    ['50', { ok: true, value: 5000 }],
    ['50,01', { ok: false, messages: ['Validation.maxAmount?max=50'] }],
  ])('%j → %j', (value, expected) => {
    expect(check(schema, value)).toEqual(expected);
  });

  it('has a POSITIVE variant and an optional one', () => {
    expect(messagesOf(amountField({ positive: true }), '0')).toEqual(['Validation.positive']);
    expect(check(amountField({ positive: true }), '0,01')).toEqual({ ok: true, value: 1 });
    expect(check(amountField(), '0')).toEqual({ ok: true, value: 0 });
    expect(check(optionalAmountField(), undefined)).toEqual({ ok: true, value: undefined });
    expect(messagesOf(optionalAmountField(), '0,2')).toEqual(['Validation.minAmountOrFree?min=0.5']);
  });
});
