/**
 * Money integrity (issue 37): a checkout cart belongs to the organisation that prepared
 * it, its items and amounts are then fixed, what is charged is always the cart's total
 * and the request's amount, Idempotency-Key answers go back to their caller only, and the
 * API refuses the payer the pages refuse.
 */
import { describe, expect, it } from 'vitest';
import { PaymentRequestSchema, PaymentStatusSchema } from '@/lib/api/contracts/payments';
import { ApiClientResponseSchema } from '@/lib/api/contracts/auth';
import {
  CHECKOUT,
  DEMO_PASSWORD,
  DONATION,
  DRIVERS,
  PAYER,
  clientToken,
  expectShape,
  sandboxPerSuite,
  startTestSandbox,
  type ApiResponse,
  type Loose,
  type TestSandbox,
} from './support';

const codeOf = (response: ApiResponse<Loose>) => response.body?.errors?.[0]?.code as string | undefined;
const ITEMS = [{ tierId: 1071, customAmount: 2500 }];
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

async function signIn(sandbox: TestSandbox, username: string): Promise<string> {
  const token = await sandbox.request('POST', '/auth/token', {
    body: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(token.status).toBe(200);
  return token.body.access_token as string;
}

/** Card accepted, then confirmed: the answer of the capture. */
async function payByCard(sandbox: TestSandbox, paymentRequestId: string) {
  const initialize = await sandbox.request(
    'POST',
    `/api/payments/card-embed/initialize?paymentRequestId=${paymentRequestId}`,
  );
  expect(initialize.status).toBe(200);
  const card = await sandbox.request('POST', `/provider/payments/${paymentRequestId}/card`, { body: CARD });
  expect(card.status).toBe(200);
  return sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${initialize.body.paymentId}`);
}

describe.each(DRIVERS)('money integrity on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver);

  async function prepared(): Promise<string> {
    const created = await sandbox().request('POST', '/api/carts/cart-one-page', {
      token: await clientToken(sandbox()),
      body: { ...CHECKOUT, items: ITEMS },
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  it('prepares a checkout cart with its organisation’s credential only', async () => {
    await prepared();
    const anonymous = await sandbox().request('POST', '/api/carts/cart-one-page', {
      body: { ...CHECKOUT, items: ITEMS },
    });
    expect([anonymous.status, codeOf(anonymous)]).toEqual([401, 'CLIENT_CREDENTIALS_REQUIRED']);
    // POST /carts is no way around it.
    const plain = await sandbox().request('POST', '/api/carts', { body: { ...CHECKOUT, items: ITEMS } });
    expect([plain.status, codeOf(plain)]).toEqual([401, 'CLIENT_CREDENTIALS_REQUIRED']);
    const otherOrganisation = await sandbox().request('POST', '/api/carts/cart-one-page', {
      token: await clientToken(sandbox(), 2),
      body: { ...CHECKOUT, items: ITEMS },
    });
    expect([otherOrganisation.status, codeOf(otherOrganisation)]).toEqual([403, 'WRONG_ORGANIZATION']);
    // A user's token, even an admin's, is not the organisation's site.
    const admin = await sandbox().request('POST', '/api/carts/cart-one-page', {
      token: await signIn(sandbox(), 'admin.asso@example.org'),
      body: { ...CHECKOUT, items: ITEMS },
    });
    expect([admin.status, codeOf(admin)]).toEqual([401, 'CLIENT_CREDENTIALS_REQUIRED']);
  });

  it('keeps a prepared cart’s items, amounts, coupon and plan; the payer gives details, tip and consents, then pays the prepared amount', async () => {
    const cartId = await prepared();
    const payerToken = await signIn(sandbox(), 'payeur@example.org');
    const cheaper = { ...CHECKOUT, items: [{ tierId: 1071, customAmount: 50 }] };
    for (const token of [undefined, payerToken]) {
      const items = await sandbox().request('PUT', `/api/carts/${cartId}`, { token, body: cheaper });
      expect([items.status, codeOf(items)]).toEqual([409, 'CART_LOCKED']);
      const onePage = await sandbox().request('PUT', `/api/carts/cart-one-page/${cartId}`, {
        token,
        body: { ...cheaper, payer: PAYER },
      });
      expect([onePage.status, codeOf(onePage)]).toEqual([409, 'CART_LOCKED']);
      const coupon = await sandbox().request('POST', `/api/carts/${cartId}/discount-code`, {
        token,
        body: { discountCode: 'BIENVENUE' },
      });
      expect([coupon.status, codeOf(coupon)]).toEqual([409, 'CART_LOCKED']);
      const plan = await sandbox().request('PUT', `/api/carts/${cartId}/installments`, {
        token,
        body: { installments: { frequency: 'Installment', count: 3 } },
      });
      expect([plan.status, codeOf(plan)]).toEqual([409, 'CART_LOCKED']);
    }
    const payer = await sandbox().request('PUT', `/api/carts/${cartId}/payer`, {
      token: payerToken,
      body: { payer: PAYER },
    });
    expect(payer.status).toBe(200);
    const tip = await sandbox().request('PUT', `/api/carts/${cartId}/tip`, { body: { tip: 300 } });
    expect(tip.status).toBe(200);
    const init = await sandbox().request('POST', `/api/carts/${cartId}/init-payment`, {
      body: { tipConsent: true },
    });
    expect(init.status).toBe(200);
    const request = expectShape(PaymentRequestSchema, init.body);
    expect(request.amount).toMatchObject({ total: 2800, initial: 2800, tip: 300 });
    const summary = await sandbox().request('GET', `/api/payments/summary?paymentRequestId=${request.id}`);
    expect(summary.body.items).toEqual([{ label: 'Commande', amount: 2500 }]);
    expect((await payByCard(sandbox(), request.id)).status).toBe(200);
    const charges = await sandbox().request('GET', `/__test/charges?cartId=${cartId}`);
    expect(charges.body.data.map((charge: Loose) => charge.amount)).toEqual([2800]);
  });

  it('lets the organisation prepare its own cart again', async () => {
    const cartId = await prepared();
    const again = await sandbox().request('PUT', `/api/carts/cart-one-page/${cartId}`, {
      token: await clientToken(sandbox()),
      body: { ...CHECKOUT, items: [{ tierId: 1071, customAmount: 3000 }] },
    });
    expect(again.status).toBe(200);
    expect(again.body.totalAmount).toBe(3000);
  });

  it('never pays a request at another amount than it was made for: a change after init-payment makes a new one', async () => {
    const cart = await sandbox().request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2500 }] },
    });
    const cartId = cart.body.id as string;
    await sandbox().request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
    const first = await sandbox().request('POST', `/api/carts/${cartId}/init-payment`, { body: {} });
    expect(first.body.amount.initial).toBe(2500);
    // The card is accepted at 25 €, then the cart is changed before the capture.
    const initialize = await sandbox().request(
      'POST',
      `/api/payments/card-embed/initialize?paymentRequestId=${first.body.id}`,
    );
    await sandbox().request('POST', `/provider/payments/${first.body.id}/card`, { body: CARD });
    const changed = await sandbox().request('PUT', `/api/carts/${cartId}`, {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 4000 }] },
    });
    expect(changed.status).toBe(200);
    const stale = await sandbox().request(
      'POST',
      `/api/payments/card-embed/confirm?paymentId=${initialize.body.paymentId}`,
    );
    expect([stale.status, codeOf(stale)]).toEqual([409, 'PAYMENT_ERROR']);
    // init-payment again: a new request at the new total; the old one is over.
    const second = await sandbox().request('POST', `/api/carts/${cartId}/init-payment`, { body: {} });
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.amount.initial).toBe(4000);
    const old = await sandbox().request(
      'GET',
      `/api/payments/card-embed/get-next-action?paymentRequestId=${first.body.id}`,
    );
    expect(expectShape(PaymentStatusSchema, old.body)).toMatchObject({
      state: 'Canceled',
      nextAction: null,
      errorCode: 'PAYMENT_REQUEST_REPLACED',
      amount: 2500,
    });
    const oldCard = await sandbox().request(
      'POST',
      `/api/payments/card-embed/initialize?paymentRequestId=${first.body.id}`,
    );
    expect([oldCard.status, codeOf(oldCard)]).toEqual([409, 'PAYMENT_REQUEST_REPLACED']);
    expect((await sandbox().request('GET', `/api/carts/${cartId}`)).body.paymentRequestId).toBe(second.body.id);
    // The same cart again: the same request.
    const third = await sandbox().request('POST', `/api/carts/${cartId}/init-payment`, { body: {} });
    expect(third.body.id).toBe(second.body.id);
    expect((await payByCard(sandbox(), second.body.id)).status).toBe(200);
    const charges = await sandbox().request('GET', `/__test/charges?cartId=${cartId}`);
    expect(charges.body.data.map((charge: Loose) => charge.amount)).toEqual([4000]);
  });

  it('answers an Idempotency-Key to its caller with its body only', async () => {
    const cart = await sandbox().request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2500 }] },
    });
    const cartId = cart.body.id as string;
    await sandbox().request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
    const path = `/api/carts/${cartId}/init-payment`;
    const key = { 'Idempotency-Key': `scoped-${driver}` };
    const first = await sandbox().request('POST', path, { headers: key, body: { gdprConsent: true } });
    expect(first.status).toBe(200);
    const replay = await sandbox().request('POST', path, { headers: key, body: { gdprConsent: true } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const otherBody = await sandbox().request('POST', path, { headers: key, body: { cgvConsent: true } });
    expect([otherBody.status, codeOf(otherBody)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const otherCaller = await sandbox().request('POST', path, {
      headers: key,
      token: await signIn(sandbox(), 'payeur@example.org'),
      body: { gdprConsent: true },
    });
    expect([otherCaller.status, codeOf(otherCaller)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(otherCaller.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not replay the payer’s regularisation to someone else with the same key', async () => {
    const account = await sandbox().request('POST', '/__test/accounts', {
      body: { email: `idem-${driver}@example.org` },
    });
    const instalment = await sandbox().request('POST', '/__test/refused-instalment', {
      body: { userId: account.body.id },
    });
    const path = `/api/payments/card-embed/${instalment.body.paymentId}/reinitialize`;
    const key = { 'Idempotency-Key': `regularise-${driver}` };
    const token = await signIn(sandbox(), `idem-${driver}@example.org`);
    const payer = await sandbox().request('POST', path, { headers: key, token });
    expect(payer.status).toBe(200);
    const anonymous = await sandbox().request('POST', path, { headers: key });
    expect([anonymous.status, codeOf(anonymous)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(JSON.stringify(anonymous.body)).not.toContain(payer.body.paymentId);
    const again = await sandbox().request('POST', path, { headers: key, token });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the payer the pages refuse (SPEC §5)', async () => {
    const cart = await sandbox().request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2500 }] },
    });
    const setPayer = (payer: Record<string, unknown>) =>
      sandbox().request('PUT', `/api/carts/${cart.body.id}/payer`, { body: { payer } });
    const company = { ...PAYER, companyName: 'Boulangerie Durand', companySiren: '123456789' };
    const fieldOf = (response: ApiResponse<Loose>) => [
      response.status,
      codeOf(response),
      response.body.errors[0].field,
    ];
    expect(fieldOf(await setPayer(company))).toEqual([400, 'INVALID_PAYER', 'payer.companyLegalStatusId']);
    expect(fieldOf(await setPayer({ ...company, companyLegalStatusId: 99 }))).toEqual([
      400,
      'INVALID_PAYER',
      'payer.companyLegalStatusId',
    ]);
    expect(fieldOf(await setPayer({ ...company, companySiren: undefined, companyLegalStatusId: 3 }))).toEqual([
      400,
      'INVALID_PAYER',
      'payer.companySiren',
    ]);
    expect((await setPayer({ ...company, companyLegalStatusId: 3 })).status).toBe(200);
    // A donation with a tax receipt asks the address, as its step 2 does.
    expect(fieldOf(await setPayer({ ...PAYER, address: undefined }))).toEqual([400, 'INVALID_PAYER', 'payer.address']);
  });
});

describe.each(DRIVERS)('API credentials outside the test mode on %s', (driver) => {
  it('refuses the seeded demo credential and takes one an admin of the organisation makes', async () => {
    const sandbox = await startTestSandbox(driver, { testMode: false });
    try {
      const demo = await sandbox.request('POST', '/auth/token', {
        form: {
          grant_type: 'client_credentials',
          client_id: 'les-amis-du-quartier-demo',
          client_secret: 'test-mode-only-secret-les-amis-du-quartier',
        },
      });
      expect([demo.status, demo.body.error]).toEqual([401, 'invalid_client']);
      const path = '/api/organizations/les-amis-du-quartier/api-clients';
      expect((await sandbox.request('POST', path)).status).toBe(401);
      const payer = await sandbox.request('POST', path, { token: await signIn(sandbox, 'payeur@example.org') });
      expect([payer.status, codeOf(payer)]).toEqual([403, 'FORBIDDEN']);
      const made = await sandbox.request('POST', path, { token: await signIn(sandbox, 'admin.asso@example.org') });
      expect(made.status).toBe(201);
      const credential = expectShape(ApiClientResponseSchema, made.body);
      const token = await sandbox.request('POST', '/auth/token', {
        form: {
          grant_type: 'client_credentials',
          client_id: credential.clientId,
          client_secret: credential.clientSecret,
        },
      });
      expect(token.status).toBe(200);
      const created = await sandbox.request('POST', '/api/carts/cart-one-page', {
        token: token.body.access_token,
        body: { ...CHECKOUT, items: ITEMS },
      });
      expect(created.status).toBe(201);
    } finally {
      await sandbox.close();
    }
  });
});
