import { clockTest, expect } from '../support/fixtures';
import { isNoJs, press, typeInto } from '../support/keyboard';
import { CARDS, answerThreeDs, engineCopy, moveClock, type Lang } from '../support/journey';
import { chargesOfOrder, collectDue, monthlyCopy, payerWithMonthlyGift } from '../support/monthlyGift';
import { describeAxeCleanStates, type PageStates } from '../support/pageStates';

/**
 * The payer's monthly gift on the order page (issue 42), keyboard only, with and without
 * JavaScript (French with, English without): the card of the payments to come changed
 * through 3-D Secure, then the gift stopped after a confirmation step; the sandbox clock
 * moved two months on collects nothing. Each test has a payer and a gift of its own,
 * made through the API.
 */

/** French with JavaScript, English without (docs/testing.md pairs them). */
const langOf = (): Lang => (isNoJs() ? 'en' : 'fr');
const DAY = 86_400_000;

clockTest.describe('monthly gift @no-js', () => {
  // It moves the sandbox clock: exclusive, so no journey of another worker sees it move.
  clockTest(
    'changes the card (3-D Secure), then stops the gift; nothing is charged after',
    async ({ page, context, request }) => {
      const lang = langOf();
      const t = monthlyCopy[lang];
      const card = engineCopy[lang];
      const { orderId } = await payerWithMonthlyGift(context, request, lang);

      await page.goto(`utilisateur/commandes/${orderId}`);
      await expect(page.getByRole('heading', { level: 1, name: t.orderTitle(orderId) })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
      await expect(page.getByText(t.next)).toBeVisible();
      const rows = page
        .getByRole('table', { name: t.table })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') });
      await expect(rows).toHaveCount(12);
      await expect(rows.nth(0)).toContainText(t.paid);
      await expect(rows.nth(0).getByRole('link', { name: t.fiscalReceipt })).toBeVisible();
      await expect(rows.nth(1)).toContainText(t.toCome);

      // The card of the payments to come, through the card page and 3-D Secure.
      await press(page, page.getByRole('link', { name: t.changeCard }));
      await expect(page.getByRole('heading', { level: 1, name: t.cardTitle })).toBeVisible();
      await typeInto(page, page.getByRole('textbox', { name: card.cardNumber }), CARDS.threeDsSuccess);
      await typeInto(page, page.getByRole('textbox', { name: card.expiry }), '12/34');
      await typeInto(page, page.getByRole('textbox', { name: card.cvc }), '123');
      await press(page, page.getByRole('button', { name: t.saveCard }));
      await answerThreeDs(page, 'approve');
      await expect(page).toHaveURL(new RegExp(`/utilisateur/commandes/${orderId}\\?fait=carte`));
      await expect(page.getByRole('status').filter({ hasText: t.cardSaved })).toBeVisible();
      await expect(page.getByText(t.newCard)).toBeVisible();
      expect(await chargesOfOrder(request, orderId)).toBe(0);

      // Stopped after a confirmation step.
      await press(page, page.getByRole('link', { name: t.stop }));
      await expect(page.getByRole('heading', { level: 1, name: t.stopTitle })).toBeVisible();
      await press(page, page.getByRole('button', { name: t.confirmStop }));
      await expect(page).toHaveURL(new RegExp(`/utilisateur/commandes/${orderId}\\?fait=arret`));
      const notice = page.getByRole('status').filter({ hasText: t.stopped });
      await expect(notice).toBeVisible();
      if (!isNoJs()) {
        // The focus starts on what was just done (the banner's box), not at the top of the page.
        await expect(page.locator(':focus')).toContainText(t.stopped);
      }
      await expect(page.getByText(t.stoppedSince)).toBeVisible();
      await expect(page.getByRole('link', { name: t.stop })).toHaveCount(0);
      await expect(rows.nth(0)).toContainText(t.paid);
      for (const index of [1, 11]) await expect(rows.nth(index)).toContainText(t.canceled);

      // Two months later, nothing is collected.
      await moveClock(request, { offsetMs: 65 * DAY });
      try {
        expect(await collectDue(request, orderId)).toBe(0);
      } finally {
        await moveClock(request, { reset: true });
      }
      expect(await chargesOfOrder(request, orderId)).toBe(0);
      await page.reload();
      await expect(rows.filter({ hasText: t.paid })).toHaveCount(1);
      await expect(rows.filter({ hasText: t.canceled })).toHaveCount(11);
    },
  );
});

const states: PageStates = {
  'order page: a monthly gift to manage': async ({ page, context, request, lang: stateLang }) => {
    const { orderId } = await payerWithMonthlyGift(context, request, stateLang, 'don-mensuel-a11y');
    await page.goto(`utilisateur/commandes/${orderId}`);
    await expect(page.getByRole('heading', { level: 2, name: monthlyCopy[stateLang].heading })).toBeVisible();
  },
  'stopping a monthly gift: the confirmation step': async ({ page, context, request, lang: stateLang }) => {
    const { orderId } = await payerWithMonthlyGift(context, request, stateLang, 'don-mensuel-a11y');
    await page.goto(`utilisateur/commandes/${orderId}/arreter`);
    await expect(page.getByRole('heading', { level: 1, name: monthlyCopy[stateLang].stopTitle })).toBeVisible();
  },
  'changing the card of a monthly gift: the card page': async ({ page, context, request, lang: stateLang }) => {
    const { orderId } = await payerWithMonthlyGift(context, request, stateLang, 'don-mensuel-a11y');
    await page.goto(`paiement/carte/${orderId}${stateLang === 'en' ? '/en' : ''}`);
    await expect(page.getByRole('heading', { level: 1, name: monthlyCopy[stateLang].cardTitle })).toBeVisible();
  },
};

describeAxeCleanStates('monthly gift pages are axe-clean', states);
