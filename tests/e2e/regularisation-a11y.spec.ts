import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '../support/fixtures';
import { describeAxeCleanStates, type PageStates } from '../support/pageStates';
import { CARDS, api, apiAbandon, apiCard, origin, type Lang } from '../support/journey';
import {
  orderCopy,
  payerWithRefusedInstalment,
  regularisationCardUrl,
  regularisationCopy,
  regularisationUrl,
} from '../support/regularisation';
import { passwordGrant, setSessionCookies } from '../support/shell';

/**
 * Every page and state of the regularisation and of the order page, axe-clean in both
 * languages, with and without JavaScript, at 375 and 1200 px (the pairs of
 * describeAxeCleanStates). Each state has its payer and refused instalment, and reaches
 * its state through the sandbox API.
 */
async function signedInPayer(context: BrowserContext, request: APIRequestContext, lang: Lang) {
  const { account, instalment } = await payerWithRefusedInstalment(request, 'regul-a11y');
  const tokens = await passwordGrant(request, account.email);
  await setSessionCookies(context, tokens);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: origin }]);
  /** The instalment's regularisation request, opened as its payer (POST card-embed/{id}/reinitialize). */
  const openRequest = async () => {
    const response = await request.post(`${api}/payments/card-embed/${instalment.paymentId}/reinitialize`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { paymentRequestId: string }).paymentRequestId;
  };
  return { instalment, openRequest };
}

const states: PageStates = {
  'regularisation: the unpaid instalment': async ({ page, context, request, lang }) => {
    const { instalment } = await signedInPayer(context, request, lang);
    await page.goto(regularisationUrl(instalment.paymentId, lang));
    await expect(page.getByRole('heading', { level: 1, name: regularisationCopy[lang].unpaid })).toBeVisible();
  },
  'regularisation: card page': async ({ page, context, request, lang }) => {
    const { instalment } = await signedInPayer(context, request, lang);
    await page.goto(regularisationCardUrl(instalment.paymentId, lang));
    await expect(page.getByText(regularisationCopy[lang].instalment)).toBeVisible();
  },
  'regularisation: card page after a refused card': async ({ page, context, request, lang }) => {
    const { instalment, openRequest } = await signedInPayer(context, request, lang);
    const paymentRequestId = await openRequest();
    await apiCard(request, paymentRequestId, CARDS.refused);
    await page.goto(`${regularisationCardUrl(instalment.paymentId, lang)}?paymentRequestId=${paymentRequestId}`);
    await expect(page.getByText(lang === 'fr' ? 'Paiement refusé' : 'Payment refused').first()).toBeVisible();
  },
  'regularisation: 3-D Secure waiting, with another card offered': async ({ page, context, request, lang }) => {
    const { instalment, openRequest } = await signedInPayer(context, request, lang);
    await apiCard(request, await openRequest(), CARDS.threeDsSuccess);
    await page.goto(regularisationCardUrl(instalment.paymentId, lang));
    await expect(page.getByRole('button', { name: regularisationCopy[lang].changeCard })).toBeVisible();
  },
  'regularisation: confirmation': async ({ page, context, request, lang }) => {
    const { instalment, openRequest } = await signedInPayer(context, request, lang);
    const paymentRequestId = await openRequest();
    await apiCard(request, paymentRequestId, CARDS.success);
    await page.goto(
      `${regularisationUrl(instalment.paymentId, lang, 'confirmation')}?paymentRequestId=${paymentRequestId}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: regularisationCopy[lang].settled })).toBeVisible();
  },
  'regularisation: the instalment already paid': async ({ page, context, request, lang }) => {
    const { instalment, openRequest } = await signedInPayer(context, request, lang);
    const paymentRequestId = await openRequest();
    await apiCard(request, paymentRequestId, CARDS.success);
    // The confirmation page captures what the provider accepted.
    await page.goto(
      `${regularisationUrl(instalment.paymentId, lang, 'confirmation')}?paymentRequestId=${paymentRequestId}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: regularisationCopy[lang].settled })).toBeVisible();
    await page.goto(regularisationUrl(instalment.paymentId, lang));
    await expect(page.getByRole('heading', { level: 1, name: regularisationCopy[lang].alreadyPaid })).toBeVisible();
  },
  'regularisation: failure': async ({ page, context, request, lang }) => {
    const { instalment, openRequest } = await signedInPayer(context, request, lang);
    const paymentRequestId = await openRequest();
    await apiCard(request, paymentRequestId, CARDS.refused);
    await page.goto(`${regularisationUrl(instalment.paymentId, lang, 'echec')}?paymentRequestId=${paymentRequestId}`);
    await expect(page.getByRole('heading', { level: 1, name: regularisationCopy[lang].refusedTitle })).toBeVisible();
  },
  'regularisation: cancellation': async ({ page, context, request, lang }) => {
    const { instalment, openRequest } = await signedInPayer(context, request, lang);
    const paymentRequestId = await openRequest();
    await apiAbandon(request, paymentRequestId);
    await page.goto(
      `${regularisationUrl(instalment.paymentId, lang, 'annulation')}?paymentRequestId=${paymentRequestId}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: regularisationCopy[lang].cancelledTitle })).toBeVisible();
  },
  'regularisation: pending, with no request to follow': async ({ page, context, request, lang }) => {
    const { instalment } = await signedInPayer(context, request, lang);
    await page.goto(regularisationUrl(instalment.paymentId, lang, 'en-attente'));
    await expect(page.getByRole('heading', { level: 1, name: regularisationCopy[lang].pendingTitle })).toBeVisible();
  },
  'order page with its schedule': async ({ page, context, request, lang }) => {
    const { instalment } = await signedInPayer(context, request, lang);
    await page.goto(`utilisateur/commandes/${instalment.orderId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: orderCopy[lang].title(instalment.orderId) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: orderCopy[lang].regularise })).toBeVisible();
  },
};

describeAxeCleanStates('regularisation and order pages are axe-clean', states);
