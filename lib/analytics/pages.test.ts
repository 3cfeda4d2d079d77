import { describe, expect, it } from 'vitest';
import { isTrackedPage, pageOutcome } from './pages';

describe('page tracking exclusions (SPEC §2)', () => {
  it.each([
    '/paiement/embarque/confirmation/pr_1',
    '/forms/paiement/embarque/confirmation/pr_1',
    '/paiement/regularisation/confirmation/412',
    '/redirection',
    '/associations/a/formulaires/b/redirection',
    '/associations/a/checkout/crt_1/redirection',
    '/paiement/embarque/pr_1',
    '/paiement/embarque-ha/pr_1',
    '/paiement/regularisation/embarque/412',
    '/paiement/embarque/pr_1?x=1',
  ])('%s is not tracked', (path) => {
    expect(isTrackedPage(path)).toBe(false);
  });

  it.each([
    '/',
    '/associations/a/formulaires/b',
    '/associations/a/formulaires/b/2',
    '/associations/a/evenements/confirmations',
    '/paiement/regularisation/412',
    '/associations/redirections/formulaires/b',
    '/confirmation',
  ])('%s is tracked', (path) => {
    expect(isTrackedPage(path)).toBe(true);
  });
});

describe('page outcomes (SPEC §2)', () => {
  it.each([
    ['/paiement/regularisation/confirmation/412', 'confirmation'],
    ['/paiement/regularisation/annulation/412', 'annulation'],
    ['/paiement/regularisation/echec/412', 'echec'],
    ['/paiement/regularisation/ECHEC/412?x', 'echec'],
    ['/associations/a/formulaires/b', null],
    ['/paiement/regularisation/412', null],
  ])('%s → %s', (path, outcome) => {
    expect(pageOutcome(path)).toBe(outcome);
  });
});
