import { clockTest, expect, test } from '../support/fixtures';
import { isNoJs, press, tabTo, tick, typeInto } from '../support/keyboard';
import { DONATION_FORM, apiCart, cartIdOf, charges, moveClock, payer } from '../support/journey';
import { copy, fillPayer, stepUrl, submitPayer } from '../support/donation';

/**
 * The cart of a journey, once for the engine (every form kind keeps its cart in the API,
 * names it in a cookie and mirrors it in the session store): it expires, it survives a
 * reload. The cart is made through the sandbox API; the page under test is opened
 * directly (the donation's steps stand for any kind's).
 */
const t = copy.fr;
const SIXTEEN_MINUTES = 16 * 60 * 1000;

clockTest(
  'an expired cart is dropped and the journey restarts with the amount kept @no-js',
  async ({ page, context, request }) => {
    const cartId = await apiCart(context, request);
    await page.goto(stepUrl(3, 'fr'));
    await expect(page.getByRole('heading', { level: 2, name: t.summaryHeading })).toBeVisible();
    try {
      await moveClock(request, { offsetMs: SIXTEEN_MINUTES });
      await tick(page, page.getByRole('checkbox', { name: t.terms }));
      await tick(page, page.getByRole('checkbox', { name: t.data }));
      await tick(page, page.getByRole('checkbox', { name: t.tipConsent }));
      await press(page, page.getByRole('button', { name: t.pay }));
      await expect(page.getByText(t.expired).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${stepUrl(1, 'fr')}\\?panier=expire`));
    } finally {
      await moveClock(request, { reset: true });
    }
    // The amount is kept; the dropped cart is forgotten by the cookie and the session store.
    const group = page.getByRole('radiogroup', { name: t.amountGroup });
    await expect(group.getByRole('radio', { name: /50[,.]00/ })).toBeChecked();
    expect((await context.cookies()).some((cookie) => cookie.name === DONATION_FORM.cartCookie)).toBe(false);
    if (!isNoJs()) {
      await expect
        .poll(() => page.evaluate((id) => sessionStorage.getItem('ha-forms')?.includes(id) ?? false, cartId))
        .toBe(false);
    }
    expect((await charges(request, { cartId })).count).toBe(0);
    // And the journey goes on with a new cart.
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(page.getByRole('heading', { level: 2, name: t.payerHeading })).toBeVisible();
    expect(await cartIdOf(context)).not.toBe(cartId);
  },
);

test('a reload in the middle of the journey loses nothing @no-js', async ({ page, context, request }) => {
  // A free amount (42 €) chosen at step 1, nothing sent at step 2 yet.
  await apiCart(context, request, { amountCents: 4200, withPayer: false });
  await page.goto(stepUrl(2, 'fr'));
  await expect(page.getByText(t.step(2)).first()).toBeVisible();

  if (!isNoJs()) {
    // Typed, not sent: a reload brings it back (session store).
    await typeInto(page, page.getByRole('textbox', { name: t.firstName, exact: true }), payer.firstName);
    await typeInto(page, page.getByRole('textbox', { name: t.lastName, exact: true }), payer.lastName);
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue(payer.firstName);
    await expect(page.getByRole('textbox', { name: t.lastName, exact: true })).toHaveValue(payer.lastName);
  }
  await fillPayer(page, 'fr');
  await submitPayer(page, 'fr');
  await page.reload();
  await expect(page.getByText(t.step(3)).first()).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText(/42[,.]00/);

  // Back to step 2 (the stepper links to finished steps): what was sent is there.
  await tabTo(page, page.getByRole('link', { name: /Vos coordonnées/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(payer.email);
  await expect(page.getByRole('textbox', { name: t.city })).toHaveValue(payer.city);
  await page.reload();
  await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue(payer.firstName);
  // Back to step 1: the free amount.
  await page.goto(stepUrl(1, 'fr'));
  await expect(page.getByRole('radio', { name: t.other })).toBeChecked();
  await expect(page.getByRole('textbox', { name: t.otherField })).toHaveValue(/^42([.,]00)?$/);
});
