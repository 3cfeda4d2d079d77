import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isLuhnValid, parseCardExpiry, providerFieldError, validateCard } from './card';
import { cardSchema } from './cardSchema';

const now = new Date('2026-11-21T10:00:00Z');

describe('card form checks', () => {
  it('checks the Luhn sum', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4000000000003220')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('42a2')).toBe(false);
  });

  it.each([
    ['09/28', { month: 9, year: 2028 }],
    ['0928', { month: 9, year: 2028 }],
    ['9/28', { month: 9, year: 2028 }],
    ['09 / 2028', { month: 9, year: 2028 }],
    ['13/28', null],
    ['ab/cd', null],
  ])('reads the expiry %s', (text, expected) => {
    expect(parseCardExpiry(text)).toEqual(expected);
  });

  it('writes the expiry as MM/YY for the provider', () => {
    expect(formatCardExpiry('9/2028')).toBe('09/28');
    expect(formatCardExpiry(' nope ')).toBe('nope');
  });

  it('reports one message per field', () => {
    expect(validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, now)).toEqual({});
    expect(validateCard({}, now)).toEqual({
      cardNumber: 'Payment.card.errors.numberRequired',
      expiry: 'Payment.card.errors.expiryRequired',
      cvc: 'Payment.card.errors.cvcRequired',
    });
    expect(validateCard({ cardNumber: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now)).toEqual({
      cardNumber: 'Payment.card.errors.INVALID_CARD_NUMBER',
      expiry: 'Payment.card.errors.expiryPast',
      cvc: 'Payment.card.errors.INVALID_CVC',
    });
    expect(validateCard({ cardNumber: '4242424242424242', expiry: '11/26', cvc: '1234' }, now)).toEqual({});
    expect(validateCard({ cardNumber: '4242424242424242', expiry: '1126x', cvc: '123' }, now).expiry).toBe(
      'Payment.card.errors.INVALID_EXPIRY',
    );
  });

  it('maps the provider’s refusal codes to a field', () => {
    expect(providerFieldError('NOT_A_TEST_CARD')).toEqual({
      field: 'cardNumber',
      message: 'Payment.card.errors.NOT_A_TEST_CARD',
    });
    expect(providerFieldError('INVALID_CVC')?.field).toBe('cvc');
    expect(providerFieldError('PAYMENT_REFUSED')).toBeNull();
    expect(providerFieldError(null)).toBeNull();
  });

  it('gives the form layer the same messages, each on its field', () => {
    const formData = new FormData();
    formData.set('cardNumber', '4242 4242 4242 4241');
    formData.set('expiry', '10/26');
    formData.set('cvc', '');
    const submission = parseWithZod(formData, { schema: cardSchema(now) });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({
      cardNumber: ['Payment.card.errors.INVALID_CARD_NUMBER'],
      expiry: ['Payment.card.errors.expiryPast'],
      cvc: ['Payment.card.errors.cvcRequired'],
    });
    formData.set('cardNumber', '4242424242424242');
    formData.set('expiry', '12/34');
    formData.set('cvc', '123');
    expect(parseWithZod(formData, { schema: cardSchema(now) }).status).toBe('success');
  });
});
