import { describe, expect, it } from 'vitest';
import {
  confirmationPagePath,
  parseRegularisationSegments,
  paymentPagePath,
  regularisationCardPath,
  regularisationPath,
  regularisationStatusPath,
} from './payment';

describe('card page addresses', () => {
  it('builds the card page and its confirmation, in English and in a widget', () => {
    expect(paymentPagePath('pr_1')).toBe('/paiement/embarque/pr_1');
    expect(paymentPagePath('pr_1', { english: true, widget: true })).toBe('/paiement/embarque/pr_1/en?widget=1');
    expect(paymentPagePath('pr_1', { hosted: true })).toBe('/paiement/embarque-ha/pr_1');
    expect(confirmationPagePath('pr_1', { english: true })).toBe('/paiement/embarque/confirmation/pr_1/en');
  });
});

describe('regularisation addresses', () => {
  it('reads an instalment page, a status page and their English variants', () => {
    expect(parseRegularisationSegments(['412'])).toEqual({ view: 'instalment', paymentId: 412, english: false });
    expect(parseRegularisationSegments(['412', 'en'])).toEqual({ view: 'instalment', paymentId: 412, english: true });
    expect(parseRegularisationSegments(['echec', '412'])).toEqual({ view: 'echec', paymentId: 412, english: false });
    expect(parseRegularisationSegments(['en-attente', '7', 'en'])).toEqual({
      view: 'en-attente',
      paymentId: 7,
      english: true,
    });
  });

  it('refuses anything else, so an unknown address is a 404', () => {
    for (const segments of [
      [],
      ['abc'],
      ['0412'],
      ['412', 'fr'],
      ['reussite', '412'],
      ['echec'],
      ['echec', '4', '5'],
    ]) {
      expect(parseRegularisationSegments(segments)).toBeNull();
    }
  });

  it('builds each page, the status with the request to read', () => {
    expect(regularisationPath(412)).toBe('/paiement/regularisation/412');
    expect(regularisationCardPath(412, true)).toBe('/paiement/regularisation/embarque/412/en');
    expect(regularisationStatusPath('echec', 412, true, { paymentRequestId: 'pr_x', code: 'PAYMENT_REFUSED' })).toBe(
      '/paiement/regularisation/echec/412/en?paymentRequestId=pr_x&code=PAYMENT_REFUSED',
    );
    expect(regularisationStatusPath('confirmation', 412)).toBe('/paiement/regularisation/confirmation/412');
  });
});
