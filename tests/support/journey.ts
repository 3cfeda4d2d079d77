/**
 * Helpers of the journey engine's e2e suites (tests/e2e/journey-*.spec.ts), shared by
 * every form kind: the sandbox's test controls, the setup of a cart and a payment
 * request straight through the API (no browser steps), the card page and its outcomes,
 * and a lock that keeps the test clock from moving under a journey in another worker.
 *
 * A form kind plugs in with a `JourneyForm` (its cart cookie, its items, the title of its
 * confirmation): the donation (`DONATION_FORM`) and the event (tests/support/placesJourney.ts).
 */
import type { FormType } from '@/lib/kinds/formKinds';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_API_CLIENTS } from '../../sandbox/seed/apiClients';
import { press, typeInto } from './keyboard';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const origin = `http://localhost:${port}`;
export const sandbox = `${origin}/forms/sandbox`;
export const api = `${sandbox}/api`;

export type Lang = 'fr' | 'en';
export const LANGS = ['fr', 'en'] as const satisfies readonly Lang[];
/** The `/en` suffix of the journey's and the payment pages' English variants. */
export const enSuffix = (lang: Lang) => (lang === 'en' ? '/en' : '');

// ---------------------------------------------------------------- form kinds

export interface JourneyForm {
  readonly organizationSlug: string;
  readonly formType: FormType;
  readonly formSlug: string;
  /** The form's address on the app, relative to /forms/. */
  readonly path: string;
  /** The httpOnly cookie that names the journey's cart. */
  readonly cartCookie: string;
  /** Heading of the confirmation page. */
  readonly thanks: Record<Lang, string>;
}

export function donationForm(organizationSlug: string, formSlug: string): JourneyForm {
  return {
    organizationSlug,
    formType: 'Donation',
    formSlug,
    path: `associations/${organizationSlug}/formulaires/${formSlug}`,
    cartCookie: `forms-cart.${organizationSlug}.formulaires.${formSlug}`,
    thanks: { fr: 'Merci pour votre don !', en: 'Thank you for your donation!' },
  };
}

/** The demo donation form: the journey engine's tests use it as "a form". */
export const DONATION_FORM = donationForm('les-amis-du-quartier', 'soutenir-nos-actions');

// ---------------------------------------------------------------- copy of the engine's pages

export const engineCopy = {
  fr: {
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    cvc: 'Cryptogramme visuel',
    pay: /^Payer /,
    abandon: 'Abandonner le paiement',
    retry: 'Réessayer le paiement',
    refused: 'Paiement refusé',
    declined: /carte refusée/,
    authFailed: 'Authentification échouée',
    cancelled: 'Paiement annulé',
    pending: 'Paiement en cours de traitement',
    outcomeExpired: 'Panier expiré',
    duplicated: 'Paiement déjà effectué',
    expired: 'Votre panier a expiré',
  },
  en: {
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code',
    pay: /^Pay /,
    abandon: 'Abandon the payment',
    retry: 'Try the payment again',
    refused: 'Payment refused',
    declined: /card declined/,
    authFailed: 'Authentication failed',
    cancelled: 'Payment cancelled',
    pending: 'Payment being processed',
    outcomeExpired: 'Basket expired',
    duplicated: 'Payment already made',
    expired: 'Your basket has expired',
  },
} as const;

// ---------------------------------------------------------------- addresses

export const paymentPageUrl = (paymentRequestId: string, lang: Lang = 'fr') =>
  `paiement/embarque/${paymentRequestId}${enSuffix(lang)}`;

export function paymentRequestIdOf(page: Page): string {
  const match = /\/paiement\/embarque\/(?:confirmation\/)?([A-Za-z0-9_-]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`no payment request id in ${page.url()}`);
  return match[1];
}

// ---------------------------------------------------------------- setup through the API

export interface ApiPayer {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  zipCode: string;
  city: string;
}

export const payer: ApiPayer = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.fr',
  address: '12 rue des Lilas',
  zipCode: '69003',
  city: 'Lyon',
};

/**
 * A client_credentials token of the seeded demo credential of les-amis-du-quartier (it
 * works under the test mode only): what the organisation's site sends to prepare a
 * checkout cart (POST /carts/cart-one-page).
 */
export async function organisationToken(request: APIRequestContext): Promise<string> {
  const [client] = DEMO_API_CLIENTS;
  const response = await ok(
    await request.post(`${sandbox}/auth/token`, {
      form: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
    }),
    'client token',
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return response;
}

/** A remembered line of a cart: its tier, quantity and chosen amount (as the app writes them). */
export interface CookieItem {
  tierId: number;
  quantity: number;
  amountCents: number | null;
}

/** The cart cookie's value for a cart and its items, as step 1 of any kind writes it. */
export const cartCookieValue = (cartId: string, items: readonly CookieItem[]) =>
  `${cartId}~${items.map((item) => `${item.tierId}.${item.quantity}.${item.amountCents ?? '-'}`).join('_')}`;

/** The restart query of step 1 after a dropped cart, remembering `items`. */
export const restartQuery = (items: readonly CookieItem[]) =>
  `?panier=expire&choix=${items.map((item) => `${item.tierId}.${item.quantity}.${item.amountCents ?? '-'}`).join('_')}`;

/** The donation form's one-off (or monthly) tier, read from the form aggregate. */
export async function donationTierId(request: APIRequestContext, form: JourneyForm, monthly: boolean): Promise<number> {
  const query = new URLSearchParams({
    organizationSlug: form.organizationSlug,
    formType: form.formType,
    formSlug: form.formSlug,
  });
  const response = await ok(await request.get(`${api}/agg/form?${query.toString()}`), 'form');
  const tiers = ((await response.json()) as { form: { tiers: { id: number; tierType: string }[] } }).form.tiers;
  const tier = tiers.find((candidate) => candidate.tierType === (monthly ? 'MonthlyDonation' : 'Donation'));
  if (!tier) throw new Error(`no ${monthly ? 'monthly ' : ''}tier on ${form.path}`);
  return tier.id;
}

export interface CartSetup {
  form?: JourneyForm;
  amountCents?: number;
  monthly?: boolean;
  /** The payer of step 2 (default: set). */
  withPayer?: boolean;
  tipCents?: number | null;
}

/**
 * A cart made straight through the sandbox API, its cookie put in the browser: the state
 * the form's steps would have left, for tests whose subject comes after them.
 */
export async function apiCart(context: BrowserContext, request: APIRequestContext, setup: CartSetup = {}) {
  const { cartId, cookie } = await apiCartAndCookie(request, setup);
  // As the app writes it (path /forms), so that the app can also drop it.
  await context.addCookies([
    { ...cookie, domain: new URL(origin).hostname, path: '/forms', httpOnly: true, sameSite: 'Lax' },
  ]);
  return cartId;
}

/** The same cart, and the cookie that names it (for a request sent without a browser). */
export async function apiCartAndCookie(
  request: APIRequestContext,
  { form = DONATION_FORM, amountCents = 5000, monthly = false, withPayer = true, tipCents = null }: CartSetup = {},
): Promise<{ cartId: string; cookie: { name: string; value: string } }> {
  const tierId = await donationTierId(request, form, monthly);
  const created = await ok(
    await request.post(`${api}/carts`, {
      data: {
        organizationSlug: form.organizationSlug,
        formSlug: form.formSlug,
        formType: form.formType,
        items: [{ tierId, customAmount: amountCents }],
      },
    }),
    'cart',
  );
  const cartId = ((await created.json()) as { id: string }).id;
  if (monthly) {
    await ok(
      await request.put(`${api}/carts/${cartId}/installments`, {
        data: { installments: { frequency: 'Monthly', paymentDay: 5 } },
      }),
      'installments',
    );
  }
  if (withPayer) {
    await ok(
      await request.put(`${api}/carts/${cartId}/payer`, { data: { payer: { ...payer, country: 'FR' } } }),
      'payer',
    );
  }
  if (tipCents !== null) {
    await ok(await request.put(`${api}/carts/${cartId}/tip`, { data: { tip: tipCents } }), 'tip');
  }
  return {
    cartId,
    cookie: { name: form.cartCookie, value: cartCookieValue(cartId, [{ tierId, quantity: 1, amountCents }]) },
  };
}

/** Init-payment through the API: the payment request of a prepared cart (consents given). */
export async function apiPaymentRequest(request: APIRequestContext, cartId: string, { tip = false } = {}) {
  const response = await ok(
    await request.post(`${api}/carts/${cartId}/init-payment`, {
      data: { gdprConsent: true, cgvConsent: true, ...(tip ? { tipConsent: true } : {}) },
    }),
    'init-payment',
  );
  return ((await response.json()) as { id: string }).id;
}

/** A cart with its payer, and its payment request: the card page is next. */
export async function apiPayment(context: BrowserContext, request: APIRequestContext, setup: CartSetup = {}) {
  const cartId = await apiCart(context, request, setup);
  return { cartId, paymentRequestId: await apiPaymentRequest(request, cartId) };
}

/** A card sent to the test provider as its page would (JSON): where the provider sends the payer next. */
export async function apiCard(request: APIRequestContext, paymentRequestId: string, card: string) {
  const response = await ok(
    await request.post(`${sandbox}/provider/payments/${paymentRequestId}/card`, {
      data: { cardNumber: card, expiry: '12/34', cvc: '123' },
    }),
    'card',
  );
  return (await response.json()) as { redirectUrl?: string | null };
}

/** The payer's answer on the provider's 3-D Secure page, sent through its API. */
export async function apiThreeDs(
  request: APIRequestContext,
  challengeUrl: string,
  decision: 'approve' | 'fail' | 'abandon',
) {
  const path = new URL(challengeUrl, origin).pathname;
  await ok(await request.post(`${origin}${path}`, { data: { decision } }), '3-D Secure');
}

/** "Abandon the payment" through the API. */
export async function apiAbandon(request: APIRequestContext, paymentRequestId: string) {
  await ok(await request.post(`${api}/payments/unpaid/abandon?paymentRequestDataId=${paymentRequestId}`), 'abandon');
}

// ---------------------------------------------------------------- the card page, keyboard only

export const CARDS = {
  success: '4242 4242 4242 4242',
  refused: '4000 0000 0000 0002',
  threeDsSuccess: '4000 0000 0000 3220',
  threeDsFailure: '4000 0000 0000 3063',
} as const;

/** The card page: number, expiry, CVC, then Pay (card data goes to the provider). */
export async function payByCard(page: Page, lang: Lang, card: string) {
  const t = engineCopy[lang];
  await typeInto(page, page.getByRole('textbox', { name: t.cardNumber }), card);
  await typeInto(page, page.getByRole('textbox', { name: t.expiry }), '12/34');
  await typeInto(page, page.getByRole('textbox', { name: t.cvc }), '123');
  await press(page, page.getByRole('button', { name: t.pay }));
}

/** The test provider's 3-D Secure page (its language follows the NEXT_LOCALE cookie). */
export async function answerThreeDs(page: Page, decision: 'approve' | 'fail' | 'abandon') {
  const names = {
    approve: /Valider l’authentification|Approve/i,
    fail: /Faire échouer|Fail/i,
    abandon: /Abandonner|Abandon/i,
  };
  await expect(page).toHaveURL(/\/provider\/3ds\//);
  await press(page, page.getByRole('button', { name: names[decision] }));
}

// ---------------------------------------------------------------- sandbox controls

export async function charges(request: APIRequestContext, query: { cartId?: string; paymentRequestId?: string }) {
  const params = new URLSearchParams(query as Record<string, string>);
  const response = await ok(await request.get(`${sandbox}/__test/charges?${params.toString()}`), 'charges');
  return (await response.json()) as { count: number; data: { amount: number }[] };
}

export async function cartIdOf(context: BrowserContext, form: JourneyForm = DONATION_FORM): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === form.cartCookie);
  const id = cookie?.value.split('~')[0];
  if (!id) throw new Error('no cart cookie');
  return id;
}

export async function moveClock(request: APIRequestContext, body: { offsetMs: number } | { reset: true }) {
  await ok(await request.post(`${sandbox}/__test/clock`, { data: body }), 'clock');
}

// ---------------------------------------------------------------- clock lock

/**
 * The sandbox clock is shared by every test of the server. A test that moves it takes the
 * lock exclusively (and waits for running journeys to finish); journeys take it shared
 * and wait while the clock is being moved. Files in the system's temporary folder, one
 * set per server port, named as scripts/lib/e2eData.mjs `clockLockRoot` names them: `npm
 * test` removes them before its e2e step, so a run stopped while it held one does not
 * leave the next one waiting.
 */
const lockRoot = join(tmpdir(), `forms-e2e-clock-lock-${port}`);
const exclusiveDir = join(lockRoot, 'exclusive');
const sharedDir = join(lockRoot, 'shared');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withSharedClock<T>(run: () => Promise<T>): Promise<T> {
  mkdirSync(sharedDir, { recursive: true });
  const token = join(sharedDir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  for (;;) {
    while (existsSync(exclusiveDir)) await sleep(200);
    writeFileSync(token, '');
    if (!existsSync(exclusiveDir)) break;
    rmSync(token, { force: true });
  }
  try {
    return await run();
  } finally {
    rmSync(token, { force: true });
  }
}

export async function withExclusiveClock<T>(run: () => Promise<T>): Promise<T> {
  mkdirSync(lockRoot, { recursive: true });
  for (;;) {
    try {
      mkdirSync(exclusiveDir);
      break;
    } catch {
      await sleep(200);
    }
  }
  try {
    const deadline = Date.now() + 120_000;
    while (existsSync(sharedDir) && readdirSync(sharedDir).length > 0 && Date.now() < deadline) await sleep(200);
    return await run();
  } finally {
    rmSync(exclusiveDir, { recursive: true, force: true });
  }
}
