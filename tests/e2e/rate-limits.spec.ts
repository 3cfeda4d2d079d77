import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownClientAddress } from '../support/clientAddress';
import { expectNoAxeViolations } from '../support/axe';
import { donationForm, origin, sandbox } from '../support/journey';
import { chooseRadio, press, typeInto } from '../support/keyboard';
import { DEMO_PASSWORD, createAccount } from '../support/shell';

/**
 * The rate limits as a visitor meets them (issue 54, docs/security.md): past a limit the
 * page keeps what was typed and its error summary says when to try again, with and
 * without JavaScript; the API answers 429 RATE_LIMITED with Retry-After.
 *
 * Each test is a client of its own (../support/clientAddress.ts): what it exhausts is its
 * own, and the rest of the suite keeps the default limits.
 */
const main = (page: Page) => page.getByRole('main');

async function wrongPasswords(
  request: APIRequestContext,
  email: string,
  headers: Record<string, string>,
  count: number,
) {
  for (let attempt = 0; attempt < count; attempt++) {
    const answer = await request.post(`${sandbox}/auth/token`, {
      form: { grant_type: 'password', username: email, password: `pas-le-bon-${attempt}` },
      headers,
    });
    expect(answer.status()).toBe(400);
  }
}

test.describe('soft lockout of sign-in @no-js', () => {
  test('after 10 wrong passwords the 11th try, even the right one, is told when to come back', async ({
    page,
    request,
  }) => {
    const headers = await ownClientAddress(page);
    const account = await createAccount(request, { label: 'verrou' });
    await wrongPasswords(request, account.email, headers, 10);
    const refused = await request.post(`${sandbox}/auth/token`, {
      form: { grant_type: 'password', username: account.email, password: DEMO_PASSWORD },
      headers,
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('RATE_LIMITED');

    await page.goto('connexion');
    await main(page).getByLabel('Adresse électronique').fill(account.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect(main(page).getByRole('alert')).toContainText(
      /Trop de tentatives en peu de temps\. Pour votre sécurité, réessayez dans \d+ secondes\./,
    );
    await expect(main(page).getByLabel('Adresse électronique')).toHaveValue(account.email);
    await expectNoAxeViolations(page, 'sign-in past the limit');
  });

  test('an unknown address is answered the same way', async ({ page, request }) => {
    const headers = await ownClientAddress(page);
    const nobody = `personne-${Date.now()}-${test.info().workerIndex}@example.org`;
    await wrongPasswords(request, nobody, headers, 10);
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
    await page.goto('connexion');
    await main(page).getByLabel('Email address').fill(nobody);
    await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(main(page).getByRole('alert')).toContainText(
      /Too many attempts in a short time\. For your security, try again in \d+ seconds\./,
    );
  });
});

test('the login modal says when to come back too', async ({ page, request }) => {
  const headers = await ownClientAddress(page);
  const account = await createAccount(request, { label: 'verrou-modale' });
  await wrongPasswords(request, account.email, headers, 10);
  await page.goto('./');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Se connecter' });
  await dialog.getByLabel('Adresse électronique').fill(account.email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await expect(dialog.getByRole('alert')).toContainText(/réessayez dans \d+ secondes\./);
  await expect(dialog.getByLabel('Adresse électronique')).toHaveValue(account.email);
});

test.describe('limits of the forms that send an email @no-js', () => {
  test('a report past the limit for one page says when to try again, the message kept', async ({ page, request }) => {
    const headers = await ownClientAddress(page);
    const form = donationForm('repas-solidaires', 'un-repas-pour-tous');
    const url = `${origin}/forms/${form.path}`;
    for (let index = 0; index < 5; index++) {
      const sent = await request.post(`${sandbox}/api/abuses`, {
        data: { reason: 'SPAM', userMessage: `Signalement ${index}`, userEmail: null, url },
        headers,
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto(`${form.path}/signaler`);
    const group = main(page).getByRole('radiogroup', { name: 'Motif du signalement' });
    await chooseRadio(page, group, group.getByRole('radio', { name: 'Ce contenu est un spam ou une arnaque' }));
    await typeInto(page, main(page).getByRole('textbox', { name: /^Votre message/ }), 'Encore ce contenu douteux');
    await press(page, main(page).getByRole('button', { name: 'Envoyer le signalement' }));
    await expect(page.getByText(/réessayez dans \d+ minutes\./).first()).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: /^Votre message/ })).toHaveValue('Encore ce contenu douteux');
    await expect(page).toHaveTitle(/^Erreur : /);
  });

  test('an address left for a suspended form past the limit says when to try again', async ({ page, request }) => {
    const headers = await ownClientAddress(page);
    for (let index = 0; index < 10; index++) {
      const left = await request.post(`${sandbox}/api/carts/prospects`, {
        data: {
          organizationSlug: 'club-sportif-des-berges',
          formType: 'Donation',
          formSlug: 'soutien-au-club',
          email: `fan-${index}@example.org`,
        },
        headers,
      });
      expect(left.status()).toBe(201);
    }
    await page.goto(donationForm('club-sportif-des-berges', 'soutien-au-club').path);
    await page.getByRole('textbox', { name: 'Adresse électronique' }).fill('voisine@example.fr');
    await page.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(page.getByText(/réessayez dans \d+ minutes\./).first()).toBeVisible();
  });
});
