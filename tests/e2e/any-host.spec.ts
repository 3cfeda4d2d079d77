import { request as httpRequest } from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { press, typeInto } from '../support/keyboard';
import { acceptAndPay, chooseAmount, copy, fillPayer, stepUrl, submitPayer } from '../support/donation';
import {
  acceptConsents,
  apiEventCart,
  EVENT_FORM,
  eventCopy,
  eventStepUrl,
  submitStep,
  TIERS,
} from '../support/placesJourney';
import {
  answerThreeDs,
  apiPayment,
  CARDS,
  charges,
  DONATION_FORM,
  origin as configuredOrigin,
  payByCard,
  payer,
  paymentPageUrl,
  paymentRequestIdOf,
  port,
} from '../support/journey';
import { CHECKOUT_ORGANIZATION, prepareCart } from '../support/checkout';

/**
 * Payment on whatever host name the visitor typed (issue 37): the app opened as 127.0.0.1
 * while FORMS_PUBLIC_ORIGIN is left at its default (localhost). The card form, the
 * provider's answers (303 without JavaScript), the 3-D Secure page and the confirmation
 * must all stay on 127.0.0.1 — a hop to localhost is refused by the page's
 * `form-action 'self'` and loses the visitor's cookies. One journey per kind the issue
 * names (donation, event, checkout), each with and without JavaScript, and 3-D Secure.
 */
const visited = `http://127.0.0.1:${port}`;
test.use({ baseURL: `${visited}/forms/` });

/** Every address the page's main frame went to: navigations, each redirect hop, client-side moves. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

async function expectStayedOnVisitedOrigin(page: Page, seen: readonly string[]) {
  expect(seen.length).toBeGreaterThan(2);
  expect(seen.filter((url) => new URL(url).origin !== visited)).toEqual([]);
  expect(new URL(page.url()).origin).toBe(visited);
}

/** The card form posts to our provider by its path and asks to come back by a path. */
async function expectCardFormOnThisOrigin(page: Page) {
  const returnUrl = page.locator('input[type="hidden"][name="returnUrl"]');
  await expect(returnUrl).toHaveValue(/^\/forms\/paiement\/embarque\/pr_/);
  await expect(page.locator('form:has(input[name="returnUrl"])')).toHaveAttribute(
    'action',
    /^\/forms\/sandbox\/provider\/payments\/pr_[^/]+\/card$/,
  );
}

/** Cookies the API helpers put on localhost (the suite's base), put on 127.0.0.1 as well. */
async function copyCookiesToVisitedHost(context: BrowserContext) {
  const onConfigured = (await context.cookies()).filter(({ domain }) => domain === new URL(configuredOrigin).hostname);
  expect(onConfigured.length).toBeGreaterThan(0);
  await context.addCookies(
    onConfigured.map(({ name, value, path, httpOnly, sameSite }) => ({
      name,
      value,
      path,
      httpOnly,
      sameSite,
      domain: '127.0.0.1',
    })),
  );
}

test('a donation, every step then the card, paid on 127.0.0.1 @no-js', async ({ page, request }) => {
  const seen = recordNavigations(page);
  await page.goto(stepUrl(null, 'fr'));
  await chooseAmount(page, 'fr');
  await fillPayer(page, 'fr');
  await submitPayer(page, 'fr');
  await acceptAndPay(page, 'fr', { keepTip: false });
  await expectCardFormOnThisOrigin(page);
  const paymentRequestId = paymentRequestIdOf(page);
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: copy.fr.thanks })).toBeVisible();
  await expectStayedOnVisitedOrigin(page, seen);
  expect((await charges(request, { paymentRequestId })).data.map((charge) => charge.amount)).toEqual([5000]);
});

test('an event’s place paid on 127.0.0.1 @no-js', async ({ page, context, request }) => {
  const t = eventCopy.fr;
  await apiEventCart(context, request, [{ tierId: TIERS.support, customAmount: 2000 }], { withPayer: true });
  await copyCookiesToVisitedHost(context);
  const seen = recordNavigations(page);
  await page.goto(eventStepUrl(3, 'fr'));
  await press(page, page.getByRole('button', { name: t.tipRemove }));
  await acceptConsents(page, 'fr');
  await press(page, page.getByRole('button', { name: /^Payer / }));
  await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
  await expectCardFormOnThisOrigin(page);
  const paymentRequestId = paymentRequestIdOf(page);
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: EVENT_FORM.thanks.fr })).toBeVisible();
  await expectStayedOnVisitedOrigin(page, seen);
  expect((await charges(request, { paymentRequestId })).data.map((charge) => charge.amount)).toEqual([2000]);
});

test('a checkout another site prepared, paid on 127.0.0.1 @no-js', async ({ page, request }) => {
  const t = eventCopy.fr;
  const cartId = await prepareCart(request, {
    payer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email },
  });
  const seen = recordNavigations(page);
  await page.goto(`associations/${CHECKOUT_ORGANIZATION}/checkout/${cartId}`);
  await press(page, page.getByRole('link', { name: 'Continuer vers vos coordonnées' }));
  await typeInto(page, page.getByRole('textbox', { name: t.emailConfirmation }), payer.email);
  await submitStep(page, 'fr');
  await press(page, page.getByRole('button', { name: t.tipRemove }));
  await acceptConsents(page, 'fr');
  await press(page, page.getByRole('button', { name: /^Payer / }));
  await expectCardFormOnThisOrigin(page);
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  await expectStayedOnVisitedOrigin(page, seen);
  expect((await charges(request, { cartId })).data.map((charge) => charge.amount)).toEqual([2500]);
});

test('3-D Secure on 127.0.0.1: the challenge and the confirmation stay there, with the visitor’s cookies @no-js', async ({
  page,
  context,
  request,
}) => {
  const { paymentRequestId } = await apiPayment(context, request);
  // The language cookie exists on 127.0.0.1 only: an English challenge proves it was sent.
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: visited }]);
  const seen = recordNavigations(page);
  await page.goto(paymentPageUrl(paymentRequestId));
  await expectCardFormOnThisOrigin(page);
  await payByCard(page, 'en', CARDS.threeDsSuccess);
  await expect(page).toHaveURL(new RegExp(`^${visited}/forms/sandbox/provider/3ds/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await answerThreeDs(page, 'approve');
  await expect(page.getByRole('heading', { level: 1, name: DONATION_FORM.thanks.en })).toBeVisible();
  await expectStayedOnVisitedOrigin(page, seen);
  expect((await charges(request, { paymentRequestId })).count).toBe(1);
});

/** A GET whose Host and X-Forwarded-* headers name another site (a browser cannot forge them). */
function forgedGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

test('the redirects we answer are paths, whatever the Host and X-Forwarded-* headers say', async () => {
  const restart = await forgedGet(`/forms/${DONATION_FORM.path}/nouveau-panier?vers=${encodeURIComponent('/x')}`);
  expect(restart).toEqual({ status: 303, location: `/forms/${DONATION_FORM.path}/1` });
  const normalised = await forgedGet('/forms/associations/Les-Amis-du-Quartier/formulaires/soutenir-nos-actions');
  expect(normalised).toEqual({ status: 308, location: `/forms/${DONATION_FORM.path}` });
});
