import { expect, test } from '@playwright/test';
import { DONATION_FORM } from '../support/journey';
import { tabThroughPage } from '../support/keyboard';

/**
 * The pages outside the payment journeys (whose keyboard walks are in *-journey.spec.ts),
 * walked with Tab from top to bottom, with and without JavaScript: every stop shows a
 * focus ring (RGAA 10.7) and the walk reaches the footer's last link.
 */
const pages = [
  { path: './', name: 'home' },
  { path: 'accessibilite', name: 'accessibility statement' },
  { path: 'parametres-affichage', name: 'display settings' },
  { path: `${DONATION_FORM.path}/signaler`, name: 'report page of a form' },
];

test.describe('keyboard walks of the other pages @no-js', () => {
  for (const { path, name } of pages) {
    test(`${name}: every Tab stop shows its focus, down to the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const stops = await tabThroughPage(page);
      expect(stops).toBeGreaterThan(3);
      // The walk went to the end: the last stop was in the footer.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('contentinfo').locator(':focus')).toHaveCount(1);
    });
  }
});
