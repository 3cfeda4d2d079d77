import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageRef, parseMessageRef } from './messageRef';

describe('messageRef', () => {
  it.each([
    ['Validation.required', undefined, 'Validation.required'],
    ['Validation.required', {}, 'Validation.required'],
    ['Validation.minAmount', { min: 0.5 }, 'Validation.minAmount?min=0.5'],
    ['Validation.monthlyPaymentDay', { min: 1, max: 28 }, 'Validation.monthlyPaymentDay?min=1&max=28'],
    [
      'Validation.emailDomainSuggestion',
      { suggestion: 'a+b@gmail.com' },
      'Validation.emailDomainSuggestion?suggestion=a%2Bb%40gmail.com',
    ],
  ])('encodes %s with %j', (key, values, expected) => {
    expect(messageRef(key, values)).toBe(expected);
  });

  it.each([
    ['Validation.required', { key: 'Validation.required' }],
    ['Validation.minAmount?min=0.5', { key: 'Validation.minAmount', values: { min: 0.5 } }],
    ['Validation.legalAge?age=18', { key: 'Validation.legalAge', values: { age: 18 } }],
    ['K?negative=-12.5&text=abc&mixed=12a', { key: 'K', values: { negative: -12.5, text: 'abc', mixed: '12a' } }],
  ])('decodes %s', (message, expected) => {
    expect(parseMessageRef(message)).toEqual(expected);
  });

  it('round-trips any key and values', () => {
    const key = fc.stringMatching(/^[A-Z][a-zA-Z.]{0,20}$/);
    const values = fc.dictionary(
      fc.stringMatching(/^[a-z]{1,8}$/),
      fc.oneof(fc.integer(), fc.stringMatching(/^[a-z @+%&=?]{0,10}$/)),
    );
    fc.assert(
      fc.property(key, values, (k, v) => {
        const decoded = parseMessageRef(messageRef(k, v));
        expect(decoded.key).toBe(k);
        expect(decoded.values ?? {}).toEqual(v);
      }),
    );
  });
});
