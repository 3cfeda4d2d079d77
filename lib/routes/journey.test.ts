import { describe, expect, it } from 'vitest';
import {
  checkoutRedirectionPath,
  formRefFromRoute,
  isCartId,
  dropCartPath,
  isSafeJourneyPath,
  parseStepSegments,
  redirectionPath,
  stepPath,
} from './journey';

const ref = { organizationSlug: 'les-amis', formType: 'Donation', formSlug: 'soutenir' } as const;

describe('journey routes', () => {
  it.each([
    [undefined, { step: 1, english: false }],
    [[], { step: 1, english: false }],
    [['en'], { step: 1, english: true }],
    [['3'], { step: 3, english: false }],
    [['4', 'en'], { step: 4, english: true }],
    [['5'], null],
    [['0'], null],
    [['2', 'fr'], null],
    [['1', '2'], null],
    [['deux'], null],
    [['12'], null],
  ])('step segments %j → %j', (segments, expected) => {
    expect(parseStepSegments(segments as string[] | undefined)).toEqual(expected);
  });

  it('builds step paths for the page, the widget and the /en variants', () => {
    expect(stepPath(ref, 2)).toBe('/associations/les-amis/formulaires/soutenir/2');
    expect(stepPath(ref, 1, { widget: true, english: true })).toBe(
      '/associations/les-amis/formulaires/soutenir/widget/1/en',
    );
    expect(stepPath(ref, 3, { widget: false, english: true })).toBe('/associations/les-amis/formulaires/soutenir/3/en');
  });

  it('puts a checkout’s steps under its cart’s address, with or without the form’s', () => {
    const checkout = { cartId: 'crt_abc', scoped: false };
    expect(stepPath(ref, 2, { widget: false, english: false, checkout })).toBe(
      '/associations/les-amis/checkout/crt_abc/2',
    );
    expect(stepPath(ref, 3, { widget: false, english: true, checkout: { ...checkout, scoped: true } })).toBe(
      '/associations/les-amis/formulaires/soutenir/checkout/crt_abc/3/en',
    );
    expect(checkoutRedirectionPath('les-amis', 'crt_abc', { outcome: 'echec', code: 'PAYMENT_REFUSED' }, true)).toBe(
      '/associations/les-amis/checkout/crt_abc/redirection/en?outcome=echec&code=PAYMENT_REFUSED',
    );
  });

  it.each([
    ['crt_JLYEyvzhG6i8EKuSz2bs', true],
    ['', false],
    ['crt/../x', false],
    ['a'.repeat(101), false],
    [42, false],
  ])('cart id %j → %j', (value, expected) => {
    expect(isCartId(value)).toBe(expected);
  });

  it('builds redirection paths', () => {
    expect(redirectionPath(ref, { outcome: 'annulation', paymentRequestId: 'pr_1', code: 'PAYMENT_CANCELED' })).toBe(
      '/associations/les-amis/formulaires/soutenir/redirection?outcome=annulation&paymentRequestId=pr_1&code=PAYMENT_CANCELED',
    );
    expect(redirectionPath(null, { outcome: 'echec', widget: true }, true)).toBe(
      '/redirection/en?outcome=echec&widget=1',
    );
  });

  it('only sends the dropped-cart route back into its own form', () => {
    expect(dropCartPath(ref, '/associations/les-amis/formulaires/soutenir/1?panier=expire')).toBe(
      '/associations/les-amis/formulaires/soutenir/nouveau-panier?vers=%2Fassociations%2Fles-amis%2Fformulaires%2Fsoutenir%2F1%3Fpanier%3Dexpire',
    );
    expect(isSafeJourneyPath(ref, '/associations/les-amis/formulaires/soutenir/1?panier=expire&choix=1011.1.100')).toBe(
      true,
    );
    expect(isSafeJourneyPath(ref, '/associations/les-amis/formulaires/soutenir/widget/1/en')).toBe(true);
    expect(isSafeJourneyPath(ref, '/associations/les-amis/formulaires/autre/1')).toBe(false);
    expect(isSafeJourneyPath(ref, '//evil.example/associations/les-amis/formulaires/soutenir/1')).toBe(false);
    expect(isSafeJourneyPath(ref, '/associations/les-amis/formulaires/soutenir//evil.example')).toBe(false);
    expect(isSafeJourneyPath(ref, 'https://evil.example')).toBe(false);
  });
});

describe('form of a journey route', () => {
  const route = { organizationSlug: 'les-amis', formSlug: 'fete' };
  it('reads the kind from its URL segment (SPEC §1), for the kinds with a journey here', () => {
    expect(formRefFromRoute({ ...route, formKind: 'evenements' })).toEqual({
      organizationSlug: 'les-amis',
      formType: 'Event',
      formSlug: 'fete',
    });
    expect(formRefFromRoute({ ...route, formKind: 'formulaires' })?.formType).toBe('Donation');
  });
  it('is none for an unknown segment or a kind without a journey yet (the page is a 404)', () => {
    expect(formRefFromRoute({ ...route, formKind: 'inconnu' })).toBeNull();
    // Checkout has a URL type of its own but no journey of the engine (its page is /checkout/{cartId}).
    expect(formRefFromRoute({ ...route, formKind: 'checkout' })).toBeNull();
    expect(formRefFromRoute({ ...route, formKind: 'boutiques' })?.formType).toBe('Shop');
  });
});
