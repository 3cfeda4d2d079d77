import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './donation-fixtures';
import {
  acceptAndPay,
  chooseAmount,
  chooseRadio,
  copy,
  fillPayer,
  isNoJs,
  origin,
  press,
  sandbox,
  submitPayer,
  tick,
  typeInto,
} from '../support/donation';

/** Campaign states of a donation form (SPEC §4): suspended, collection blocked, draft/disabled/deleted. */

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
    await page.goto('associations/club-sportif-des-berges/formulaires/soutien-au-club');
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
  test('the visitor is told up front, and the payment is refused with its message', async ({ page }) => {
    await page.goto('associations/collectif-en-attente/formulaires/premier-appel');
    await expect(page.getByText('Paiements momentanément impossibles')).toBeVisible();
    const group = page.getByRole('radiogroup', { name: copy.fr.amountGroup });
    await expect(group).toBeVisible();
    // Step 1 without presets: the free amount.
    await chooseRadio(page, group, group.getByRole('radio', { name: copy.fr.other }));
    await typeInto(page, page.getByRole('textbox', { name: copy.fr.otherField }), '20');
    await press(page, page.getByRole('button', { name: copy.fr.continue }));
    await expect(page.getByText(copy.fr.step(2)).first()).toBeVisible();
    await fillPayer(page, 'fr');
    await press(page, page.getByRole('button', { name: copy.fr.continue }));
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

test.describe('widget and English variants @no-js', () => {
  test('the widget has no site header or footer and goes through the steps', async ({ page }) => {
    await page.goto('associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/widget/1');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await chooseAmount(page, 'fr');
    await expect(page).toHaveURL(/\/widget\/2$/);
    await fillPayer(page, 'fr');
    await submitPayer(page, 'fr');
    await expect(page).toHaveURL(/\/widget\/3$/);
    await acceptAndPay(page, 'fr');
    await expect(page).toHaveURL(/\/paiement\/embarque\/[^/?]+\?widget=1$/);
  });

  test('the /en variants stay in English through the steps, whatever the cookie says', async ({ page }) => {
    await page.goto('associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/widget/1/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseAmount(page, 'en');
    await expect(page).toHaveURL(/\/widget\/2\/en$/);
    await page.goto('associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('unknown step addresses are 404', async ({ page }) => {
    for (const path of ['5', '2/fr', '1/2', 'widget/9', 'deux']) {
      const response = await page.goto(`associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/${path}`);
      expect(response?.status(), path).toBe(404);
    }
    const other = await page.goto('associations/les-amis-du-quartier/formulaires/nexiste-pas');
    expect(other?.status()).toBe(404);
  });
});
