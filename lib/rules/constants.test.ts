import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('SPEC §9 constants', () => {
  it.each([
    ['MIN_CART_CENTS', 50],
    ['MIN_AMOUNT_CENTS', 50],
    ['CART_LIFETIME_MS', 15 * 60 * 1000],
    ['HTTP_TIMEOUT_MS', 30000],
    ['TOAST_DURATION_MS', 5000],
    ['CARD_INIT_TIMEOUT_MS', 120000],
    ['PAYMENT_PROCESSING_WAIT_MS', 60000],
    ['CONTRIBUTORS_PAGE_SIZE', 8],
    ['JOURNEY_STEPS', 4],
    ['MONTHLY_PAYMENT_DAY_MIN', 1],
    ['MONTHLY_PAYMENT_DAY_MAX', 28],
    ['NAME_MIN_LENGTH', 2],
    ['PHONE_MIN_LENGTH', 8],
    ['PHONE_MAX_LENGTH', 15],
    ['ZIP_CODE_MIN_LENGTH', 3],
    ['ZIP_CODE_MAX_LENGTH', 10],
    ['SIREN_LENGTH', 9],
    ['LEGAL_AGE', 18],
    ['EARLIEST_BIRTH_DATE', '1900-01-01'],
    ['BANK_FEE_RATE', 0.01],
    ['ALLOWED_COUNTRY', 'FR'],
    ['CURRENCY', 'EUR'],
    ['DISPLAY_TIME_ZONE', 'Europe/Paris'],
  ] as const)('%s = %s', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('offers 1, 3, 6, 10 or 12 instalments', () => {
    expect(constants.INSTALMENT_COUNTS).toEqual([1, 3, 6, 10, 12]);
  });
});
