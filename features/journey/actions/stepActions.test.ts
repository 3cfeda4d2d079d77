/**
 * The decisions of the steps' server actions (./choiceAction, ./payerAction, ./summaryAction,
 * ./prospectAction and what they share, ./stepActions),
 * against the real sandbox API over real HTTP (tests/sandbox/support.ts: its own
 * database, so these tests may move its clock and inject faults freely).
 *
 * Only Next's request plumbing is replaced: `next/headers` (an in-memory cookie jar and
 * the request headers the action would see), `server-only` (a build-time marker) and
 * `next/cache`'s `refresh` (it needs a live action context). Everything of ours runs
 * for real; a redirect is Next's own `redirect()` error, read back from its digest.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { clientToken, startTestSandbox, type Loose, type TestSandbox } from '@/tests/sandbox/support';

vi.mock('server-only', () => ({}));

interface CookieWrite {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

/** What one request carries: its cookies (read and written by the action) and headers. */
const request = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  writes: [] as CookieWrite[],
  headers: new Headers(),
}));

vi.mock('next/headers', () => {
  const store = {
    get: (name: string) => {
      const value = request.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => request.cookies.has(name),
    set: (
      nameOrCookie: string | ({ name: string; value: string } & Record<string, unknown>),
      value = '',
      options: Record<string, unknown> = {},
    ) => {
      const {
        name,
        value: text,
        ...rest
      } = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value, ...options } : nameOrCookie;
      request.writes.push({ name, value: text, options: rest });
      if (rest.maxAge === 0) request.cookies.delete(name);
      else request.cookies.set(name, text);
      return store;
    },
    delete: (name: string) => {
      request.cookies.delete(name);
      request.writes.push({ name, value: '', options: { maxAge: 0 } });
      return store;
    },
  };
  return { cookies: async () => store, headers: async () => request.headers };
});

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), refresh }));

// Imported after the mocks are declared (vi.mock is hoisted above these imports anyway).
const { submitChoice } = await import('./choiceAction');
const { submitPayer } = await import('./payerAction');
const { submitSummary } = await import('./summaryAction');
const { leaveEmail } = await import('./prospectAction');
const { joinWaitingListAction } = await import('./waitingListAction');

const ORG = 'les-amis-du-quartier';
const FORM_SLUG = 'soutenir-nos-actions';
const CART_COOKIE = `forms-cart.${ORG}.formulaires.${FORM_SLUG}`;
const FLAG_COOKIE = 'forms-form-error';
const journey = {
  organizationSlug: ORG,
  formType: 'Donation' as const,
  formSlug: FORM_SLUG,
  widget: false,
  english: false,
};
const base = `/associations/${ORG}/formulaires/${FORM_SLUG}`;
const ONCE_TIER = 1011;

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox('pglite');
  // The server reaches its API on its configured internal origin (never the request's
  // Host): here, this test sandbox.
  vi.stubEnv('FORMS_INTERNAL_ORIGIN', new URL(sandbox.base).origin);
});
afterAll(async () => {
  await sandbox?.close();
});

/** A fresh request: no cookie, a host that is not where the API is; `js` adds Next's action header. */
function newRequest({ js = false } = {}) {
  request.cookies.clear();
  request.writes.length = 0;
  request.headers = new Headers({ host: 'forged.example:9' });
  if (js) request.headers.set('next-action', 'test-action-id');
}

beforeEach(async () => {
  newRequest();
  refresh.mockClear();
  await sandbox.request('POST', '/__test/clock', { body: { reset: true } });
  await sandbox.request('DELETE', '/__test/faults');
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Runs an action that must redirect (Next's `redirect()` throws); gives where to. */
async function redirectOf(run: Promise<unknown>): Promise<{ url: string }> {
  const outcome = await run.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a redirect, got ${JSON.stringify(outcome.value)}`);
  if (!isRedirectError(outcome.error)) throw outcome.error;
  return { url: getURLFromRedirectError(outcome.error) };
}

/** The dropped-cart route's target: step 1 of this form with the restart query. */
function restartTarget(url: string) {
  const dropRoute = new URL(url, 'http://localhost');
  expect(dropRoute.pathname).toBe(`/forms${base}/nouveau-panier`);
  const target = new URL(dropRoute.searchParams.get('vers') ?? '', 'http://localhost');
  expect(target.pathname).toBe(`${base}/1`);
  return Object.fromEntries(target.searchParams);
}

const flagged = () => request.cookies.get(FLAG_COOKIE) === '1';
const cartCookie = () => request.cookies.get(CART_COOKIE);

async function apiCart(cartId: string): Promise<Loose> {
  const response = await sandbox.request('GET', `/api/carts/${cartId}`);
  expect(response.status).toBe(200);
  return response.body;
}

async function injectFault(fault: { pathPattern: string; status: number; method?: string }) {
  const response = await sandbox.request('POST', '/__test/faults', { body: { times: 1, ...fault } });
  expect(response.status).toBe(201);
}

/** A cart made through the API, and its cookie in the request (as step 1 would leave it). */
async function openCart({ amountCents = 5000, payer = true, monthly = false } = {}): Promise<string> {
  const created = await sandbox.request('POST', '/api/carts', {
    body: {
      organizationSlug: ORG,
      formSlug: FORM_SLUG,
      formType: 'Donation',
      items: [{ tierId: ONCE_TIER, customAmount: amountCents }],
    },
  });
  expect(created.status).toBe(201);
  const cartId: string = created.body.id;
  if (monthly) {
    const monthlyTier = await monthlyTierId();
    const updated = await sandbox.request('PUT', `/api/carts/${cartId}`, {
      body: {
        organizationSlug: ORG,
        formSlug: FORM_SLUG,
        formType: 'Donation',
        items: [{ tierId: monthlyTier, customAmount: amountCents }],
      },
    });
    expect(updated.status).toBe(200);
    const installments = await sandbox.request('PUT', `/api/carts/${cartId}/installments`, {
      body: { installments: { frequency: 'Monthly', paymentDay: 5 } },
    });
    expect(installments.status).toBe(200);
  }
  if (payer) {
    const response = await sandbox.request('PUT', `/api/carts/${cartId}/payer`, {
      body: { payer: validPayer },
    });
    expect(response.status).toBe(200);
  }
  const tierId = monthly ? await monthlyTierId() : ONCE_TIER;
  request.cookies.set(CART_COOKIE, `${cartId}~${tierId}.1.${amountCents}`);
  return cartId;
}

async function monthlyTierId(): Promise<number> {
  const response = await sandbox.request(
    'GET',
    `/api/agg/form?organizationSlug=${ORG}&formType=Donation&formSlug=${FORM_SLUG}`,
  );
  expect(response.status).toBe(200);
  const tier = (response.body.form.tiers as Loose[]).find((candidate) => candidate.tierType === 'MonthlyDonation');
  expect(tier).toBeDefined();
  return tier.id as number;
}

const validPayer = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.fr',
  emailConfirmation: 'lea.martin@example.fr',
  address: '12 rue des Lilas',
  zipCode: '69003',
  city: 'Lyon',
  country: 'FR',
};

// ---------------------------------------------------------------- step 1

describe('submitChoice (step 1)', () => {
  it('refuses a submit without an amount: the error, the title flag, no cart', async () => {
    const state = await submitChoice(journey, undefined, form({ frequency: 'once' }));
    expect(state.result?.status).toBe('error');
    expect(state.result?.error?.amount).toEqual(['Validation.requiredAmount']);
    expect(state.result?.initialValue).toMatchObject({ frequency: 'once' });
    expect(flagged()).toBe(true);
    expect(cartCookie()).toBeUndefined();
  });

  it('refuses a submit without a frequency when the form offers once and monthly', async () => {
    const state = await submitChoice(journey, undefined, form({ amount: '5000' }));
    expect(state.result?.error?.frequency).toEqual(['Amount.validation.frequency']);
    expect(state.result?.initialValue).toMatchObject({ amount: '5000' });
    expect(cartCookie()).toBeUndefined();
  });

  it('refuses a free amount under the minimum and keeps what was typed', async () => {
    const state = await submitChoice(
      journey,
      undefined,
      form({ frequency: 'once', amount: 'other', amountOther: '0,20' }),
    );
    expect(state.result?.error?.amountOther?.[0]).toMatch(/^Validation\.minAmount/);
    expect(state.result?.initialValue).toMatchObject({ amount: 'other', amountOther: '0,20' });
    expect(flagged()).toBe(true);
  });

  it('creates the cart, remembers it in the cookie and goes to step 2 (no JavaScript: the base path added)', async () => {
    const target = await redirectOf(submitChoice(journey, undefined, form({ frequency: 'once', amount: '5000' })));
    expect(target).toEqual({ url: `/forms${base}/2` });
    const [cartId, items] = (cartCookie() ?? '').split('~');
    expect(items).toBe(`${ONCE_TIER}.1.5000`);
    const cart = await apiCart(cartId as string);
    expect(cart.items[0]).toMatchObject({ tierId: ONCE_TIER, customAmount: 5000 });
    expect(cart.installments.frequency).toBe('Single');
    const written = request.writes.find((write) => write.name === CART_COOKIE);
    expect(written?.options).toMatchObject({ httpOnly: true, path: '/forms', sameSite: 'lax' });
    expect(flagged()).toBe(false);
  });

  it('called by the router (JavaScript on), redirects without the base path; the /en widget copy stays in it', async () => {
    newRequest({ js: true });
    expect(
      await redirectOf(
        submitChoice(
          { ...journey, widget: true, english: true },
          undefined,
          form({ frequency: 'once', amount: '2000' }),
        ),
      ),
    ).toMatchObject({ url: `${base}/widget/2/en` });
    expect(cartCookie()).toMatch(new RegExp(`~${ONCE_TIER}\\.1\\.2000$`));
  });

  it('a monthly gift: the monthly tier and a payment day on the cart', async () => {
    await redirectOf(submitChoice(journey, undefined, form({ frequency: 'monthly', amount: '1500' })));
    const [cartId, items] = (cartCookie() ?? '').split('~');
    expect(items).toBe(`${await monthlyTierId()}.1.1500`);
    const cart = await apiCart(cartId as string);
    expect(cart.items[0].tierId).toBe(await monthlyTierId());
    expect(cart.installments.frequency).toBe('Monthly');
    expect(cart.installments.paymentDay).toBeGreaterThanOrEqual(1);
    expect(cart.installments.paymentDay).toBeLessThanOrEqual(28);
  });

  it('updates the open cart of the cookie rather than creating another', async () => {
    const cartId = await openCart({ payer: false });
    await redirectOf(submitChoice(journey, undefined, form({ frequency: 'once', amount: 'other', amountOther: '42' })));
    expect(cartCookie()).toBe(`${cartId}~${ONCE_TIER}.1.4200`);
    expect((await apiCart(cartId)).items[0].customAmount).toBe(4200);
  });

  it('a cookie naming a cart the API no longer knows: a new cart', async () => {
    request.cookies.set(CART_COOKIE, `cart-that-does-not-exist~${ONCE_TIER}.1.5000`);
    await redirectOf(submitChoice(journey, undefined, form({ frequency: 'once', amount: '5000' })));
    const [cartId] = (cartCookie() ?? '').split('~');
    expect(cartId).not.toBe('cart-that-does-not-exist');
    expect((await apiCart(cartId as string)).items[0].customAmount).toBe(5000);
  });

  it('the cart API refuses (409): the cart error message, the amount kept, no cookie', async () => {
    await injectFault({ method: 'POST', pathPattern: '/api/carts', status: 409 });
    const state = await submitChoice(journey, undefined, form({ frequency: 'once', amount: '5000' }));
    expect(state.result?.error?.['']).toEqual(['Errors.cart.updateFailure.message']);
    expect(state.result?.initialValue).toMatchObject({ amount: '5000' });
    expect(flagged()).toBe(true);
    expect(cartCookie()).toBeUndefined();
  });

  it('a form whose payments are suspended: its own refusal message', async () => {
    const suspended = { ...journey, organizationSlug: 'club-sportif-des-berges', formSlug: 'soutien-au-club' };
    const state = await submitChoice(suspended, undefined, form({ amount: 'other', amountOther: '20' }));
    expect(state.result?.error?.['']).toEqual(['Journey.refusal.PAYMENT_SUSPENDED']);
    expect(flagged()).toBe(true);
  });

  it('an unknown form sends back to its step 1 (which answers 404)', async () => {
    const unknown = { ...journey, formSlug: 'nexiste-pas' };
    expect(
      await redirectOf(submitChoice(unknown, undefined, form({ frequency: 'once', amount: '5000' }))),
    ).toMatchObject({
      url: `/forms/associations/${ORG}/formulaires/nexiste-pas/1`,
    });
  });
});

describe('submitChoice on a crowdfunding (a contribution is an amount)', () => {
  const CROWDFUNDING = 'un-toit-pour-le-local';
  const crowdfunding = { ...journey, formType: 'CrowdFunding' as const, formSlug: CROWDFUNDING };
  const FREE_CONTRIBUTION = 1051;
  const POSTCARD = 1052;

  it('makes one item of the amount typed in French, with no quantity posted, and a reward beside it', async () => {
    const target = await redirectOf(
      submitChoice(crowdfunding, undefined, form({ [`a-${FREE_CONTRIBUTION}`]: '50,00', [`q-${POSTCARD}`]: '1' })),
    );
    expect(target.url).toBe(`/forms/associations/${ORG}/collectes/${CROWDFUNDING}/2`);
    const cookie = request.writes.find((write) => write.name === `forms-cart.${ORG}.collectes.${CROWDFUNDING}`);
    const cart = await apiCart(String(cookie?.value).split('~')[0] as string);
    expect(cart.items.map((item: Loose) => [item.tierId, item.customAmount])).toEqual([
      [FREE_CONTRIBUTION, 5000],
      [POSTCARD, null],
    ]);
  });

  it('refuses neither an amount nor a reward, and an amount under the minimum, keeping what was typed', async () => {
    const empty = await submitChoice(crowdfunding, undefined, form({ [`a-${FREE_CONTRIBUTION}`]: '' }));
    expect(empty.result?.error?.['']).toEqual(['Places.validation.noPlace?unit=contribution']);
    const small = await submitChoice(crowdfunding, undefined, form({ [`a-${FREE_CONTRIBUTION}`]: '2,50' }));
    expect(small.result?.error?.[`a-${FREE_CONTRIBUTION}`]?.[0]).toMatch(/^Validation\.minAmount/);
    expect(small.result?.initialValue).toMatchObject({ [`a-${FREE_CONTRIBUTION}`]: '2,50' });
  });
});

// ---------------------------------------------------------------- step 2

describe('submitPayer (step 2)', () => {
  it('without a cart, sends back to step 1', async () => {
    expect(await redirectOf(submitPayer(journey, undefined, form(validPayer)))).toMatchObject({
      url: `/forms${base}/1`,
    });
  });

  it('a cart gone from the API: through the route that drops the cookie, back to step 1 with the amount', async () => {
    request.cookies.set(CART_COOKIE, `cart-that-does-not-exist~${ONCE_TIER}.1.4200`);
    const { url } = await redirectOf(submitPayer(journey, undefined, form(validPayer)));
    expect(restartTarget(url)).toEqual({
      panier: 'expire',
      choix: `${ONCE_TIER}.1.4200`,
      ancien: 'cart-that-does-not-exist',
    });
  });

  it('refuses an empty form with every required field named', async () => {
    await openCart({ payer: false });
    const state = await submitPayer(journey, undefined, form({}));
    expect(state.result?.status).toBe('error');
    const required = ['firstName', 'lastName', 'email', 'emailConfirmation', 'address', 'zipCode', 'city'];
    for (const field of required) expect(state.result?.error?.[field], field).toEqual(['Validation.required']);
    expect(flagged()).toBe(true);
  });

  it('refuses fake names, mismatched emails and a wrong postcode, keeping every value', async () => {
    await openCart({ payer: false });
    const typed = {
      ...validPayer,
      firstName: 'Test',
      lastName: 'Test',
      email: 'lea@gmial.com',
      emailConfirmation: 'lea@gmail.com',
      zipCode: '1',
    };
    const state = await submitPayer(journey, undefined, form(typed));
    expect(state.result?.error?.firstName?.[0]).toMatch(/^Validation\.name\./);
    expect(state.result?.error?.emailConfirmation).toEqual(['Validation.emailMatch']);
    expect(state.result?.error?.zipCode?.[0]).toMatch(/^Validation\.zipCode/);
    expect(state.result?.initialValue).toMatchObject(typed);
  });

  it('a company must give its name, SIREN and legal status', async () => {
    await openCart({ payer: false });
    const state = await submitPayer(journey, undefined, form({ ...validPayer, isCompany: 'on' }));
    for (const field of ['companyName', 'companySiren', 'companyLegalStatusId'])
      expect(state.result?.error?.[field]?.length, field).toBeGreaterThan(0);
    expect(state.result?.initialValue).toMatchObject({ isCompany: 'on', firstName: validPayer.firstName });
  });

  it('saves the payer on the cart and goes to step 3', async () => {
    const cartId = await openCart({ payer: false });
    expect(await redirectOf(submitPayer(journey, undefined, form(validPayer)))).toEqual({ url: `/forms${base}/3` });
    expect((await apiCart(cartId)).payer).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea.martin@example.fr',
      zipCode: '69003',
    });
    expect(flagged()).toBe(false);
  });

  it('the API loses the cart while saving (404): restarts at step 1, the cart "not found"', async () => {
    const cartId = await openCart({ payer: false, amountCents: 3000 });
    await injectFault({ method: 'PUT', pathPattern: `/api/carts/${cartId}/payer`, status: 404 });
    const { url } = await redirectOf(submitPayer(journey, undefined, form(validPayer)));
    expect(restartTarget(url)).toEqual({ panier: 'introuvable', choix: `${ONCE_TIER}.1.3000`, ancien: cartId });
  });

  it('the API fails otherwise (500): the cart error message, the values kept', async () => {
    const cartId = await openCart({ payer: false });
    await injectFault({ method: 'PUT', pathPattern: `/api/carts/${cartId}/payer`, status: 500 });
    const state = await submitPayer(journey, undefined, form(validPayer));
    expect(state.result?.error?.['']).toEqual(['Errors.cart.updateFailure.message']);
    expect(state.result?.initialValue).toMatchObject(validPayer);
    expect(flagged()).toBe(true);
  });
});

// ---------------------------------------------------------------- step 2 of an event

describe('submitPayer on a form sold by places (participants)', () => {
  const EVENT = 'fete-de-quartier';
  const event = { ...journey, formType: 'Event' as const, formSlug: EVENT };
  const eventBase = `/associations/${ORG}/evenements/${EVENT}`;
  const CHILD_TIER = 1022;
  const SUPPORT_TIER = 1023;

  /** Two places with no custom field (a child's and a supporter's), through the API. */
  async function eventCart(): Promise<string> {
    const created = await sandbox.request('POST', '/api/carts', {
      body: {
        organizationSlug: ORG,
        formSlug: EVENT,
        formType: 'Event',
        items: [{ tierId: CHILD_TIER }, { tierId: SUPPORT_TIER, customAmount: 1500 }],
      },
    });
    expect(created.status).toBe(201);
    const cartId: string = created.body.id;
    request.cookies.set(`forms-cart.${ORG}.evenements.${EVENT}`, `${cartId}~${CHILD_TIER}.1.-_${SUPPORT_TIER}.1.1500`);
    return cartId;
  }
  const participants = { 'p0-prenom': 'Léa', 'p0-nom': 'Martin', 'p1-prenom': 'Hugo', 'p1-nom': 'Bernard' };
  const { firstName: _first, lastName: _last, ...payerContact } = validPayer;

  it('asks a name for every place, checked like the payer’s', async () => {
    await eventCart();
    const state = await submitPayer(event, undefined, form({ ...validPayer, 'p0-prenom': 'Léa', 'p1-nom': 'Admin' }));
    expect(state.result?.error).toMatchObject({
      'p0-nom': ['Validation.required'],
      'p1-prenom': ['Validation.required'],
      'p1-nom': ['Validation.name.isForbidden'],
    });
    expect(state.result?.initialValue).toMatchObject({ 'p0-prenom': 'Léa' });
  });

  it('the payer who is place 1’s participant gives the names once: the payer takes them', async () => {
    const cartId = await eventCart();
    const posted = form({ ...payerContact, ...participants, payeurPlace1: 'on' });
    expect(await redirectOf(submitPayer(event, undefined, posted))).toEqual({ url: `/forms${eventBase}/3` });
    const cart = await apiCart(cartId);
    expect(cart.items.map((item: Loose) => item.participant)).toEqual([
      { firstName: 'Léa', lastName: 'Martin' },
      { firstName: 'Hugo', lastName: 'Bernard' },
    ]);
    expect(cart.payer).toMatchObject({ firstName: 'Léa', lastName: 'Martin', email: validPayer.email });
  });

  it('a payer who is not a participant gives their own names', async () => {
    const cartId = await eventCart();
    const state = await submitPayer(event, undefined, form({ ...payerContact, ...participants }));
    expect(state.result?.error).toMatchObject({ firstName: ['Validation.required'] });
    newRequest();
    request.cookies.set(`forms-cart.${ORG}.evenements.${EVENT}`, `${cartId}~${CHILD_TIER}.1.-_${SUPPORT_TIER}.1.1500`);
    const posted = form({ ...payerContact, ...participants, firstName: 'Anne', lastName: 'Roux' });
    await redirectOf(submitPayer(event, undefined, posted));
    expect((await apiCart(cartId)).payer).toMatchObject({ firstName: 'Anne', lastName: 'Roux' });
  });

  it('step 1 sent again keeps the participants of the places still there', async () => {
    const cartId = await eventCart();
    await redirectOf(submitPayer(event, undefined, form({ ...payerContact, ...participants, payeurPlace1: 'on' })));
    // Back at step 1: one more child; the supporter's place stays, its free price too.
    const choice = form({ [`q-${CHILD_TIER}`]: '2', [`q-${SUPPORT_TIER}`]: '1', [`a-${SUPPORT_TIER}`]: '15' });
    await redirectOf(submitChoice(event, undefined, choice));
    const cart = await apiCart(cartId);
    expect(cart.items.map((item: Loose) => [item.tierId, item.participant?.firstName ?? null])).toEqual([
      [CHILD_TIER, 'Léa'],
      [CHILD_TIER, null],
      [SUPPORT_TIER, 'Hugo'],
    ]);
  });
});

// ---------------------------------------------------------------- step 3

const consents = { tip: '6', tipConsent: 'on', termsConsent: 'on', dataConsent: 'on' };

describe('submitSummary (step 3)', () => {
  it('refuses a payment without the consents, a tip without its confirmation; the tip kept', async () => {
    await openCart();
    const state = await submitSummary(journey, undefined, form({ tip: '6' }));
    expect(state.result?.status).toBe('error');
    expect(state.result?.error?.tipConsent).toEqual(['Validation.consent.tip']);
    expect(state.result?.error?.termsConsent).toEqual(['Validation.consent.terms']);
    expect(state.result?.error?.dataConsent).toEqual(['Summary.validation.dataConsent']);
    expect(state.result?.initialValue).toMatchObject({ tip: '6' });
    expect(flagged()).toBe(true);
  });

  it('pays: saves the tip, initialises the payment, goes to the card page', async () => {
    const cartId = await openCart();
    const { url } = await redirectOf(submitSummary(journey, undefined, form(consents)));
    const match = /^\/forms\/paiement\/embarque\/([^/?]+)$/.exec(url);
    expect(match).not.toBeNull();
    const cart = await apiCart(cartId);
    expect(cart.tipData.tipChosen).toBe(600);
    expect(cart.paymentRequestId).toBe(match?.[1]);
  });

  it('pays without a tip: no confirmation needed; the widget and /en copy keep their card page', async () => {
    newRequest({ js: true });
    await openCart();
    const { url } = await redirectOf(
      submitSummary(
        { ...journey, widget: true, english: true },
        undefined,
        form({ ...consents, tip: '0', tipConsent: '' }),
      ),
    );
    expect(url).toMatch(/^\/paiement\/embarque\/[^/?]+\/en\?widget=1$/);
  });

  it('a monthly gift needs its payment day, within the form’s days, and saves it', async () => {
    const cartId = await openCart({ monthly: true });
    const missing = await submitSummary(journey, undefined, form({ ...consents }));
    expect(missing.result?.error?.paymentDay).toEqual(['Validation.required']);
    const late = await submitSummary(journey, undefined, form({ ...consents, paymentDay: '31' }));
    expect(late.result?.error?.paymentDay?.[0]).toMatch(
      /^Validation\.monthlyPaymentDay|^Summary\.validation\.paymentDayMax/,
    );
    await redirectOf(submitSummary(journey, undefined, form({ ...consents, paymentDay: '12' })));
    expect((await apiCart(cartId)).installments).toMatchObject({ frequency: 'Monthly', paymentDay: 12 });
  });

  it('"no contribution" (no JavaScript) saves a zero tip without paying and refreshes the page', async () => {
    const cartId = await openCart();
    request.cookies.set(FLAG_COOKIE, '1');
    const state = await submitSummary(journey, undefined, form({ intent: 'removeTip', tip: '6' }));
    expect(state.result?.status).not.toBe('error');
    expect((await apiCart(cartId)).tipData.tipChosen).toBe(0);
    expect((await apiCart(cartId)).paymentRequestId ?? null).toBeNull();
    expect(refresh).toHaveBeenCalledOnce();
    expect(flagged()).toBe(false);
  });

  it('"update the contribution" refuses an amount that is not one', async () => {
    await openCart();
    const state = await submitSummary(journey, undefined, form({ intent: 'updateTip', tip: 'beaucoup' }));
    expect(state.result?.error?.tip).toEqual(['Validation.amountInvalid']);
    expect(state.result?.initialValue).toMatchObject({ tip: 'beaucoup' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('an expired cart (16 minutes later): back to step 1 through the route that drops it, the amount kept', async () => {
    const cartId = await openCart({ amountCents: 4200 });
    const moved = await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 16 * 60 * 1000 } });
    expect(moved.status).toBe(200);
    const { url } = await redirectOf(submitSummary(journey, undefined, form(consents)));
    expect(restartTarget(url)).toEqual({ panier: 'expire', choix: `${ONCE_TIER}.1.4200`, ancien: cartId });
  });

  it('init-payment answers 404: the cart is gone, the journey restarts', async () => {
    const cartId = await openCart({ amountCents: 5000 });
    await injectFault({ method: 'POST', pathPattern: `/api/carts/${cartId}/init-payment`, status: 404 });
    const { url } = await redirectOf(submitSummary(journey, undefined, form(consents)));
    expect(restartTarget(url)).toEqual({ panier: 'introuvable', choix: `${ONCE_TIER}.1.5000`, ancien: cartId });
  });

  it('init-payment fails (409): its payment message, and the code the store records', async () => {
    const cartId = await openCart();
    await injectFault({ method: 'POST', pathPattern: `/api/carts/${cartId}/init-payment`, status: 409 });
    const state = await submitSummary(journey, undefined, form(consents));
    expect(state.paymentErrorCode).toBe('409');
    expect(state.result?.error?.['']).toEqual(['Errors.payment.409.message']);
    expect(state.result?.initialValue).toMatchObject({ termsConsent: 'on', dataConsent: 'on' });
    expect(flagged()).toBe(true);
  });

  it('an association that cannot collect: ORGANIZATION_WALLET_ERROR, its message, recorded', async () => {
    const blocked = { ...journey, organizationSlug: 'collectif-en-attente', formSlug: 'premier-appel' };
    newRequest();
    await redirectOf(submitChoice(blocked, undefined, form({ amount: 'other', amountOther: '20' })));
    await redirectOf(submitPayer(blocked, undefined, form(validPayer)));
    const state = await submitSummary(blocked, undefined, form({ termsConsent: 'on', dataConsent: 'on', tip: '0' }));
    expect(state.paymentErrorCode).toBe('ORGANIZATION_WALLET_ERROR');
    expect(state.result?.error?.['']).toEqual(['Errors.payment.ORGANIZATION_WALLET_ERROR.message']);
    expect(flagged()).toBe(true);
  });
});

// ---------------------------------------------------------------- payment suspended

describe('a checkout (a cart prepared elsewhere, named by its address)', () => {
  const CHECKOUT_FORM = 'commande-en-ligne';
  const checkoutBase = (cartId: string) => `/associations/${ORG}/checkout/${cartId}`;
  const checkoutContext = (cartId: string) => ({
    organizationSlug: ORG,
    formType: 'Checkout' as const,
    formSlug: CHECKOUT_FORM,
    widget: false,
    english: false,
    checkout: { cartId, scoped: false },
  });

  /** POST /carts/cart-one-page, as an association's site would (its credential); no cookie in the request. */
  async function preparedCart(): Promise<string> {
    const created = await sandbox.request('POST', '/api/carts/cart-one-page', {
      token: await clientToken(sandbox),
      body: {
        organizationSlug: ORG,
        formSlug: CHECKOUT_FORM,
        formType: 'Checkout',
        items: [{ tierId: 1071, customAmount: 2500 }],
      },
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  it('step 2 saves the payer on the named cart and goes to the checkout’s step 3; no cookie written', async () => {
    const cartId = await preparedCart();
    const payer = {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      emailConfirmation: 'lea@example.fr',
    };
    expect(await redirectOf(submitPayer(checkoutContext(cartId), undefined, form(payer)))).toEqual({
      url: `/forms${checkoutBase(cartId)}/3`,
    });
    expect((await apiCart(cartId)).payer).toMatchObject({ lastName: 'Martin' });
    expect(request.writes).toEqual([]);
  });

  it('step 3 pays the named cart: its card page', async () => {
    const cartId = await preparedCart();
    await sandbox.request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: validPayer } });
    const { url } = await redirectOf(submitSummary(checkoutContext(cartId), undefined, form(consents)));
    expect(url).toBe(`/forms/paiement/embarque/${(await apiCart(cartId)).paymentRequestId as string}`);
  });

  it('an expired cart: back to the checkout’s step 1 (its expiration page), nothing restarted', async () => {
    const cartId = await preparedCart();
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 16 * 60 * 1000 } });
    const payer = {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      emailConfirmation: 'lea@example.fr',
    };
    expect(await redirectOf(submitPayer(checkoutContext(cartId), undefined, form(payer)))).toEqual({
      url: `/forms${checkoutBase(cartId)}/1`,
    });
  });

  it('a cart named with another form than its own is refused: back to step 1, which answers 404', async () => {
    const cartId = await preparedCart();
    const context = { ...checkoutContext(cartId), formType: 'Shop' as const, formSlug: 'la-boutique' };
    const { url } = await redirectOf(submitSummary(context, undefined, form(consents)));
    expect(url).toBe(`/forms${checkoutBase(cartId)}/1`);
    expect((await apiCart(cartId)).paymentRequestId ?? null).toBeNull();
  });

  it('step 1 has nothing to send: a post goes on to step 2, no cart made', async () => {
    const cartId = await preparedCart();
    expect(await redirectOf(submitChoice(checkoutContext(cartId), undefined, form({})))).toEqual({
      url: `/forms${checkoutBase(cartId)}/2`,
    });
    expect(request.writes).toEqual([]);
  });
});

describe('leaveEmail (payment suspended)', () => {
  const suspended = { ...journey, organizationSlug: 'club-sportif-des-berges', formSlug: 'soutien-au-club' };

  it('refuses an address that is not one, keeping it', async () => {
    const state = await leaveEmail(suspended, undefined, form({ email: 'pas-une-adresse' }));
    expect(state.result?.error?.email?.[0]).toMatch(/^Validation\.email/);
    expect(state.result?.initialValue).toMatchObject({ email: 'pas-une-adresse' });
    expect(state.saved).toBeUndefined();
    expect(flagged()).toBe(true);
  });

  it('saves the address with the API and empties the form', async () => {
    const state = await leaveEmail(suspended, undefined, form({ email: 'voisine@example.fr' }));
    expect(state.saved).toBe(true);
    expect(state.result?.initialValue ?? null).toBeNull();
    expect(flagged()).toBe(false);
  });

  it('the API fails: the failure message', async () => {
    await injectFault({ method: 'POST', pathPattern: '/api/carts/prospects', status: 500 });
    const state = await leaveEmail(suspended, undefined, form({ email: 'voisine@example.fr' }));
    expect(state.result?.error?.['']).toEqual(['Journey.suspended.failure']);
    expect(state.saved).toBeUndefined();
  });
});

describe('joinWaitingListAction (a sold-out event)', () => {
  const concert = {
    ...journey,
    formType: 'Event' as const,
    formSlug: 'concert-de-la-chorale',
    maxPlaces: 4,
  };

  it('refuses an address that is not one and a number of places beyond the limit, keeping them', async () => {
    const state = await joinWaitingListAction(concert, undefined, form({ email: 'pas-une-adresse', quantity: '5' }));
    expect(state.result?.error?.email?.[0]).toMatch(/^Validation\.email/);
    expect(state.result?.error?.quantity?.[0]).toBe('WaitingList.errors.quantity?max=4');
    expect(state.result?.initialValue).toMatchObject({ email: 'pas-une-adresse', quantity: '5' });
    expect(state.joined).toBeUndefined();
    expect(flagged()).toBe(true);
  });

  it('joins the list behind the three people waiting, then refuses the same address', async () => {
    const state = await joinWaitingListAction(concert, undefined, form({ email: 'Voisine@Example.fr', quantity: '2' }));
    expect(state.joined).toEqual({ email: 'voisine@example.fr', quantity: 2, position: 4, offerHours: 24 });
    expect(flagged()).toBe(false);
    const again = await joinWaitingListAction(concert, undefined, form({ email: 'voisine@example.fr', quantity: '1' }));
    expect(again.result?.error?.['']).toEqual(['WaitingList.errors.already']);
  });

  it('sends a form with places left back to them', async () => {
    const workshop = { ...concert, formSlug: 'atelier-cuisine' };
    const state = await joinWaitingListAction(workshop, undefined, form({ email: 'voisin@example.fr', quantity: '1' }));
    expect(state.result?.error?.['']).toEqual(['WaitingList.errors.available']);
  });
});
