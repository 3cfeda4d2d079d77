/**
 * Helpers of the donation journeys (tests/e2e/donation-*.spec.ts): keyboard-only moves,
 * the demo donation form, direct calls to the sandbox to prepare a state quickly, and a
 * lock that keeps the test clock from moving under a journey in another worker.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const origin = `http://localhost:${port}`;
export const sandbox = `${origin}/forms/sandbox`;

export const ORG = 'les-amis-du-quartier';
export const CAMPAIGN = 'soutenir-nos-actions';
export const campaignPath = `associations/${ORG}/formulaires/${CAMPAIGN}`;
export const CART_COOKIE = `forms-cart.${ORG}.${CAMPAIGN}`;

export type Lang = 'fr' | 'en';

export const isNoJs = () => test.info().project.use.javaScriptEnabled === false;

/** Copy of both languages, by what the tests look for. */
export const copy = {
  fr: {
    step: (n: number) => `Étape ${n} sur 4`,
    continue: 'Continuer',
    once: 'Une fois',
    monthly: 'Tous les mois',
    amountGroup: 'Montant de votre don',
    other: 'Autre montant',
    otherField: /Montant de votre choix/,
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse électronique',
    emailConfirmation: 'Confirmez votre adresse électronique',
    address: 'Adresse',
    zipCode: 'Code postal',
    city: 'Ville',
    tipField: /Montant de votre contribution/,
    tipRemove: 'Ne pas contribuer',
    tipConsent: /Je confirme ma contribution/,
    terms: /J’accepte les conditions générales/,
    data: /J’accepte que mes données personnelles/,
    pay: /^Payer /,
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    cvc: 'Cryptogramme visuel',
    abandon: 'Abandonner le paiement',
    thanks: 'Merci pour votre don !',
    refused: 'Paiement refusé',
    authFailed: 'Authentification échouée',
    cancelled: 'Paiement annulé',
    expired: 'Votre panier a expiré',
    errorTitle: /^Erreur : /,
    required: 'Ce champ est obligatoire',
    summaryTitle: 'Il y a un problème',
    taxSentence: /Votre don de 50,00\s€ ne vous coûtera que 17,00\s€ après réduction d’impôt/,
  },
  en: {
    step: (n: number) => `Step ${n} of 4`,
    continue: 'Continue',
    once: 'Once',
    monthly: 'Every month',
    amountGroup: 'Amount of your donation',
    other: 'Other amount',
    otherField: /Amount of your choice/,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailConfirmation: 'Confirm your email address',
    address: 'Address',
    zipCode: 'Postcode',
    city: 'Town or city',
    tipField: /Amount of your contribution/,
    tipRemove: 'Do not contribute',
    tipConsent: /I confirm my voluntary contribution/,
    terms: /I accept the terms/,
    data: /I agree that my personal data/,
    pay: /^Pay /,
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code',
    abandon: 'Abandon the payment',
    thanks: 'Thank you for your donation!',
    refused: 'Payment refused',
    authFailed: 'Authentication failed',
    cancelled: 'Payment cancelled',
    expired: 'Your basket has expired',
    errorTitle: /^Error: /,
    required: 'This field is required',
    summaryTitle: 'There is a problem',
    taxSentence: /Your donation of €50\.00 will only cost you €17\.00 after tax reduction/,
  },
} as const;

/** Step URL of the demo donation form, in French or through the `/en` variant. */
export function stepUrl(step: number | null, lang: Lang, widget = false): string {
  const parts = [campaignPath];
  if (widget) parts.push('widget');
  if (step !== null) parts.push(String(step));
  if (lang === 'en') parts.push('en');
  return parts.join('/');
}

// ---------------------------------------------------------------- keyboard

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus: the tab order must reach it. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await target.first().waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`tabTo: ${String(target)} not reached in ${max} presses`);
}

/** Tabs to a text field, empties it and types. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Tabs into a radio group (on its checked radio, or its first), then arrows to the option and selects it with Space. */
export async function chooseRadio(page: Page, group: Locator, option: Locator) {
  await group.waitFor();
  for (let presses = 0; ; presses += 1) {
    const inside = await group.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
    if (inside) break;
    if (presses > 80) throw new Error(`chooseRadio: ${String(group)} not reached`);
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 12; presses += 1) {
    if (await isFocused(option)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(option).toBeFocused();
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  if (!(await checkbox.isChecked())) await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Tabs to a button (or link) and presses Enter. */
export async function press(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

// ---------------------------------------------------------------- the journey

export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  zipCode: string;
  city: string;
}

export const payer: Payer = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.fr',
  address: '12 rue des Lilas',
  zipCode: '69003',
  city: 'Lyon',
};

/** Step 1: a preset amount (50 €) given once, then Continue. */
export async function chooseAmount(page: Page, lang: Lang, preset = /50[,.]00/) {
  const t = copy[lang];
  await expect(page.getByText(t.step(1), { exact: false }).first()).toBeVisible();
  const group = page.getByRole('radiogroup', { name: t.amountGroup });
  await chooseRadio(page, group, group.getByRole('radio', { name: preset }));
  await press(page, page.getByRole('button', { name: t.continue }));
  await expect(
    page.getByRole('heading', { level: 2, name: lang === 'fr' ? 'Vos coordonnées' : 'Your details' }),
  ).toBeVisible();
}

export async function fillPayer(page: Page, lang: Lang, who: Payer = payer) {
  const t = copy[lang];
  await typeInto(page, page.getByRole('textbox', { name: t.firstName, exact: true }), who.firstName);
  await typeInto(page, page.getByRole('textbox', { name: t.lastName, exact: true }), who.lastName);
  await typeInto(page, page.getByRole('textbox', { name: t.email, exact: true }), who.email);
  await typeInto(page, page.getByRole('textbox', { name: t.emailConfirmation }), who.email);
  // Optional on forms without a tax receipt: the label then ends with "(facultatif)".
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.address}( \\(|$)`) }), who.address);
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.zipCode}`) }), who.zipCode);
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.city}`) }), who.city);
}

export async function submitPayer(page: Page, lang: Lang) {
  await press(page, page.getByRole('button', { name: copy[lang].continue }));
  await expect(
    page.getByRole('heading', { level: 2, name: lang === 'fr' ? 'Récapitulatif' : 'Summary' }),
  ).toBeVisible();
}

/** Step 3: keep (and confirm) the suggested tip or remove it, accept, then Pay. */
export async function acceptAndPay(page: Page, lang: Lang, { keepTip = true } = {}) {
  const t = copy[lang];
  if (keepTip) {
    await tick(page, page.getByRole('checkbox', { name: t.tipConsent }));
  } else if (isNoJs()) {
    // Without JavaScript the tip is saved by its own button before paying.
    await press(page, page.getByRole('button', { name: t.tipRemove }));
    await expect(page.getByRole('textbox', { name: t.tipField })).toHaveValue(/^0([.,]00)?$/);
  } else {
    await press(page, page.getByRole('button', { name: t.tipRemove }));
    await expect(page.getByRole('textbox', { name: t.tipField })).toHaveValue('0');
    await expect(page.getByRole('checkbox', { name: t.tipConsent })).toHaveCount(0);
  }
  await tick(page, page.getByRole('checkbox', { name: t.terms }));
  await tick(page, page.getByRole('checkbox', { name: t.data }));
  await press(page, page.getByRole('button', { name: t.pay }));
  await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
}

export const CARDS = {
  success: '4242 4242 4242 4242',
  refused: '4000 0000 0000 0002',
  threeDsSuccess: '4000 0000 0000 3220',
  threeDsFailure: '4000 0000 0000 3063',
} as const;

/** The card page: number, expiry, CVC, then Pay (card data goes to the provider). */
export async function payByCard(page: Page, lang: Lang, card: string) {
  const t = copy[lang];
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

/** The whole journey up to the card page. */
export async function reachCardPage(page: Page, lang: Lang, options: { keepTip?: boolean } = {}) {
  await page.goto(stepUrl(null, lang));
  await chooseAmount(page, lang);
  await fillPayer(page, lang);
  await submitPayer(page, lang);
  await acceptAndPay(page, lang, options);
}

export function paymentRequestIdOf(page: Page): string {
  const match = /\/paiement\/embarque\/(?:confirmation\/)?([A-Za-z0-9_-]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`no payment request id in ${page.url()}`);
  return match[1];
}

// ---------------------------------------------------------------- sandbox

export async function charges(request: APIRequestContext, query: { cartId?: string; paymentRequestId?: string }) {
  const params = new URLSearchParams(query as Record<string, string>);
  const response = await request.get(`${sandbox}/__test/charges?${params.toString()}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { count: number; data: { amount: number }[] };
}

export async function cartIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === CART_COOKIE);
  const id = cookie?.value.split('~')[0];
  if (!id) throw new Error('no cart cookie');
  return id;
}

export async function moveClock(request: APIRequestContext, body: { offsetMs: number } | { reset: true }) {
  const response = await request.post(`${sandbox}/__test/clock`, { data: body });
  expect(response.ok()).toBeTruthy();
}

/**
 * Prepares a donation cart straight through the sandbox API (no browser steps) and puts
 * its cookie in the browser, for tests that start in the middle of the journey.
 */
export async function prepareCart(
  context: BrowserContext,
  request: APIRequestContext,
  { amountCents = 5000, withPayer = true, tipCents = null as number | null } = {},
) {
  const api = `${sandbox}/api`;
  const created = await request.post(`${api}/carts`, {
    data: {
      organizationSlug: ORG,
      formSlug: CAMPAIGN,
      formType: 'Donation',
      items: [{ tierId: 1011, customAmount: amountCents }],
    },
  });
  expect(created.status()).toBe(201);
  const cart = (await created.json()) as { id: string };
  if (withPayer) {
    const response = await request.put(`${api}/carts/${cart.id}/payer`, {
      data: {
        payer: {
          firstName: payer.firstName,
          lastName: payer.lastName,
          email: payer.email,
          address: payer.address,
          zipCode: payer.zipCode,
          city: payer.city,
          country: 'FR',
        },
      },
    });
    expect(response.ok()).toBeTruthy();
  }
  if (tipCents !== null) {
    const response = await request.put(`${api}/carts/${cart.id}/tip`, { data: { tip: tipCents } });
    expect(response.ok()).toBeTruthy();
  }
  await context.addCookies([
    { name: CART_COOKIE, value: `${cart.id}~${amountCents}~o`, url: `${origin}/forms`, httpOnly: true },
  ]);
  return cart.id;
}

/** Init-payment through the API: the payment request of a prepared cart. */
export async function preparePayment(request: APIRequestContext, cartId: string, tip = false): Promise<string> {
  const response = await request.post(`${sandbox}/api/carts/${cartId}/init-payment`, {
    data: { gdprConsent: true, cgvConsent: true, ...(tip ? { tipConsent: true } : {}) },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

// ---------------------------------------------------------------- clock lock

/**
 * The sandbox clock is shared by every test of the server. A test that moves it takes the
 * lock exclusively (and waits for running journeys to finish); journeys take it shared
 * and wait while the clock is being moved. Files in the system's temporary folder, one
 * set per server port.
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
