/** The account pages, in both languages, with and without JavaScript: headings, noindex and axe. */
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { origin } from '../support/shell';

const pages: { path: string; fr: string; en: string }[] = [
  { path: 'connexion', fr: 'Se connecter', en: 'Sign in' },
  { path: 'deconnexion', fr: 'Se déconnecter', en: 'Sign out' },
  { path: 'premiere-connexion?redirectTo=%2F', fr: 'Première connexion', en: 'First sign-in' },
  { path: 'premiere-connexion?token=inconnu', fr: 'Première connexion', en: 'First sign-in' },
  { path: 'utilisateur/recuperation-mot-de-passe', fr: 'Mot de passe oublié', en: 'Forgotten password' },
  { path: 'mot-de-passe/expired', fr: 'Votre mot de passe a expiré', en: 'Your password has expired' },
];

test.describe('shell pages in both languages @no-js', () => {
  for (const locale of ['fr', 'en'] as const) {
    for (const { path, ...headings } of pages) {
      test(`${path} in ${locale} is axe-clean`, async ({ page, context }) => {
        if (locale === 'en') await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1, name: headings[locale] })).toBeVisible();
        // Account pages are never indexed.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expectNoAxeViolations(page, `${path} (${locale})`);
      });
    }
  }
});
