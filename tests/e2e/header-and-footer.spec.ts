/**
 * The header and footer around the pages, in both languages, with and without JavaScript:
 * signed in and axe-clean, the sign-in link without JavaScript, the phone layout.
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { createAccount, origin, passwordGrant, setSessionCookies } from '../support/shell';

test.describe('shell pages in both languages @no-js', () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`the signed-in header and footer in ${locale} are axe-clean`, async ({ page, context, request }) => {
      const account = await createAccount(request, { label: `entete-${locale}` });
      await setSessionCookies(context, await passwordGrant(request, account.email));
      if (locale === 'en') await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
      await page.goto('./');
      await expect(page.getByRole('banner').getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('heading', {
          name: locale === 'fr' ? 'Vous êtes une association ?' : 'Are you an association?',
        }),
      ).toBeVisible();
      await expect(footer.getByRole('img', { name: locale === 'fr' ? 'Carte bancaire' : 'Bank card' })).toBeVisible();
      await expectNoAxeViolations(page, `signed-in home (${locale})`);
    });
  }

  test('without JavaScript, "Se connecter" is a link to the sign-in page', async ({ page }) => {
    test.skip(test.info().project.use.javaScriptEnabled !== false, 'the no-JS rendering');
    await page.goto('parametres-affichage');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/forms/connexion?redirectTo=%2Fparametres-affichage',
    );
  });

  test('on a phone, the header is laid out for JavaScript from the first paint, or stays open without it', async ({
    page,
  }) => {
    const scripted = test.info().project.use.javaScriptEnabled !== false;
    await page.setViewportSize({ width: 375, height: 800 });
    if (scripted) {
      // Every layout shift of the load, hydration included (the header used to collapse then).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; hadRecentInput: boolean };
            // A shift right after the visitor's own input (opening the menu) is not one.
            if (!shift.hadRecentInput) shifts.push(shift.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
    }
    await page.goto('erreur/404', { waitUntil: 'networkidle' });
    const banner = page.getByRole('banner');
    const settingsLink = banner.getByRole('link', { name: 'Paramètres d’affichage' });
    if (!scripted) {
      await expect(settingsLink).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
      return;
    }
    await expect(settingsLink).toBeHidden();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    await banner.getByRole('button', { name: 'Menu' }).click();
    await expect(settingsLink).toBeVisible();
  });
});
