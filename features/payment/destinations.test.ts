import { describe, expect, it } from 'vitest';
import { cardPagePath, outcomePath, paidPath, type PaymentContext } from './destinations';

const summary = {
  form: { formSlug: 'soutenir-nos-actions', formType: 'Donation' as const, title: 'Soutenir' },
  organization: { organizationSlug: 'les-amis-du-quartier', name: 'Les amis', logo: null },
  cartId: 'crt_a',
};
const cart: PaymentContext = { paymentRequestId: 'pr_a', english: false, widget: false, flow: { kind: 'cart' } };
const regularisation: PaymentContext = {
  paymentRequestId: 'pr_b',
  english: true,
  widget: false,
  flow: { kind: 'regularisation', paymentId: 412 },
};

describe('where the card page sends the payer', () => {
  it('keeps a cart on the journey’s pages, embarque or embarque-ha', () => {
    expect(cardPagePath(cart)).toBe('/paiement/embarque/pr_a');
    expect(cardPagePath({ ...cart, english: true, widget: true, flow: { kind: 'cart', hosted: true } })).toBe(
      '/paiement/embarque-ha/pr_a/en?widget=1',
    );
    expect(paidPath(cart)).toBe('/paiement/embarque/confirmation/pr_a');
    expect(outcomePath(cart, summary, 'echec', 'PAYMENT_REFUSED')).toBe(
      '/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/redirection?outcome=echec&paymentRequestId=pr_a&code=PAYMENT_REFUSED',
    );
    expect(outcomePath(cart, null, 'annulation', null)).toMatch(/^\/redirection\?outcome=annulation/);
  });

  it('sends a checkout’s payment to the redirection page under its cart’s address', () => {
    const checkout = {
      ...summary,
      form: { formSlug: 'commande-en-ligne', formType: 'Checkout' as const, title: 'Commande' },
    };
    expect(outcomePath({ ...cart, english: true }, checkout, 'annulation', 'PAYMENT_CANCELED')).toBe(
      '/associations/les-amis-du-quartier/checkout/crt_a/redirection/en?outcome=annulation&paymentRequestId=pr_a&code=PAYMENT_CANCELED',
    );
    // Without its cart, a checkout payment has nowhere of its own to go back to.
    expect(outcomePath(cart, { ...checkout, cartId: null }, 'echec', null)).toMatch(/^\/redirection\?outcome=echec/);
  });

  it('keeps a regularisation on its own pages, by instalment id', () => {
    expect(cardPagePath(regularisation)).toBe('/paiement/regularisation/embarque/412/en');
    expect(paidPath(regularisation)).toBe('/paiement/regularisation/confirmation/412/en?paymentRequestId=pr_b');
    expect(outcomePath(regularisation, summary, 'echec', 'PAYMENT_MAX_ERROR_ATTEMPTS')).toBe(
      '/paiement/regularisation/echec/412/en?paymentRequestId=pr_b&code=PAYMENT_MAX_ERROR_ATTEMPTS',
    );
    expect(outcomePath(regularisation, null, 'annulation', 'PAYMENT_CANCELED')).toBe(
      '/paiement/regularisation/annulation/412/en?paymentRequestId=pr_b&code=PAYMENT_CANCELED',
    );
    expect(outcomePath(regularisation, null, 'confirmation', null)).toBe(
      '/paiement/regularisation/en-attente/412/en?paymentRequestId=pr_b',
    );
  });

  it('brings a card change back to its order page, which says how it ended', () => {
    const change: PaymentContext = {
      paymentRequestId: 'pr_c',
      english: true,
      widget: false,
      flow: { kind: 'cardChange', orderId: 42 },
    };
    expect(cardPagePath(change)).toBe('/paiement/carte/42/en');
    expect(paidPath(change)).toBe('/utilisateur/commandes/42?fait=carte');
    expect(outcomePath(change, null, 'echec', 'PAYMENT_REFUSED')).toBe('/utilisateur/commandes/42?fait=carte-echec');
    expect(outcomePath(change, null, 'annulation', null)).toBe('/utilisateur/commandes/42?fait=carte-abandon');
    expect(outcomePath(change, null, 'confirmation', null)).toBe('/paiement/carte/42/en');
  });
});
