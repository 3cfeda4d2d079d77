/**
 * Errors (SPEC §8) against the sandbox: the page an API failure leads to, and the error
 * pages in both languages. Faults are injected with patterns only this test's requests
 * match (a link token nobody else holds), since tests share one sandbox. The same-origin
 * proxy and the edge rules have their own specs (same-origin-proxy, edge-rules).
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import {
  createAccount,
  faultById,
  injectFault,
  latestEmail,
  origin,
  relativeLink,
  sandbox,
  uniqueToken,
} from '../support/shell';

/** SPEC §8 page errors: key → [French title, English title]. */
const pageErrors: Record<string, [string, string]> = {
  '400': ['Demande invalide', 'Invalid request'],
  '401': ['Demande non autorisée', 'Unauthorised request'],
  '403': ['Accès refusé', 'Access denied'],
  '404': ['Cette page est introuvable', 'This page could not be found'],
  '408': ['Délai dépassé', 'Request timed out'],
  '409': ['Demande en conflit', 'Conflicting request'],
  '413': ['Fichier trop volumineux', 'File too large'],
  '415': ['Format de fichier non accepté', 'File format not accepted'],
  '421': ['Commande non envoyée', 'Order not sent'],
  '500': ['Erreur inattendue', 'Unexpected error'],
  '503': ['Service indisponible', 'Service unavailable'],
  '504': ['Service momentanément indisponible', 'Service temporarily unavailable'],
  uncaught: ['Erreur inattendue', 'Unexpected error'],
  payment: ['Le paiement n’a pas abouti', 'The payment did not go through'],
  duplicatedPayment: ['Paiement déjà effectué', 'Payment already made'],
  paymentCanceled: ['Paiement expiré', 'Payment expired'],
  expiration: ['Panier expiré', 'Basket expired'],
  ECONNABORTED: ['Délai de réponse dépassé', 'Response time exceeded'],
  unknown: ['Erreur inconnue', 'Unknown error'],
};

test.describe('API failures @no-js', () => {
  test('a 421 is answered through the same-origin proxy', async ({ page, request }) => {
    const account = await createAccount(request, { label: 'proxy421' });
    await request.post(`${sandbox}/auth/account/password-reset`, { data: { email: account.email } });
    const link = (await latestEmail(request, account.email)).link;
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    // Node's fetch retries a 421 once by itself: two direct tries, then our proxy.
    const fault = await injectFault(request, { pathPattern: token, status: 421, times: 2 });
    await page.goto(relativeLink(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
    expect((await faultById(request, fault.id))?.remaining).toBe(0);
  });

  test('a 500 from the API shows the 500 error page', async ({ page, request }) => {
    const token = uniqueToken();
    await injectFault(request, { pathPattern: token, status: 500, times: 4 });
    await page.goto(`utilisateur/recuperation-mot-de-passe?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erreur inattendue' })).toBeVisible();
    await expect(page.getByText('Code d’erreur : 500')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page d’accueil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page, '500 from the API');
  });

  test('a 504 (API too slow) shows the retry hint', async ({ page, request }) => {
    const token = uniqueToken();
    await injectFault(request, { pathPattern: token, status: 504, times: 4 });
    await page.goto(`utilisateur/recuperation-mot-de-passe?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeVisible();
    await expect(
      page.getByText('Le service met trop de temps à répondre. Réessayez dans quelques instants.'),
    ).toBeVisible();
  });
});

/**
 * One key of each way the page looks (features/errors/errorKeys.ts `presentError`): the
 * default page, the 500 variant, and the retry hint. The other keys are the same page with
 * other words: their copy is checked by axe in the Storybook pass (Patterns/ErrorPage,
 * `Catalogue`: every key, the app's messages), their titles here in both languages.
 */
const axeCheckedKeys = ['404', '500', '504'];

test.describe('error pages @no-js', () => {
  for (const [key, [french, english]] of Object.entries(pageErrors)) {
    const axeChecked = axeCheckedKeys.includes(key);
    test(`${key}: titles in both languages${axeChecked ? ', axe-clean' : ''}`, async ({ page, context }) => {
      await page.goto(`erreur/${key}`);
      await expect(page.getByRole('heading', { level: 1, name: french })).toBeVisible();
      const code = key === 'uncaught' ? '500' : key;
      await expect(page.getByText(`Code d’erreur : ${code}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Page d’accueil' })).toHaveAttribute('href', '/forms');
      if (axeChecked) await expectNoAxeViolations(page, `error ${key} (fr)`);
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
      await page.goto(`erreur/${key}`);
      await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
      if (axeChecked) await expectNoAxeViolations(page, `error ${key} (en)`);
    });
  }

  test('a page that calls notFound() has its 404 page in its HTML, not only in its scripts', async ({ request }) => {
    // An unknown form, kind, step and cart, in both languages: the text a payer without
    // JavaScript reads (scripts/patch-next.mjs, fix 3; vercel/next.js#98954).
    const addresses = [
      'associations/les-amis-du-quartier/formulaires/formulaire-inconnu',
      'associations/les-amis-du-quartier/sortes-inconnues/soutenir-nos-actions/en',
      'associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/9',
      'associations/les-amis-du-quartier/checkout/crt_inconnu0000000000000/en',
    ];
    for (const address of addresses) {
      const response = await request.get(`${origin}/forms/${address}`, { headers: { cookie: '' } });
      expect(response.status(), address).toBe(404);
      const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
      const [french, english] = pageErrors['404'] ?? [];
      expect(html, address).toMatch(new RegExp(`<h1[^>]*>[^<]*${address.endsWith('/en') ? english : french}`));
      expect(html, address).not.toContain('__next_error__');
    }
  });

  test('an unknown error key is a 404', async ({ request }) => {
    expect((await request.get(`${origin}/forms/erreur/teapot`)).status()).toBe(404);
  });
});
