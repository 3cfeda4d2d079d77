import { expect, test } from './donation-fixtures';
import {
  CARDS,
  answerThreeDs,
  charges,
  copy,
  payByCard,
  paymentRequestIdOf,
  press,
  reachCardPage,
  type Lang,
} from '../support/donation';

/** Card outcomes of the demo donation, keyboard only, with and without JavaScript. */
for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  const t = copy[lang];

  test.describe(`card payment (${lang}) @no-js`, () => {
    test('3-D Secure approved: confirmed, charged once', async ({ page, request }) => {
      await reachCardPage(page, lang, { keepTip: false });
      const paymentRequestId = paymentRequestIdOf(page);
      await payByCard(page, lang, CARDS.threeDsSuccess);
      await answerThreeDs(page, 'approve');
      await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
      const made = await charges(request, { paymentRequestId });
      expect(made.count).toBe(1);
      expect(made.data[0]?.amount).toBe(5000);
    });

    test('3-D Secure failed: nothing charged, the payer may try another card', async ({ page, request }) => {
      await reachCardPage(page, lang, { keepTip: false });
      const paymentRequestId = paymentRequestIdOf(page);
      await payByCard(page, lang, CARDS.threeDsFailure);
      await answerThreeDs(page, 'approve');
      await expect(page.getByText(t.authFailed).first()).toBeVisible();
      expect((await charges(request, { paymentRequestId })).count).toBe(0);
      await payByCard(page, lang, CARDS.success);
      await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
      expect((await charges(request, { paymentRequestId })).count).toBe(1);
    });

    test('refused card: the refusal and the bank’s reason are shown, nothing is charged', async ({ page, request }) => {
      await reachCardPage(page, lang, { keepTip: false });
      const paymentRequestId = paymentRequestIdOf(page);
      await payByCard(page, lang, CARDS.refused);
      await expect(page.getByText(t.refused).first()).toBeVisible();
      await expect(page.getByText(lang === 'fr' ? /carte refusée/ : /card declined/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
      expect((await charges(request, { paymentRequestId })).count).toBe(0);
    });

    test('abandoned payment: the cancellation page, nothing charged, the payment can be resumed', async ({
      page,
      request,
    }) => {
      await reachCardPage(page, lang, { keepTip: false });
      const paymentRequestId = paymentRequestIdOf(page);
      await press(page, page.getByRole('button', { name: t.abandon }));
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      await expect(page).toHaveURL(/\/redirection(\/en)?\?outcome=annulation/);
      expect((await charges(request, { paymentRequestId })).count).toBe(0);
      await press(
        page,
        page.getByRole('link', { name: lang === 'fr' ? 'Réessayer le paiement' : 'Try the payment again' }),
      );
      await payByCard(page, lang, CARDS.success);
      await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
    });

    test('3-D Secure abandoned: the payment is cancelled, nothing charged', async ({ page, request }) => {
      await reachCardPage(page, lang, { keepTip: false });
      const paymentRequestId = paymentRequestIdOf(page);
      await payByCard(page, lang, CARDS.threeDsSuccess);
      await answerThreeDs(page, 'abandon');
      await expect(page.getByText(t.cancelled).first()).toBeVisible();
      expect((await charges(request, { paymentRequestId })).count).toBe(0);
    });
  });
}
