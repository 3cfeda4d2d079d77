import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function setCookie(context: BrowserContext, name: string, value: string) {
  await context.addCookies([{ name, value, url: origin }]);
}

const pages = [
  { path: './', name: 'home' },
  { path: 'parametres-affichage', name: 'display settings' },
  { path: 'cette-page-n-existe-pas', name: '404' },
];

test.describe('pages in both languages @no-js', () => {
  for (const locale of ['fr', 'en'] as const) {
    for (const { path, name } of pages) {
      test(`${name} in ${locale} is axe-clean`, async ({ page, context }) => {
        if (locale === 'en') await setCookie(context, 'NEXT_LOCALE', 'en');
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoAxeViolations(page, `${name} (${locale})`);
      });
    }
  }
});

test('the default title is "Formulaires" plus the brand @no-js', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveTitle(/^Formulaires \S+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown routes answer 404 with the translated message @no-js', async ({ page, context }) => {
  const response = await page.goto('nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
  await setCookie(context, 'NEXT_LOCALE', 'en');
  await page.goto('nulle-part');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByText('Error code: 404')).toBeVisible();
});

test('the language switch keeps the choice for 365 days @no-js', async ({ page, context }) => {
  await page.goto('parametres-affichage');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/forms\/parametres-affichage/);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

const settingCases = [
  { legend: 'Thème', option: 'Sombre', attribute: 'data-theme', value: 'dark' },
  { legend: 'Contraste', option: 'Renforcé', attribute: 'data-contrast', value: 'high' },
  { legend: 'Taille du texte', option: 'Très grande (150 %)', attribute: 'data-text-size', value: '150' },
  { legend: 'Espacement du texte', option: 'Augmenté', attribute: 'data-text-spacing', value: 'increased' },
  { legend: 'Animations', option: 'Réduites', attribute: 'data-motion', value: 'reduced' },
  { legend: 'Police', option: 'Très lisible (Atkinson Hyperlegible)', attribute: 'data-font', value: 'hyperlegible' },
];

test.describe('display settings @no-js', () => {
  for (const setting of settingCases) {
    test(`${setting.legend}: ${setting.option} is saved and applied from the first byte`, async ({ page }) => {
      await page.goto('parametres-affichage?returnTo=%2F');
      await page.getByRole('radiogroup', { name: setting.legend }).getByText(setting.option, { exact: true }).click();
      await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
      await expect(page.getByRole('status')).toHaveText('Vos paramètres d’affichage ont été enregistrés.');
      await expect(page.locator('html')).toHaveAttribute(setting.attribute, setting.value);
      // The server writes the attribute: a fresh request without JavaScript sees it too.
      const html = await (await page.request.get('./')).text();
      expect(html).toMatch(new RegExp(`<html[^>]*${setting.attribute}="${setting.value}"`));
      await expectNoAxeViolations(page, `${setting.attribute}=${setting.value}`);
      await page.getByRole('link', { name: 'Revenir à la page précédente' }).click();
      await expect(page).toHaveURL(/\/forms\/?$/);
      await expect(page.locator('html')).toHaveAttribute(setting.attribute, setting.value);
      await expectNoAxeViolations(page, `home with ${setting.attribute}=${setting.value}`);
    });
  }

  test('every setting at once, dark and high contrast, stays axe-clean in English', async ({ page, context }) => {
    await setCookie(context, 'NEXT_LOCALE', 'en');
    await setCookie(
      context,
      'forms-display',
      'theme=dark&contrast=high&textSize=200&textSpacing=increased&motion=reduced&font=hyperlegible',
    );
    for (const { path, name } of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
      await expectNoAxeViolations(page, `${name} with every setting`);
    }
  });

  test('tampered cookie values fall back to the defaults', async ({ page, context }) => {
    await setCookie(context, 'forms-display', 'theme=%3Cscript%3E&textSize=999');
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '100');
  });
});

test('the skip link is the first stop and shows when focused', async ({ page }) => {
  await page.goto('./');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the display settings are reachable and usable by keyboard alone', async ({ page }) => {
  await page.goto('./');
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // home
  await page.keyboard.press('Tab'); // display settings
  await expect(page.getByRole('link', { name: 'Paramètres d’affichage' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres d’affichage' })).toBeVisible();
  const theme = page.getByRole('radiogroup', { name: 'Thème' });
  await theme.getByRole('radio', { name: 'Système' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(theme.getByRole('radio', { name: 'Clair' })).toBeChecked();
  // The choice is previewed at once, before saving.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('security headers: same-origin framing, nosniff, referrer policy @no-js', async ({ request }) => {
  for (const path of ['./', 'parametres-affichage']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('widget routes, and the payment pages a widget journey goes on to, may be framed by other sites @no-js', async ({
  request,
}) => {
  for (const path of [
    'associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/widget',
    'paiement/embarque/inconnu?widget=1',
    'redirection?outcome=annulation&widget=1',
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain('frame-ancestors *');
    expect(headers['x-frame-options'], path).toBeUndefined();
  }
  const outsideWidget = (await request.get('paiement/embarque/inconnu')).headers();
  expect(outsideWidget['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('no request of the home page fails, the icon included @no-js', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('./');
  await page.waitForLoadState('networkidle');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^\/forms\/icon\.svg/);
  expect((await page.request.get(`${origin}${icon}`)).status()).toBe(200);
  expect(failures).toEqual([]);
});

test.describe('demo forms on the home page @no-js', () => {
  test('lists the public forms of each demo association, and each link opens its form', async ({ page }) => {
    await page.goto('./');
    const demo = page.getByRole('region', { name: 'Formulaires de démonstration' });
    const association = demo.getByRole('region', { name: 'Les Amis du Quartier' });
    await expect(association.getByRole('heading', { level: 3 })).toHaveText('Les Amis du Quartier');
    const links = association.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Only published forms are listed: the disabled "Ancienne collecte" is not.
    await expect(demo.getByRole('link', { name: 'Ancienne collecte' })).toHaveCount(0);
    const link = association.getByRole('link', { name: 'Soutenir nos actions' });
    await expect(link).toHaveAttribute(
      'href',
      '/forms/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions',
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Soutenir nos actions');
  });

  test('are listed in English too', async ({ page, context }) => {
    await setCookie(context, 'NEXT_LOCALE', 'en');
    await page.goto('./');
    const demo = page.getByRole('region', { name: 'Demo forms' });
    await expect(demo.getByRole('region', { name: 'Club Sportif des Berges' }).getByRole('link').first()).toBeVisible();
    await expect(demo).toContainText('(donation)');
  });
});
