import { expect, test, type APIRequestContext } from '@playwright/test';
import { DISPLAY_COOKIE } from '@/lib/display/settings';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { DONATION_FORM, LANGS, api, origin } from '../support/journey';
import { passwordGrant } from '../support/shell';
import { EVENT_FORM } from '../support/placesJourney';
import { CROWDFUNDING_FORM, MEMBERSHIP_FORM, PAYMENT_FORM, SHOP_FORM } from '../support/kinds';

/**
 * Reflow (WCAG 1.4.10, RGAA 10.11): on a 375 px phone with the text at 200 % (the display
 * settings' largest size), no page scrolls sideways. A page that does names the elements
 * that stick out, so the fix can start there. The Storybook pass screenshots each
 * component in this mode; this test reads the pages, where components meet their
 * containers (the tier card's stepper, the sign-in page's password toggle both failed it).
 */
const pages = [
  { path: './', name: 'home' },
  { path: 'connexion', name: 'sign-in' },
  { path: 'parametres-affichage', name: 'display settings' },
  { path: DONATION_FORM.path, name: 'donation step 1' },
  { path: EVENT_FORM.path, name: 'event step 1' },
  { path: MEMBERSHIP_FORM.path, name: 'membership step 1' },
  { path: PAYMENT_FORM.path, name: 'payment form step 1' },
  { path: SHOP_FORM.path, name: 'shop step 1' },
  { path: CROWDFUNDING_FORM.path, name: 'crowdfunding step 1' },
];

/** A ticket's page (issue 53), by its signed link: the demo order 43's first place. */
async function ticketPage(request: APIRequestContext) {
  const { access_token } = await passwordGrant(request, 'payeur@example.org');
  const order = await request.get(`${api}/users/me/orders/43`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(order.status()).toBe(200);
  const { items } = (await order.json()) as { items: { ticketUrl?: string }[] };
  return { path: items[0]?.ticketUrl ?? '', name: 'ticket' };
}

test.use({ viewport: { width: 375, height: 800 } });

for (const lang of LANGS) {
  test(`at 375 px with text at 200 %, no page scrolls sideways (${lang}) @no-js`, async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([
      { name: DISPLAY_COOKIE, value: 'textSize=200', url: origin },
      { name: LOCALE_COOKIE, value: lang, url: origin },
    ]);
    const overflows: { page: string; pixels: number; elements: string[] }[] = [];
    for (const { path, name } of [...pages, await ticketPage(request)]) {
      const response = await page.goto(path);
      expect(response?.status(), name).toBe(200);
      await expect(page.locator('html'), name).toHaveAttribute('data-text-size', '200');
      await expect(page.locator('html'), name).toHaveAttribute('lang', lang);
      const found = await page.evaluate(() => {
        const root = document.documentElement;
        const pixels = root.scrollWidth - root.clientWidth;
        const elements = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
        return { pixels, elements };
      });
      if (found.pixels > 0) overflows.push({ page: name, ...found });
    }
    expect(overflows).toEqual([]);
  });
}
