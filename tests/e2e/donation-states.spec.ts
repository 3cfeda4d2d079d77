import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isNoJs, press, tick, typeInto } from '../support/keyboard';
import { apiCart, donationForm, origin, sandbox } from '../support/journey';
import { copy } from '../support/donation';

/** States of a donation form (SPEC §4 "Campaign states"): suspended, collection blocked, draft/disabled/deleted, unknown. */

async function signIn(context: BrowserContext, request: APIRequestContext, email: string) {
  const response = await request.post(`${sandbox}/auth/token`, {
    form: { grant_type: 'password', username: email, password: 'Formulaires2026!' },
  });
  expect(response.ok()).toBeTruthy();
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  await context.addCookies([
    { name: 'forms-access-token', value: tokens.access_token, url: origin, httpOnly: true },
    { name: 'forms-refresh-token', value: tokens.refresh_token, url: origin, httpOnly: true },
    { name: 'forms-session', value: '1', url: origin },
  ]);
}

test.describe('payment suspended @no-js', () => {
  test('a banner and an email capture confirmed by a toast (a banner without JavaScript)', async ({ page }) => {
    await page.goto(donationForm('club-sportif-des-berges', 'soutien-au-club').path);
    await expect(page.getByRole('heading', { level: 2, name: /Les paiements sont suspendus/ })).toBeVisible();
    await expect(page.getByRole('button', { name: copy.fr.continue })).toHaveCount(0);
    const email = page.getByRole('textbox', { name: 'Adresse électronique' });
    await typeInto(page, email, 'pas-une-adresse');
    await press(page, page.getByRole('button', { name: 'Me prévenir' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await typeInto(page, email, 'voisine@example.fr');
    await press(page, page.getByRole('button', { name: 'Me prévenir' }));
    await expect(page.getByText('Adresse enregistrée').first()).toBeVisible();
    await expect(email).toHaveValue('');
  });
});

test.describe('collection blocked @no-js', () => {
  test('the payment is refused with its message, and the failure is recorded', async ({ page, context, request }) => {
    // Steps 1 and 2 through the API: the subject is what "Pay" answers.
    const blocked = donationForm('collectif-en-attente', 'premier-appel');
    await apiCart(context, request, { form: blocked, amountCents: 2000 });
    await page.goto(`${blocked.path}/3`);
    await expect(page.getByText(copy.fr.step(3)).first()).toBeVisible();
    await tick(page, page.getByRole('checkbox', { name: copy.fr.tipConsent }));
    await tick(page, page.getByRole('checkbox', { name: copy.fr.terms }));
    await tick(page, page.getByRole('checkbox', { name: copy.fr.data }));
    await press(page, page.getByRole('button', { name: copy.fr.pay }));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cette association ne peut pas recevoir de paiement pour le moment.' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(copy.fr.errorTitle);
    if (!isNoJs()) {
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ha-forms') ?? '{}'));
      expect(stored.paymentStatus).toBe('error');
      expect(stored.paymentErrorCode).toBe('ORGANIZATION_WALLET_ERROR');
    }
  });
});

test.describe('forms that are not published @no-js', () => {
  test('a visitor gets a 404', async ({ page }) => {
    const response = await page.goto('associations/club-sportif-des-berges/formulaires/ancienne-collecte');
    expect(response?.status()).toBe(404);
  });

  test('an administrator sees the deleted form with a banner, its settings link and the admin shortcuts', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, 'admin.asso@example.org');
    await page.goto('associations/club-sportif-des-berges/formulaires/ancienne-collecte');
    await expect(page.getByText('Ce formulaire a été supprimé')).toBeVisible();
    await expect(page.getByRole('link', { name: /Modifier les paramètres du formulaire/ })).toHaveAttribute(
      'href',
      /club-sportif-des-berges\/formulaires\/ancienne-collecte\/edition\/1$/,
    );
    await expect(page.getByRole('navigation', { name: /administration|Raccourcis/i })).toBeVisible();
  });

  test('an administrator of a public form sees the admin shortcuts', async ({ page, context, request }) => {
    await signIn(context, request, 'admin.formulaire@example.org');
    await page.goto('associations/les-amis-du-quartier/formulaires/soutenir-nos-actions');
    await expect(page.getByRole('navigation', { name: /administration|Raccourcis/i })).toBeVisible();
    await page.goto('associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/2');
    await expect(page.getByText(copy.fr.step(1)).first()).toBeVisible();
  });
});

test('unknown step addresses are 404 @no-js', async ({ page }) => {
  for (const path of ['5', '2/fr', '1/2', 'widget/9', 'deux']) {
    const response = await page.goto(`associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/${path}`);
    expect(response?.status(), path).toBe(404);
  }
  const other = await page.goto('associations/les-amis-du-quartier/formulaires/nexiste-pas');
  expect(other?.status()).toBe(404);
});
