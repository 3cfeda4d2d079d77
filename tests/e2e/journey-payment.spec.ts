import { expect, test } from '../support/fixtures';
import { isNoJs, press, tabTo, tick, typeInto } from '../support/keyboard';
import { holdScripts, waitForHydration } from '../support/screenReader';
import {
  CARDS,
  DONATION_FORM,
  answerThreeDs,
  api,
  apiCart,
  apiPayment,
  apiPaymentRequest,
  charges,
  engineCopy,
  payByCard,
  ok,
  paymentPageUrl,
} from '../support/journey';
import { copy } from '../support/donation';
import { apiKindCart, KIND_TIERS, PAYMENT_FORM } from '../support/kinds';

/**
 * The card page and its outcomes, once for the journey engine (every form kind pays
 * here): the cart, its payer and its payment request are made through the sandbox API,
 * then the card page is opened directly and used with the keyboard only, with and
 * without JavaScript. French here; each page's English copy is checked by
 * journey-a11y.spec.ts.
 */
const t = engineCopy.fr;
const thanks = DONATION_FORM.thanks.fr;

test.describe('card payment @no-js', () => {
  test('3-D Secure approved: confirmed, charged once', async ({ page, context, request }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(paymentPageUrl(paymentRequestId));
    await payByCard(page, 'fr', CARDS.threeDsSuccess);
    await answerThreeDs(page, 'approve');
    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    const made = await charges(request, { paymentRequestId });
    expect(made.count).toBe(1);
    expect(made.data[0]?.amount).toBe(5000);
  });

  test('a card typed before the page hydrated is kept, and paid with', async ({ page, context, request }) => {
    test.skip(isNoJs(), 'hydration: JavaScript only');
    const { paymentRequestId } = await apiPayment(context, request);
    // A slow phone: the payer types the card while the page's scripts load. They are held
    // until the card is typed; then the page hydrates, and the next keystroke renders the
    // form again (which used to put the card number back to empty).
    const releaseScripts = await holdScripts(page);
    await page.goto(paymentPageUrl(paymentRequestId), { waitUntil: 'domcontentloaded' });
    await typeInto(page, page.getByRole('textbox', { name: t.cardNumber }), CARDS.threeDsSuccess);
    await expect(page.locator('form[data-server-form]')).not.toHaveAttribute('data-hydrated');
    releaseScripts();
    await waitForHydration(page);
    await typeInto(page, page.getByRole('textbox', { name: t.expiry }), '12/34');
    await typeInto(page, page.getByRole('textbox', { name: t.cvc }), '123');
    await expect(page.getByRole('textbox', { name: t.cardNumber })).toHaveValue(CARDS.threeDsSuccess);
    await press(page, page.getByRole('button', { name: t.pay }));
    await answerThreeDs(page, 'approve');
    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    expect((await charges(request, { paymentRequestId })).count).toBe(1);
  });

  test('3-D Secure failed: nothing charged, the payer may try another card', async ({ page, context, request }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(paymentPageUrl(paymentRequestId));
    await payByCard(page, 'fr', CARDS.threeDsFailure);
    await answerThreeDs(page, 'approve');
    await expect(page.getByText(t.authFailed).first()).toBeVisible();
    expect((await charges(request, { paymentRequestId })).count).toBe(0);
    await payByCard(page, 'fr', CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    expect((await charges(request, { paymentRequestId })).count).toBe(1);
  });

  test('refused card: the refusal and the bank’s reason are shown, nothing is charged', async ({
    page,
    context,
    request,
  }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(paymentPageUrl(paymentRequestId));
    await payByCard(page, 'fr', CARDS.refused);
    await expect(page.getByText(t.refused).first()).toBeVisible();
    await expect(page.getByText(t.declined)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
    expect((await charges(request, { paymentRequestId })).count).toBe(0);
  });

  test('abandoned payment: the cancellation page, nothing charged, the payment can be resumed', async ({
    page,
    context,
    request,
  }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(paymentPageUrl(paymentRequestId));
    await press(page, page.getByRole('button', { name: t.abandon }));
    await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
    await expect(page).toHaveURL(/\/redirection\?outcome=annulation/);
    expect((await charges(request, { paymentRequestId })).count).toBe(0);
    await press(page, page.getByRole('link', { name: t.retry }));
    await payByCard(page, 'fr', CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    expect((await charges(request, { paymentRequestId })).count).toBe(1);
  });

  test('3-D Secure abandoned: the payment is cancelled, nothing charged', async ({ page, context, request }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(paymentPageUrl(paymentRequestId));
    await payByCard(page, 'fr', CARDS.threeDsSuccess);
    await answerThreeDs(page, 'abandon');
    await expect(page.getByText(t.cancelled).first()).toBeVisible();
    expect((await charges(request, { paymentRequestId })).count).toBe(0);
  });

  test('a double press on Pay, on the last step and on the card page, charges once', async ({
    page,
    context,
    request,
  }) => {
    const cartId = await apiCart(context, request);
    // The form's last step (the donation's summary stands for any kind's): twice Enter on "Pay".
    await page.goto(`${DONATION_FORM.path}/3`);
    await tick(page, page.getByRole('checkbox', { name: copy.fr.tipConsent }));
    await tick(page, page.getByRole('checkbox', { name: copy.fr.terms }));
    await tick(page, page.getByRole('checkbox', { name: copy.fr.data }));
    await tabTo(page, page.getByRole('button', { name: t.pay }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter').catch(() => {});
    await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
    // The card page: twice Enter on "Pay" as well.
    await payByCard(page, 'fr', CARDS.success);
    await page.keyboard.press('Enter').catch(() => {});
    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    expect((await charges(request, { cartId })).count).toBe(1);
  });
});

test('an order in 3 instalments: the card page says the first of 3 and shows the schedule @no-js', async ({
  page,
  context,
  request,
}) => {
  const cartId = await apiKindCart(
    context,
    request,
    PAYMENT_FORM,
    ['Hugo', 'Inès'].map((firstName) => ({
      tierId: KIND_TIERS.museum,
      participant: { firstName, lastName: 'Martin' },
    })),
    { withPayer: true },
  );
  await ok(
    await request.put(`${api}/carts/${cartId}/installments`, {
      data: { installments: { frequency: 'Installment', count: 3 } },
    }),
    'installments',
  );
  const paymentRequestId = await apiPaymentRequest(request, cartId);
  for (const lang of ['fr', 'en'] as const) {
    await page.goto(paymentPageUrl(paymentRequestId, lang));
    const recap = page.getByRole('table', { name: lang === 'fr' ? 'Votre paiement' : 'Your payment' });
    const first = lang === 'fr' ? 'À payer maintenant : 1re échéance sur 3' : 'To pay now: 1st instalment of 3';
    await expect(recap.getByRole('row', { name: new RegExp(`^${first}`) })).toBeVisible();
    const schedule = page.getByRole('table', {
      name: lang === 'fr' ? 'Échéancier de paiement en 3 fois' : 'Payment schedule in 3 instalments',
    });
    // A header row and 3 dates; the first date's amount is what is paid now.
    await expect(schedule.getByRole('row')).toHaveCount(4);
    const pay = await page.getByRole('button', { name: lang === 'fr' ? /^Payer / : /^Pay / }).innerText();
    await expect(schedule.getByRole('row').nth(1)).toContainText(pay.replace(/^(Payer|Pay)\s/, ''));
  }
});
