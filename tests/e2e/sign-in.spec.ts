/**
 * Sign-in, sign-out and account recovery (SPEC §2, §4, §6) against the sandbox. Tests
 * tagged @no-js also run with JavaScript disabled (the `no-js` project): the same flows
 * then go through plain form posts and pages instead of the modal and the menu.
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import {
  cookieValue,
  createAccount,
  DEMO_PASSWORD,
  latestEmail,
  passwordGrant,
  relativeLink,
  sandbox,
  setSessionCookies,
  STRONG_PASSWORD,
} from '../support/shell';
import { press } from '../support/keyboard';
import { ownClientAddress } from '../support/clientAddress';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;
const main = (page: Page) => page.getByRole('main');

test.describe('sign-in from the header, keyboard only', () => {
  test('sign in and out without a mouse', async ({ page, request }) => {
    test.slow(); // many steps and axe runs on a shared 2-core machine
    const account = await createAccount(request, { label: 'clavier' });
    await page.goto('./');
    const signIn = page.getByRole('button', { name: 'Se connecter' });
    await expect(signIn).toBeVisible(); // the button replaces the link once hydrated
    // Skip link, home, display settings, language, then "Se connecter".
    for (let stop = 0; stop < 5; stop += 1) await page.keyboard.press('Tab');
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Se connecter' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Adresse électronique')).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forms/utilisateur/recuperation-mot-de-passe',
    );
    await expect(dialog.getByRole('link', { name: 'Créer mon mot de passe' })).toHaveAttribute(
      'href',
      '/forms/premiere-connexion?redirectTo=%2F',
    );
    await expectNoAxeViolations(page, 'login modal');
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Mot de passe', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter'); // Enter submits (SPEC §2)

    await expect(dialog).toBeHidden();
    const menuButton = page.getByRole('button', { name: `Compte de ${account.firstName} ${account.lastName}` });
    await expect(menuButton).toBeFocused();
    expect(await cookieValue(page.context(), 'forms-access-token')).toBeTruthy();
    // Tokens are httpOnly and never in web storage.
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(storage).not.toMatch(/eyJ/);

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const item of [
      'Mon compte',
      'Historique des paiements',
      'Mon profil',
      'Mes associations',
      'Aide',
      'Accessibilité',
    ]) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'account menu');
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Se déconnecter' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(signIn).toBeFocused();
    await expect(menuButton).toBeHidden();
    expect(await cookieValue(page.context(), 'forms-access-token')).toBeUndefined();
    expect(await cookieValue(page.context(), 'forms-session')).toBeUndefined();
  });

  test('a refusal keeps the address and says what went wrong', async ({ page, request }) => {
    const account = await createAccount(request, { label: 'refus' });
    await page.goto('./');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Se connecter' });
    await dialog.getByLabel('Adresse électronique').fill(account.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-1');
    await dialog.getByLabel('Mot de passe', { exact: true }).press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('Adresse électronique ou mot de passe incorrect.');
    await expect(dialog.getByLabel('Adresse électronique')).toHaveValue(account.email);
    await expectNoAxeViolations(page, 'login modal with a refusal');
  });

  test('an unverified account is refused in the modal', async ({ page, request }) => {
    const account = await createAccount(request, { label: 'nonverifie', verified: false });
    await page.goto('./');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Se connecter' });
    await dialog.getByLabel('Adresse électronique').fill(account.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(dialog.getByRole('alert')).toContainText('pas encore activé');
    expect(await cookieValue(page.context(), 'forms-access-token')).toBeUndefined();
  });

  test('an expired password leads from the modal to the expired-password page', async ({ page, request }) => {
    const account = await createAccount(request, { label: 'expire', passwordExpired: true });
    await page.goto('./');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Se connecter' });
    await dialog.getByLabel('Adresse électronique').fill(account.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/forms\/mot-de-passe\/expired$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre mot de passe a expiré' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("an administrator's sign-in reloads the form with its admin shortcuts", async ({ page }) => {
    test.slow(); // many steps and axe runs on a shared 2-core machine
    await page.goto('associations/les-amis-du-quartier/formulaires/soutenir-nos-actions');
    const shortcuts = page.getByRole('navigation', { name: 'Raccourcis d’administration du formulaire' });
    await expect(shortcuts).toHaveCount(0);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Se connecter' });
    await dialog.getByLabel('Adresse électronique').fill('admin.formulaire@example.org');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(shortcuts).toBeVisible();
    const edit = shortcuts.getByRole('link', { name: /Modifier le contenu/ });
    await expect(edit).toHaveAttribute(
      'href',
      'https://admin.formulaires.example/les-amis-du-quartier/formulaires/soutenir-nos-actions/edition/1',
    );
    await expect(edit).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, 'form with admin shortcuts');
  });

  test('a session cookie that disappears revokes the user on the client', async ({ page, context, request }) => {
    const account = await createAccount(request, { label: 'revoque' });
    await setSessionCookies(context, await passwordGrant(request, account.email));
    await page.goto('./');
    await expect(
      page.getByRole('button', { name: `Compte de ${account.firstName} ${account.lastName}` }),
    ).toBeVisible();
    await context.clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});

test.describe('sign-in and sign-out pages @no-js', () => {
  test('sign in on /connexion and sign out on /deconnexion', async ({ page, request, context }) => {
    test.slow(); // many steps and axe runs on a shared 2-core machine
    const account = await createAccount(request, { label: 'pages' });
    const name = `${account.firstName} ${account.lastName}`;
    await page.goto('parametres-affichage');
    if (jsEnabled()) await page.goto('connexion?redirectTo=%2Fparametres-affichage');
    else await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/forms\/connexion\?redirectTo=%2Fparametres-affichage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in page');

    await main(page).getByLabel('Adresse électronique').fill(account.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/forms\/parametres-affichage$/);
    await expect(page.getByRole('banner').getByText(name)).toBeVisible();
    await expectNoAxeViolations(page, 'signed-in header');

    if (!jsEnabled()) {
      // Without JavaScript the account menu is a disclosure of links; sign-out is a page.
      await page.getByRole('banner').getByText(name).click();
      await page.getByRole('link', { name: 'Se déconnecter' }).click();
    } else {
      await page.goto('deconnexion?returnTo=%2Fparametres-affichage');
    }
    await expect(page).toHaveURL(/\/forms\/deconnexion\?returnTo=%2Fparametres-affichage$/);
    await expect(main(page)).toContainText(name);
    await expectNoAxeViolations(page, 'sign-out page');
    await main(page).getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/forms\/parametres-affichage$/);
    await expect(page.getByRole('banner').getByText(name)).toHaveCount(0);
    expect(await cookieValue(context, 'forms-access-token')).toBeUndefined();
    expect(await cookieValue(context, 'forms-refresh-token')).toBeUndefined();
  });

  test('a wrong password is refused and the address kept', async ({ page, request }) => {
    const account = await createAccount(request, { label: 'mauvais' });
    await page.goto('connexion');
    await main(page).getByLabel('Adresse électronique').fill(account.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-1');
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Adresse électronique ou mot de passe incorrect.');
    await expect(main(page).getByLabel('Adresse électronique')).toHaveValue(account.email);
    await expectNoAxeViolations(page, 'sign-in refused');
  });

  test('empty fields are named: each on its field, in a summary, the title says so', async ({ page }) => {
    await page.goto('connexion');
    // By keyboard, as a person would (a click at once may beat hydration on a busy machine).
    await press(page, main(page).getByRole('button', { name: 'Se connecter' }));
    await expect(page).toHaveTitle(/^Erreur : Connexion/);
    const email = main(page).getByLabel('Adresse électronique');
    await expect(email).toHaveAccessibleDescription(/Ce champ est obligatoire/);
    await expect(main(page).getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(
      /Ce champ est obligatoire/,
    );
    const summary = main(page).getByRole('alert').filter({ hasText: 'Il y a un problème' });
    await expect(summary.getByRole('link')).toHaveCount(2);
    // With JavaScript the first field in error takes the focus; without, the summary does.
    if (jsEnabled()) await expect(email).toBeFocused();
    else await expect(page.locator(':focus')).toContainText('Il y a un problème');
    await expectNoAxeViolations(page, 'sign-in: empty fields');
  });

  test('an unverified user is refused (not connected)', async ({ page, request, context }) => {
    const account = await createAccount(request, { label: 'nonverifie', verified: false });
    await page.goto('connexion');
    await main(page).getByLabel('Adresse électronique').fill(account.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Votre compte n’est pas encore activé');
    await expect(page).toHaveURL(/\/forms\/connexion/);
    expect(await cookieValue(context, 'forms-access-token')).toBeUndefined();
    expect(await cookieValue(context, 'forms-refresh-token')).toBeUndefined();
    await expectNoAxeViolations(page, 'unverified refusal');
  });

  test('an expired password goes to the expired-password page', async ({ page, request }) => {
    const account = await createAccount(request, { label: 'expire', passwordExpired: true });
    await page.goto('connexion');
    await main(page).getByLabel('Adresse électronique').fill(account.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/forms\/mot-de-passe\/expired$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre mot de passe a expiré' })).toBeVisible();
    await expectNoAxeViolations(page, 'expired password');
    await page.getByRole('link', { name: 'Choisir un nouveau mot de passe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  });
});

test.describe('account recovery @no-js', () => {
  test('first connection: ask for the link, choose a password, continue signed in', async ({ page, request }) => {
    test.slow(); // many steps and axe runs on a shared 2-core machine
    // A visitor of its own: links are limited per client (docs/security.md).
    await ownClientAddress(page);
    const account = await createAccount(request, { label: 'premiere', verified: false });
    await page.goto('premiere-connexion?redirectTo=%2Fparametres-affichage');
    await expect(page.getByRole('heading', { level: 1, name: 'Première connexion' })).toBeVisible();
    await main(page).getByLabel('Adresse électronique').fill(account.email);
    await main(page).getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(main(page).getByRole('heading', { name: 'Courriel envoyé' })).toBeVisible();
    await expectNoAxeViolations(page, 'first connection: link sent');

    const email = await latestEmail(request, account.email);
    expect(email.kind).toBe('activation');
    await page.goto(relativeLink(email.link));
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir votre mot de passe' })).toBeVisible();
    await expectNoAxeViolations(page, 'first connection: password form');

    const password = main(page).getByLabel('Nouveau mot de passe', { exact: true });
    const confirmation = main(page).getByLabel('Confirmation du nouveau mot de passe', { exact: true });
    await password.fill('azerty123');
    await confirmation.fill('azerty123');
    await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(password).toHaveAccessibleDescription(/Ce mot de passe est trop simple/);
    await password.fill(STRONG_PASSWORD);
    await confirmation.fill(`${STRONG_PASSWORD}x`);
    await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(confirmation).toHaveAccessibleDescription(/Les deux mots de passe ne correspondent pas/);
    await expectNoAxeViolations(page, 'first connection: errors');
    await password.fill(STRONG_PASSWORD);
    await confirmation.fill(STRONG_PASSWORD);
    await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(main(page).getByRole('heading', { name: 'Votre compte est activé' })).toBeVisible();
    await expect(main(page)).toContainText('Votre session est ouverte.');
    await main(page).getByRole('link', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/forms\/parametres-affichage$/);
    await expect(page.getByRole('banner').getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  });

  test('forgotten password: reset with the emailed link, once', async ({ page, request }) => {
    test.slow(); // many steps and axe runs on a shared 2-core machine
    // A visitor of its own: links are limited per client (docs/security.md).
    await ownClientAddress(page);
    const account = await createAccount(request, { label: 'oubli' });
    await page.goto('utilisateur/recuperation-mot-de-passe');
    await main(page).getByLabel('Adresse électronique').fill(account.email);
    await main(page).getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(main(page).getByRole('heading', { name: 'Courriel envoyé' })).toBeVisible();
    const email = await latestEmail(request, account.email);
    expect(email.kind).toBe('reset');

    await page.goto(relativeLink(email.link));
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
    await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill(STRONG_PASSWORD);
    await main(page).getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(STRONG_PASSWORD);
    await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(main(page).getByRole('heading', { name: 'Votre mot de passe est modifié' })).toBeVisible();
    await passwordGrant(request, account.email, STRONG_PASSWORD);
    const old = await request.post(`${sandbox}/auth/token`, {
      form: { grant_type: 'password', username: account.email, password: DEMO_PASSWORD },
    });
    expect(old.status()).toBe(400);

    await page.goto(relativeLink(email.link));
    await expect(main(page).getByRole('heading', { name: 'Ce lien n’est plus valide' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Recevoir le lien' })).toBeVisible();
    await expectNoAxeViolations(page, 'used reset link');
  });
});

test.describe('session refresh @no-js', () => {
  test('an expired access token is refreshed before the page renders', async ({ page, context, request }) => {
    const account = await createAccount(request, { label: 'rafraichi' });
    const tokens = await passwordGrant(request, account.email);
    const expired = (await (
      await request.post(`${sandbox}/__test/token`, { data: { userId: account.id, expiresInSeconds: -60 } })
    ).json()) as { access_token: string };
    await setSessionCookies(context, { access_token: expired.access_token, refresh_token: tokens.refresh_token });
    await page.goto('./');
    await expect(page.getByRole('banner').getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    const access = await cookieValue(context, 'forms-access-token');
    expect(access).toBeTruthy();
    expect(access).not.toBe(expired.access_token);
    expect(await cookieValue(context, 'forms-refresh-token')).not.toBe(tokens.refresh_token);
    await page.reload();
    await expect(page.getByRole('banner').getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  });

  test('a token the API refuses (401) is refreshed once and the call retried', async ({ page, context, request }) => {
    const account = await createAccount(request, { label: 'refuse401' });
    const live = await passwordGrant(request, account.email);
    const ended = await passwordGrant(request, account.email);
    await request.get(`${sandbox}/auth/disconnect?refresh_token=${ended.refresh_token}`);
    // Unexpired to the eye (the proxy does not refresh it), revoked for the API.
    await setSessionCookies(context, { access_token: ended.access_token, refresh_token: live.refresh_token });
    await page.goto('./');
    await expect(page.getByRole('banner').getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  });

  test('a refused refresh token ends the session', async ({ page, context, request }) => {
    const account = await createAccount(request, { label: 'fin' });
    const tokens = await passwordGrant(request, account.email);
    await request.get(`${sandbox}/auth/disconnect?refresh_token=${tokens.refresh_token}`);
    await setSessionCookies(context, { refresh_token: tokens.refresh_token });
    await page.goto('./');
    await expect(page.getByRole('banner').getByText(`${account.firstName} ${account.lastName}`)).toHaveCount(0);
    expect(await cookieValue(context, 'forms-refresh-token')).toBeUndefined();
    expect(await cookieValue(context, 'forms-session')).toBeUndefined();
  });
});
