import { describe, expect, it } from 'vitest';
import {
  CART_ERROR_CODES,
  PAGE_ERROR_KEYS,
  PAYMENT_ERROR_CODES,
  PAYMENT_FLOW_CODES,
  PROVIDER_ERROR_CODES,
  cartErrorCode,
  cartErrorMessages,
  isPageErrorKey,
  isProviderErrorCode,
  pageErrorKey,
  pageErrorMessages,
  paymentErrorCode,
  paymentErrorMessages,
  paymentFlowMessages,
  providerErrorMessages,
} from './errorCatalogue';
import { normaliseError } from './errors';

describe('SPEC §8 code lists', () => {
  it('lists the page errors', () => {
    expect(PAGE_ERROR_KEYS).toEqual([
      '400',
      '401',
      '403',
      '404',
      '408',
      '409',
      '413',
      '415',
      '421',
      '500',
      '503',
      '504',
      'uncaught',
      'payment',
      'duplicatedPayment',
      'paymentCanceled',
      'expiration',
      'ECONNABORTED',
      'unknown',
    ]);
  });

  it('lists the cart, payment, flow and provider codes', () => {
    expect(CART_ERROR_CODES).toEqual([
      'ticketsSoldOut',
      'optionsSoldOut',
      'minimumCart',
      'ticketsHasChanged',
      'updateFailure',
      'CART_LOCKED',
    ]);
    expect(PAYMENT_ERROR_CODES).toEqual([
      '400',
      '404',
      '409',
      'gdrpConsentError',
      'cgvConsentError',
      'ORGANIZATION_WALLET_ERROR',
      'tipConsentError',
      'UNKNOWN',
    ]);
    expect(PAYMENT_FLOW_CODES).toHaveLength(10);
    expect(PROVIDER_ERROR_CODES).toEqual([
      'hapay_unknow_error',
      'hapay_db_error',
      'hapay_provider_error',
      'hapay_authentication_error',
    ]);
  });
});

describe('pageErrorKey', () => {
  it.each([
    [400, '400'],
    [404, '404'],
    [421, '421'],
    [504, '504'],
    [502, '500'], // any other 5xx: the 500 page
    [503, '503'], // the API out of reach (its database gone)
    [418, 'unknown'],
    [302, 'unknown'],
  ] as const)('status %s → %s', (status, key) => {
    expect(pageErrorKey(status)).toBe(key);
  });

  it.each([
    [{ statusCode: 504, code: 'ECONNABORTED' }, 'ECONNABORTED'],
    [{ statusCode: 504, code: 'ETIMEDOUT' }, '504'],
    [{ statusCode: 410, code: 'CART_EXPIRED' }, 'expiration'],
    [{ statusCode: 409, code: 'DUPLICATED_PAYMENT' }, 'duplicatedPayment'],
    [{ statusCode: 400, code: 'PAYMENT_CANCELED' }, 'paymentCanceled'],
    [{ statusCode: 402, code: 'PAYMENT_REFUSED' }, 'payment'],
    [{ statusCode: 400, code: 'REDIRECT_URL_EMPTY' }, '400'],
    [{ statusCode: 409, code: 'ticketsSoldOut' }, '409'],
    [{ statusCode: 500, code: 'uncaught' }, 'uncaught'],
  ])('%j → %s', (error, key) => {
    expect(pageErrorKey(error)).toBe(key);
  });

  it('works on a normalised timeout', () => {
    expect(pageErrorKey(normaliseError({ code: 'ECONNABORTED' }))).toBe('ECONNABORTED');
  });

  it('gives title and message keys', () => {
    expect(pageErrorMessages('404')).toEqual({ title: 'Errors.page.404.title', message: 'Errors.page.404.message' });
  });
});

describe('cart and payment errors', () => {
  it.each([
    [{ code: 'optionsSoldOut' }, 'optionsSoldOut'],
    [{ code: 'SOMETHING' }, 'updateFailure'],
    [{}, 'updateFailure'],
  ])('cartErrorCode(%j) = %s', (error, code) => {
    expect(cartErrorCode(error)).toBe(code);
  });

  it.each([
    [{ statusCode: 400 }, '400'],
    [{ statusCode: 404, code: 'CART_EXPIRED' }, '404'],
    [{ statusCode: 400, code: 'cgvConsentError' }, 'cgvConsentError'],
    [{ statusCode: 500 }, 'UNKNOWN'],
  ])('paymentErrorCode(%j) = %s', (error, code) => {
    expect(paymentErrorCode(error)).toBe(code);
  });

  it('gives message keys per catalogue', () => {
    expect(cartErrorMessages('ticketsHasChanged').title).toBe('Errors.cart.ticketsHasChanged.title');
    expect(paymentErrorMessages('tipConsentError').message).toBe('Errors.payment.tipConsentError.message');
    expect(paymentFlowMessages('CART_EXPIRED').title).toBe('Errors.flow.CART_EXPIRED.title');
    expect(providerErrorMessages('hapay_db_error').message).toBe('Errors.provider.hapay_db_error.message');
  });

  it('guards codes', () => {
    expect(isProviderErrorCode('hapay_db_error')).toBe(true);
    expect(isProviderErrorCode('db_error')).toBe(false);
    expect(isPageErrorKey('uncaught')).toBe(true);
    expect(isPageErrorKey(404)).toBe(false);
  });
});
