import { clockTest, expect, test } from './donation-fixtures';
import {
  CARDS,
  CART_COOKIE,
  acceptAndPay,
  cartIdOf,
  charges,
  chooseAmount,
  copy,
  fillPayer,
  isNoJs,
  moveClock,
  payByCard,
  payer,
  press,
  stepUrl,
  submitPayer,
  tabTo,
  tick,
  type Lang,
} from '../support/donation';

const SIXTEEN_MINUTES = 16 * 60 * 1000;

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  const t = copy[lang];

  clockTest(
    `an expired cart is dropped and the journey restarts with the amount kept (${lang}) @no-js`,
    async ({ page, context, request }) => {
      await page.goto(stepUrl(null, lang));
      await chooseAmount(page, lang);
      await fillPayer(page, lang);
      await submitPayer(page, lang);
      const cartId = await cartIdOf(context);
      try {
        await moveClock(request, { offsetMs: SIXTEEN_MINUTES });
        await tick(page, page.getByRole('checkbox', { name: t.terms }));
        await tick(page, page.getByRole('checkbox', { name: t.data }));
        await tick(page, page.getByRole('checkbox', { name: t.tipConsent }));
        await press(page, page.getByRole('button', { name: t.pay }));
        await expect(page.getByText(t.expired).first()).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${stepUrl(1, lang)}\\?panier=expire`));
      } finally {
        await moveClock(request, { reset: true });
      }
      // The amount is kept; the dropped cart is forgotten by the cookie and the session store.
      const group = page.getByRole('radiogroup', { name: t.amountGroup });
      await expect(group.getByRole('radio', { name: /50[,.]00/ })).toBeChecked();
      expect((await context.cookies()).some((cookie) => cookie.name === CART_COOKIE)).toBe(false);
      if (!isNoJs()) {
        await expect
          .poll(() => page.evaluate((id) => sessionStorage.getItem('ha-forms')?.includes(id) ?? false, cartId))
          .toBe(false);
      }
      expect((await charges(request, { cartId })).count).toBe(0);
      // And the journey goes on with a new cart.
      await press(page, page.getByRole('button', { name: t.continue }));
      await expect(
        page.getByRole('heading', { level: 2, name: lang === 'fr' ? 'Vos coordonnées' : 'Your details' }),
      ).toBeVisible();
      expect(await cartIdOf(context)).not.toBe(cartId);
    },
  );

  test(`a reload in the middle of the journey loses nothing (${lang}) @no-js`, async ({ page }) => {
    await page.goto(stepUrl(null, lang));
    // Step 1: a free amount.
    const group = page.getByRole('radiogroup', { name: t.amountGroup });
    await tabTo(page, group.getByRole('radio').first());
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio', { name: t.other })).toBeChecked();
    await tabTo(page, page.getByRole('textbox', { name: t.otherField }));
    await page.keyboard.type('42');
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(page.getByText(t.step(2)).first()).toBeVisible();

    if (!isNoJs()) {
      // Typed, not sent: a reload brings it back (session store).
      await tabTo(page, page.getByRole('textbox', { name: t.firstName, exact: true }));
      await page.keyboard.type(payer.firstName);
      await tabTo(page, page.getByRole('textbox', { name: t.lastName, exact: true }));
      await page.keyboard.type(payer.lastName);
      await page.reload();
      await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue(payer.firstName);
      await expect(page.getByRole('textbox', { name: t.lastName, exact: true })).toHaveValue(payer.lastName);
    }
    await fillPayer(page, lang);
    await submitPayer(page, lang);
    await page.reload();
    await expect(page.getByText(t.step(3)).first()).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText(/42[,.]00/);

    // Back to step 2 (the stepper links to finished steps): what was sent is there.
    await press(page, page.getByRole('link', { name: lang === 'fr' ? /Vos coordonnées/ : /Your details/ }));
    await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(payer.email);
    await expect(page.getByRole('textbox', { name: t.city })).toHaveValue(payer.city);
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue(payer.firstName);
    // Back to step 1: the free amount.
    await page.goto(stepUrl(1, lang));
    await expect(page.getByRole('radio', { name: t.other })).toBeChecked();
    await expect(page.getByRole('textbox', { name: t.otherField })).toHaveValue(/^42([.,]00)?$/);
  });

  test(`a double press on Pay charges once (${lang}) @no-js`, async ({ page, context, request }) => {
    await page.goto(stepUrl(null, lang));
    await chooseAmount(page, lang);
    await fillPayer(page, lang);
    await submitPayer(page, lang);
    const cartId = await cartIdOf(context);
    await tick(page, page.getByRole('checkbox', { name: t.tipConsent }));
    await tick(page, page.getByRole('checkbox', { name: t.terms }));
    await tick(page, page.getByRole('checkbox', { name: t.data }));
    // Step 3: twice Enter on "Pay".
    await tabTo(page, page.getByRole('button', { name: t.pay }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter').catch(() => {});
    await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
    // The card page: twice Enter on "Pay" as well.
    await payByCard(page, lang, CARDS.success);
    await page.keyboard.press('Enter').catch(() => {});
    await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
    expect((await charges(request, { cartId })).count).toBe(1);
  });
}

test('the journey keeps no card data in the browser store', async ({ page }) => {
  await page.goto(stepUrl(null, 'fr'));
  await chooseAmount(page, 'fr');
  await fillPayer(page, 'fr');
  await submitPayer(page, 'fr');
  await acceptAndPay(page, 'fr');
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: copy.fr.thanks })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain('4242');
  expect(stored).not.toContain('12/34');
});
