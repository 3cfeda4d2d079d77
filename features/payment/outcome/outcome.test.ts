import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@/lib/api/contracts/payments';
import { failureMessage } from '../failureMessage';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { cardPageStep, outcomeView, paymentPlan } from './outcome';

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

describe('payment plan on the confirmation', () => {
  const terms = [
    { date: '2026-11-24', amount: 4000 },
    { date: '2026-12-24', amount: 4000 },
    { date: '2027-01-24', amount: 4000 },
  ];
  const form = (formType: 'Donation' | 'Event') => ({ formType, formSlug: 'f', title: 'F' });

  it('one payment: nothing more to say', () => {
    expect(paymentPlan({ form: form('Event'), terms: terms.slice(0, 1) })).toEqual({ kind: 'single' });
  });

  it('a donation with later charges is a monthly gift', () => {
    expect(paymentPlan({ form: form('Donation'), terms })).toEqual({ kind: 'monthly', later: 2 });
  });

  it('any other kind pays an order in instalments, with the later dates and amounts', () => {
    expect(paymentPlan({ form: form('Event'), terms })).toEqual({
      kind: 'instalments',
      count: 3,
      later: terms.slice(1),
    });
  });

  it('reads as 3 instalments of a payment, not a donation, in both languages', () => {
    const confirmed = (locale: 'fr' | 'en') =>
      (locale === 'fr' ? fr : en).Payment.outcome.confirmed as unknown as Record<string, string>;
    const format = (locale: 'fr' | 'en', key: string, values: Record<string, unknown>) =>
      new IntlMessageFormat(confirmed(locale)[key] ?? '', locale).format(values as Record<string, string>);
    expect(format('fr', 'title', { bought: 'registration' })).toBe('Merci pour votre inscription !');
    expect(format('fr', 'title', { bought: 'order' })).toBe('Merci pour votre commande !');
    expect(format('fr', 'title', { bought: 'payment' })).toBe('Merci pour votre paiement !');
    expect(format('en', 'title', { bought: 'membership' })).toBe('Thank you for joining!');
    expect(format('fr', 'title', { bought: 'donation' })).toBe('Merci pour votre don !');
    expect(format('fr', 'instalments', { count: 3, rest: 2 })).toMatch(
      /^Votre paiement en 3 fois est en place : 2 échéances suivront/,
    );
    expect(format('en', 'instalments', { count: 3, rest: 2 })).toMatch(
      /^Your payment in 3 instalments is set up: 2 more instalments follow/,
    );
    expect(format('fr', 'term', { date: new Date('2026-12-24T12:00:00Z'), amount: '40,00 €' })).toBe(
      'Échéance du 24 décembre 2026 : 40,00 €',
    );
  });
});
