import { describe, expect, it } from 'vitest';
import { hasMalformedRouteParam } from './routeParams';

const FORM = '/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions';

describe('route params', () => {
  it.each([
    FORM,
    `${FORM}/2/en`,
    `${FORM}/widget-bouton`,
    `${FORM}/signaler`,
    `${FORM}/checkout/crt_AbC-12_x/3`,
    '/associations/les-amis-du-quartier/checkout/crt_AbC12/en',
    '/associations/les-amis-du-quartier',
    '/associations/les-amis-du-quartier/inconnus/soutenir-nos-actions/widget-bouton',
    '/paiement/embarque-ha/pr_abc123',
    '/paiement/embarque/confirmation/pay_1/en',
    '/paiement/regularisation/embarque/42',
    '/utilisateur/commandes/42',
    '/utilisateur/commandes/42/arreter',
    '/paiement/carte/42',
    '/recus/12/fiscal',
    '/recus/12/paiement/pdf',
    '/billets/K7F3Q2M9X4P8R2T6',
    '/billets/K7F3Q2M9X4P8R2T6/pdf',
    '/erreur/404',
    '/',
  ])('lets %s through', (path) => {
    expect(hasMalformedRouteParam(path)).toBe(false);
  });

  it.each([
    '/associations/les-amis-du-quartier/formulaires/a.b',
    '/associations/les-amis-du-quartier/formulaires/-a',
    '/associations/les-amis-du-quartier/formulaires/a_b/signaler',
    '/associations/les-amis-du-quartier/formulaires/%F0%9F%98%80/nouveau-panier',
    '/associations/les-amis-du-quartier/formulaires/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/associations/a.b/formulaires/soutenir-nos-actions/widget-compteur',
    '/associations/les-amis-du-quartier/Form.Kind/soutenir-nos-actions',
    '/associations/les-amis-du-quartier/inconnus/soutenir-nos-actions/nouveau-panier',
    '/associations/les-amis-du-quartier/a.b/soutenir-nos-actions/widget-bouton',
    `${FORM}/checkout/${'x'.repeat(101)}`,
    '/associations/les-amis-du-quartier/checkout/crt%20x',
    `/paiement/embarque-ha/${'a'.repeat(101)}`,
    '/paiement/embarque/%ZZ',
    '/utilisateur/commandes/abc',
    '/paiement/carte/abc',
    '/utilisateur/commandes/99999999999',
    '/recus/-a/x/pdf',
    '/recus/%F0%9F%98%80/fiscal',
    '/recus/12/x/pdf',
    '/billets/k7f3q2m9x4p8r2t6',
    '/billets/K7F3Q2M9X4P8R2T/pdf',
  ])('finds a malformed segment in %s', (path) => {
    expect(hasMalformedRouteParam(path)).toBe(true);
  });
});
