import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@/lib/api/contracts/payments';
import { failureMessage } from './failureMessage';
import { cardPageStep, outcomeView } from './outcome';

const status = (overrides: Partial<PaymentStatus>): PaymentStatus => ({
  paymentRequestId: 'pr_1',
  paymentId: 'pay_1',
  state: 'Init',
  nextAction: 'Initialize',
  redirectUrl: null,
  errorCode: null,
  declineReason: null,
  providerUrl: 'http://x/provider',
  amount: 5000,
  orderId: null,
  attempts: 0,
  ...overrides,
});

describe('card page step', () => {
  it.each([
    [status({ state: 'Authorized', nextAction: null }), { kind: 'paid' }],
    [
      status({ state: 'WaitingAuthentication', nextAction: 'Redirect', redirectUrl: 'http://x/3ds' }),
      { kind: 'authenticate', url: 'http://x/3ds' },
    ],
    [status({ nextAction: 'Redirect' }), { kind: 'processing' }],
    [status({ nextAction: 'Confirm' }), { kind: 'processing' }],
    [status({ nextAction: 'Finalize' }), { kind: 'processing' }],
    [status({}), { kind: 'card', errorCode: null, declineReason: null }],
    [
      status({ state: 'Refused', nextAction: 'Retry', errorCode: 'PAYMENT_REFUSED', declineReason: 'card_declined' }),
      { kind: 'card', errorCode: 'PAYMENT_REFUSED', declineReason: 'card_declined' },
    ],
    [
      status({ state: 'Refused', nextAction: null, errorCode: 'PAYMENT_MAX_ERROR_ATTEMPTS' }),
      { kind: 'stopped', outcome: 'echec', code: 'PAYMENT_MAX_ERROR_ATTEMPTS' },
    ],
    [
      status({ state: 'Abandoned', nextAction: null, errorCode: 'PAYMENT_CANCELED' }),
      { kind: 'stopped', outcome: 'annulation', code: 'PAYMENT_CANCELED' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(cardPageStep(input)).toEqual(expected);
  });
});

describe('outcome view', () => {
  it('follows the API status first', () => {
    expect(outcomeView('echec', null, status({ state: 'Authorized', nextAction: null }))).toBe('confirmed');
    expect(outcomeView('confirmation', null, status({ state: 'Abandoned' }))).toBe('cancelled');
    expect(
      outcomeView('echec', null, status({ state: 'Refused', nextAction: 'Retry', errorCode: 'PAYMENT_CANCELED' })),
    ).toBe('cancelled');
    expect(
      outcomeView('echec', null, status({ state: 'Refused', nextAction: 'Retry', errorCode: 'CART_EXPIRED' })),
    ).toBe('expired');
    expect(
      outcomeView('echec', null, status({ state: 'Refused', nextAction: 'Retry', errorCode: 'PAYMENT_REFUSED' })),
    ).toBe('refused');
    expect(outcomeView('annulation', null, status({ state: 'Error', nextAction: 'Retry' }))).toBe('cancelled');
    expect(outcomeView('confirmation', null, status({ nextAction: 'Confirm' }))).toBe('pending');
  });

  it('reads the address when the request is unknown, and the codes that name an outcome', () => {
    expect(outcomeView('confirmation', null, null)).toBe('pending');
    expect(outcomeView('annulation', null, null)).toBe('cancelled');
    expect(outcomeView('echec', null, null)).toBe('refused');
    expect(outcomeView('echec', 'CART_EXPIRED', null)).toBe('expired');
    expect(outcomeView('echec', 'DUPLICATED_PAYMENT', status({ state: 'Authorized' }))).toBe('duplicated');
  });
});

describe('failure message', () => {
  it('picks the flow or provider message and the bank’s reason', () => {
    expect(failureMessage(null, null)).toBeNull();
    expect(failureMessage('PAYMENT_REFUSED', 'insufficient_funds')).toEqual({
      title: 'Errors.flow.PAYMENT_REFUSED.title',
      message: 'Errors.flow.PAYMENT_REFUSED.message',
      reason: 'Payment.decline.insufficient_funds',
    });
    expect(failureMessage('hapay_provider_error', null)).toEqual({
      title: 'Errors.provider.hapay_provider_error.title',
      message: 'Errors.provider.hapay_provider_error.message',
      reason: null,
    });
    expect(failureMessage('SOMETHING_ELSE', 'weird')?.title).toBe('Errors.flow.PAYMENT_ERROR.title');
  });
});
