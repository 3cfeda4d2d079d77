import { expect } from '../support/fixtures';
import { describeAxeCleanStates, type PageStates } from '../support/pageStates';
import {
  CARDS,
  DONATION_FORM,
  apiAbandon,
  apiCard,
  apiPayment,
  apiThreeDs,
  enSuffix,
  engineCopy,
  paymentPageUrl,
} from '../support/journey';

/**
 * The journey engine's pages, shared by every form kind: the card page in each of its
 * states, the confirmation and the redirection outcomes. Each state is prepared through
 * the sandbox API, then the page is opened directly.
 */
const states: PageStates = {
  'card page': async ({ page, context, request, lang }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(paymentPageUrl(paymentRequestId, lang));
    await expect(page.getByRole('textbox', { name: engineCopy[lang].cardNumber })).toBeVisible();
  },
  'card page after a refused card': async ({ page, context, request, lang }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await apiCard(request, paymentRequestId, CARDS.refused);
    await page.goto(paymentPageUrl(paymentRequestId, lang));
    await expect(page.getByText(engineCopy[lang].refused).first()).toBeVisible();
  },
  'card page after a failed 3-D Secure': async ({ page, context, request, lang }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    const { redirectUrl } = await apiCard(request, paymentRequestId, CARDS.threeDsFailure);
    await apiThreeDs(request, redirectUrl ?? '', 'approve');
    await page.goto(paymentPageUrl(paymentRequestId, lang));
    await expect(page.getByText(engineCopy[lang].authFailed).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: engineCopy[lang].cardNumber })).toBeVisible();
  },
  'card page with a card error': async ({ page, context, request, lang }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await page.goto(
      `${paymentPageUrl(paymentRequestId, lang)}?errorCode=INVALID_CARD_NUMBER&paymentRequestId=${paymentRequestId}`,
    );
    await expect(page.getByRole('textbox', { name: engineCopy[lang].cardNumber })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
  confirmation: async ({ page, context, request, lang }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await apiCard(request, paymentRequestId, CARDS.success);
    await page.goto(paymentPageUrl(paymentRequestId, lang));
    await expect(page.getByRole('heading', { level: 1, name: DONATION_FORM.thanks[lang] })).toBeVisible();
  },
  'redirection: cancelled': async ({ page, context, request, lang }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await apiAbandon(request, paymentRequestId);
    await page.goto(
      `${DONATION_FORM.path}/redirection${enSuffix(lang)}?outcome=annulation&paymentRequestId=${paymentRequestId}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: engineCopy[lang].cancelled })).toBeVisible();
  },
  'redirection: refused': async ({ page, context, request, lang }) => {
    const { paymentRequestId } = await apiPayment(context, request);
    await apiCard(request, paymentRequestId, CARDS.refused);
    await page.goto(
      `${DONATION_FORM.path}/redirection${enSuffix(lang)}?outcome=echec&paymentRequestId=${paymentRequestId}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: engineCopy[lang].refused })).toBeVisible();
  },
  'redirection: expired': async ({ page, lang }) => {
    await page.goto(`${DONATION_FORM.path}/redirection${enSuffix(lang)}?outcome=echec&code=CART_EXPIRED`);
    await expect(page.getByRole('heading', { level: 1, name: engineCopy[lang].outcomeExpired })).toBeVisible();
  },
  'redirection: duplicated': async ({ page, lang }) => {
    await page.goto(`redirection${enSuffix(lang)}?outcome=echec&code=DUPLICATED_PAYMENT`);
    await expect(page.getByRole('heading', { level: 1, name: engineCopy[lang].duplicated })).toBeVisible();
  },
  'redirection: pending': async ({ page, lang }) => {
    await page.goto(`redirection${enSuffix(lang)}?outcome=confirmation`);
    await expect(page.getByRole('heading', { level: 1, name: engineCopy[lang].pending })).toBeVisible();
  },
};

describeAxeCleanStates('payment pages are axe-clean', states);
