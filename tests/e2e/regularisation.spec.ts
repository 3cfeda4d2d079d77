import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isNoJs, press, typeInto } from '../support/keyboard';
import {
  CARDS,
  DONATION_FORM,
  answerThreeDs,
  apiPayment,
  engineCopy,
  origin,
  payByCard,
  type Lang,
} from '../support/journey';
import {
  orderCopy,
  chargesOf,
  payerWithRefusedInstalment,
  regularisationCardUrl,
  regularisationCopy,
  regularisationUrl,
  signInAs,
} from '../support/regularisation';
import { DEMO_PASSWORD, createAccount } from '../support/shell';

/**
 * The regularisation of a refused instalment (SPEC §2 /paiement/regularisation/…) and the
 * payer's order page, keyboard only, with and without JavaScript; each test has a payer
 * and a refused instalment of its own (POST __test/refused-instalment), so the suite runs
 * again on the same database. Languages and JavaScript modes are paired (docs/testing.md):
 * a test runs in French with JavaScript and in English without, the next the other way.
 */

const langOf = (withJs: Lang): Lang =>
  isNoJs() ?
    withJs === 'fr' ?
      'en'
    : 'fr'
  : withJs;

/** The language cookie too: the sign-in page and the provider's 3-D Secure page follow it. */
async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: origin }]);
}

const prOf = (url: string) => new URL(url).searchParams.get('paymentRequestId') ?? '';

test.describe('regularisation @no-js', () => {
  test('a refused instalment paid with a new card after 3-D Secure; the order shows it paid; opened again, it says so', async ({
    page,
    context,
    request,
  }) => {
    const lang = langOf('fr');
    const t = regularisationCopy[lang];
    const o = orderCopy[lang];
    await useLanguage(context, lang);
    const { account, instalment } = await payerWithRefusedInstalment(request);
    await signInAs(context, request, account.email);

    // Which instalment failed: its number, amount, form and association.
    await page.goto(regularisationUrl(instalment.paymentId, lang));
    await expect(page.getByRole('heading', { level: 1, name: t.unpaid })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(t.instalment)).toBeVisible();
    await expect(main.getByText(t.amount)).toBeVisible();
    await expect(main.getByText(t.form)).toBeVisible();
    await expect(main.getByText(t.organization)).toBeVisible();

    // Paid again with a new card that asks for 3-D Secure.
    await press(page, page.getByRole('link', { name: t.pay }));
    await expect(page.getByRole('heading', { level: 1, name: t.cardTitle })).toBeVisible();
    await payByCard(page, lang, CARDS.threeDsSuccess);
    await answerThreeDs(page, 'approve');
    await expect(page.getByRole('heading', { level: 1, name: t.settled })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/paiement/regularisation/confirmation/${instalment.paymentId}`));
    const paymentRequestId = prOf(page.url());
    expect(paymentRequestId).toMatch(/^pr_/);
    const made = await chargesOf(request, paymentRequestId);
    expect(made.count).toBe(1);
    expect(made.data[0]?.amount).toBe(1300);

    // The order: the schedule with each instalment's status.
    await press(page, page.getByRole('link', { name: t.orderLink }));
    await expect(page.getByRole('heading', { level: 1, name: o.title(instalment.orderId) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: o.schedule })).toBeVisible();
    const items = page
      .getByRole('table', { name: o.table })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(o.paid);
    await expect(items.nth(1)).toContainText(o.paid);
    await expect(items.nth(2)).toContainText(o.toCome);
    await expect(page.getByRole('link', { name: o.regularise })).toHaveCount(0);

    // The same instalment opened again: paid, nothing to pay; its card page sends there too.
    await page.goto(regularisationUrl(instalment.paymentId, lang));
    await expect(page.getByRole('heading', { level: 1, name: t.alreadyPaid })).toBeVisible();
    await expect(page.getByRole('link', { name: t.pay })).toHaveCount(0);
    await page.goto(regularisationCardUrl(instalment.paymentId, lang));
    await expect(page.getByRole('heading', { level: 1, name: t.alreadyPaid })).toBeVisible();
    expect((await chargesOf(request, paymentRequestId)).count).toBe(1);
  });

  test('a refused card, then abandoning: the refusal, the cancellation page, nothing charged, and paid at last', async ({
    page,
    context,
    request,
  }) => {
    const lang = langOf('en');
    const t = regularisationCopy[lang];
    await useLanguage(context, lang);
    const { account, instalment } = await payerWithRefusedInstalment(request);
    await signInAs(context, request, account.email);

    await page.goto(regularisationCardUrl(instalment.paymentId, lang));
    await expect(page.getByText(t.instalment)).toBeVisible();
    await payByCard(page, lang, CARDS.refused);
    await expect(page.getByText(engineCopy[lang].refused).first()).toBeVisible();
    await expect(page.getByText(engineCopy[lang].declined)).toBeVisible();

    await press(page, page.getByRole('button', { name: engineCopy[lang].abandon }));
    await expect(page.getByRole('heading', { level: 1, name: t.cancelledTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/paiement/regularisation/annulation/${instalment.paymentId}`));
    const paymentRequestId = prOf(page.url());
    expect((await chargesOf(request, paymentRequestId)).count).toBe(0);

    await press(page, page.getByRole('link', { name: t.payAgain }));
    await payByCard(page, lang, CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: t.settled })).toBeVisible();
  });

  test('an anonymous visitor is asked to sign in and comes back; another payer gets the 404 page, an unverified account the 403', async ({
    page,
    context,
    request,
  }) => {
    const lang = langOf('fr');
    const t = regularisationCopy[lang];
    const o = orderCopy[lang];
    await useLanguage(context, lang);
    const { account, instalment } = await payerWithRefusedInstalment(request);

    // Anonymous: the sign-in page, then back to the instalment; nothing of it before.
    await page.goto(regularisationUrl(instalment.paymentId, lang));
    await expect(page).toHaveURL(/\/forms\/connexion\?redirectTo=%2Fpaiement%2Fregularisation%2F/);
    await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
    await expect(page.getByText(t.instalment)).toHaveCount(0);
    const main = page.getByRole('main');
    await typeInto(page, main.getByLabel(lang === 'fr' ? 'Adresse électronique' : 'Email address'), account.email);
    await typeInto(page, main.getByLabel(lang === 'fr' ? 'Mot de passe' : 'Password', { exact: true }), DEMO_PASSWORD);
    await press(page, main.getByRole('button', { name: t.signIn }));
    await expect(page.getByRole('heading', { level: 1, name: t.unpaid })).toBeVisible();

    // Its order, with the refused instalment to regularise.
    await page.goto(`utilisateur/commandes/${instalment.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: o.title(instalment.orderId) })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: o.table })
        .getByRole('row')
        .filter({ hasText: o.instalment(2) }),
    ).toContainText(o.unpaid);
    await press(page, page.getByRole('link', { name: o.regularise }));
    await expect(page.getByRole('heading', { level: 1, name: t.unpaid })).toBeVisible();

    // Another payer, signed in: the 404 of an unknown id on every page of the instalment and on the order.
    const stranger = await createAccount(request, { label: 'autre-payeur' });
    await context.clearCookies();
    await useLanguage(context, lang);
    await signInAs(context, request, stranger.email);
    for (const url of [
      regularisationUrl(instalment.paymentId, lang),
      regularisationCardUrl(instalment.paymentId, lang),
      regularisationUrl(instalment.paymentId, lang, 'confirmation'),
      `utilisateur/commandes/${instalment.orderId}`,
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      // With or without JavaScript: the 404 page is in the HTML (scripts/patch-next.mjs, fix 3).
      await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
      // Nothing of the order, not even in the page's data for the client (an item's name).
      expect(await page.content()).not.toContain('Place au premier rang');
      await expect(page.getByText(t.instalment)).toHaveCount(0);
    }

    // An account whose email is not verified: the 403 page (SPEC §8), nothing of the instalment.
    const unverified = await createAccount(request, { label: 'non-verifie', verified: false });
    await context.clearCookies();
    await useLanguage(context, lang);
    await signInAs(context, request, unverified.email);
    await page.goto(regularisationUrl(instalment.paymentId, lang));
    await expect(page.getByRole('heading', { level: 1, name: t.forbidden })).toBeVisible();
    expect(await page.content()).not.toContain('Place au premier rang');

    // Anonymous again, on the order page: signing in is asked for.
    await context.clearCookies();
    await page.goto(`utilisateur/commandes/${instalment.orderId}`);
    await expect(page).toHaveURL(/\/forms\/connexion\?redirectTo=%2Futilisateur%2Fcommandes%2F/);
  });
});

/**
 * The second address of the embedded card page (SPEC §2 /paiement/embarque-ha/{id}): the
 * same page as /paiement/embarque/{id}, which it comes back to; the confirmation shows
 * the payment's summary (GET /payments/summary).
 */
test.describe('embedded payment variants @no-js', () => {
  test('paid on /paiement/embarque-ha/{id}: the confirmation with what was paid', async ({
    page,
    context,
    request,
  }) => {
    const lang = langOf('en');
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(`paiement/embarque-ha/${paymentRequestId}${lang === 'en' ? '/en' : ''}`);
    await expect(page.getByRole('table', { name: lang === 'fr' ? 'Votre paiement' : 'Your payment' })).toBeVisible();
    await payByCard(page, lang, CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: DONATION_FORM.thanks[lang] })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/paiement/embarque/confirmation/${paymentRequestId}`));
    await expect(page.getByRole('table', { name: lang === 'fr' ? 'Votre paiement' : 'Your payment' })).toBeVisible();
    expect((await chargesOf(request, paymentRequestId)).count).toBe(1);
  });
});
