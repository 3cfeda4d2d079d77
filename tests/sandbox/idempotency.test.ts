/**
 * Idempotency-Key that holds: the key is recorded before the request runs, so concurrent
 * requests with one key run once (the others get the stored answer or a 409), and the
 * card provider's routes honour it too (the card form sends one).
 */
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '@/sandbox/db/schema';
import { DONATION, DRIVERS, PAYER, sandboxPerSuite } from './support';

describe.each(DRIVERS)('Idempotency-Key on %s', (driver) => {
  const sandboxOf = sandboxPerSuite(driver);

  it('runs concurrent requests with one key once: one cart, the others replayed or told to retry', async () => {
    const send = () =>
      sandboxOf().request('POST', '/api/carts', {
        body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2500 }] },
        headers: { 'Idempotency-Key': `concurrent-${driver}` },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, send));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.errors[0].code).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
    // Once the first has finished, a repeat gets its answer.
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(created[0]?.body.id);
  });

  it('replays the card provider’s answer: a card sent twice with one key is charged once', async () => {
    const cart = await sandboxOf().request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 3100 }] },
    });
    const cartId = String(cart.body.id);
    await sandboxOf().request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
    const init = await sandboxOf().request('POST', `/api/carts/${cartId}/init-payment`, {
      body: { tipConsent: true, cgvConsent: true },
    });
    const paymentRequestId = String(init.body.id);
    await sandboxOf().request('POST', `/api/payments/card-embed/initialize?paymentRequestId=${paymentRequestId}`);
    const card = () =>
      sandboxOf().request('POST', `/provider/payments/${paymentRequestId}/card`, {
        body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
        headers: { 'Idempotency-Key': `card-${driver}` },
      });
    const first = await card();
    const second = await card();
    expect(first.status).toBeLessThan(300);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const charges = await sandboxOf().request('GET', `/__test/charges?cartId=${cartId}`);
    expect(charges.body.count).toBeLessThanOrEqual(1);
  });

  it('answers 409 while a request with the key runs, and frees a key left in flight by a stopped instance', async () => {
    const scope = `POST ${new URL(sandboxOf().base).pathname}/api/carts`;
    const now = (await sandboxOf().request('GET', '/__test/clock')).body;
    const nowMs = Date.parse(String(now.now));
    const send = (key: string) =>
      sandboxOf().request('POST', '/api/carts', {
        body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2600 }] },
        headers: { 'Idempotency-Key': key },
      });
    // A request with this key is running (recorded a moment ago, no answer yet).
    await sandboxOf()
      .handle.db.insert(idempotencyKeys)
      .values({ key: `running-${driver}`, scope, status: 0, body: {}, createdAt: new Date(nowMs - 1_000) });
    const blocked = await send(`running-${driver}`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.errors[0].code).toBe('IDEMPOTENCY_KEY_IN_USE');
    // One recorded two minutes ago never finished: its instance stopped; the key runs again.
    await sandboxOf()
      .handle.db.insert(idempotencyKeys)
      .values({ key: `stale-${driver}`, scope, status: 0, body: {}, createdAt: new Date(nowMs - 120_000) });
    const released = await send(`stale-${driver}`);
    expect(released.status).toBe(201);
    expect(released.headers.get('idempotent-replayed')).toBeNull();
  });
});

/**
 * One rule on every route that takes a key (Stripe's; docs/sandbox.md): the same caller
 * with the same body gets the first answer replayed; another body → 422; another caller
 * (here another client address, through one trusted proxy hop) → 422, never the first
 * caller's answer. Issue 54: POST /carts replayed a stranger's cart, POST /abuses refused
 * its own caller's exact retry.
 */
describe.each(DRIVERS)('one Idempotency-Key rule for every route on %s', (driver) => {
  const sandboxOf = sandboxPerSuite(driver, { trustProxyHops: 1 });
  let clients = 0;
  const newClient = () => `198.51.100.${(clients += 1)}`;
  const newCart = async (client: string) => {
    const cart = await sandboxOf().request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2000 + clients }] },
      headers: { 'x-forwarded-for': client },
    });
    expect(cart.status).toBe(201);
    return String(cart.body.id);
  };
  const payableCart = async (client: string) => {
    const cartId = await newCart(client);
    await sandboxOf().request('PUT', `/api/carts/${cartId}/payer`, {
      body: { payer: PAYER },
      headers: { 'x-forwarded-for': client },
    });
    return cartId;
  };
  const paymentRequest = async (client: string) => {
    const cartId = await payableCart(client);
    const init = await sandboxOf().request('POST', `/api/carts/${cartId}/init-payment`, {
      body: { tipConsent: true, cgvConsent: true },
      headers: { 'x-forwarded-for': client },
    });
    return String(init.body.id);
  };

  type Case = (client: string) => Promise<{ path: string; body: unknown; otherBody: unknown }>;
  const CASES: Record<string, Case> = {
    'POST /carts': async () => ({
      path: '/api/carts',
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2500 }] },
      otherBody: { ...DONATION, items: [{ tierId: 1011, customAmount: 2600 }] },
    }),
    'POST /abuses': async () => ({
      path: '/api/abuses',
      body: { reason: 'SPAM', userMessage: 'Arnaque', userEmail: null, url: 'http://localhost:3000/forms/x' },
      otherBody: { reason: 'SPAM', userMessage: 'Autre', userEmail: null, url: 'http://localhost:3000/forms/x' },
    }),
    'POST /carts/prospects': async () => {
      const body = { organizationSlug: 'club-sportif-des-berges', formType: 'Donation', formSlug: 'soutien-au-club' };
      return {
        path: '/api/carts/prospects',
        body: { ...body, email: 'a@example.org' },
        otherBody: { ...body, email: 'b@example.org' },
      };
    },
    'POST /carts/cart-one-page': async () => ({
      path: '/api/carts/cart-one-page',
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 2700 }] },
      otherBody: { ...DONATION, items: [{ tierId: 1011, customAmount: 2800 }] },
    }),
    'POST /carts/{id}/refresh': async (client) => ({
      path: `/api/carts/${await newCart(client)}/refresh`,
      body: {},
      otherBody: { other: true },
    }),
    'POST /carts/{id}/discount-code': async (client) => ({
      path: `/api/carts/${await newCart(client)}/discount-code`,
      body: { discountCode: null },
      otherBody: { discountCode: '' },
    }),
    'POST /carts/{id}/init-payment': async (client) => ({
      path: `/api/carts/${await payableCart(client)}/init-payment`,
      body: { tipConsent: true, cgvConsent: true },
      otherBody: { tipConsent: true, cgvConsent: true, gdprConsent: true },
    }),
    'POST /payments/card-embed/initialize': async (client) => ({
      path: `/api/payments/card-embed/initialize?paymentRequestId=${await paymentRequest(client)}`,
      body: {},
      otherBody: { other: true },
    }),
    'POST /provider/payments/{id}/card': async (client) => {
      const pr = await paymentRequest(client);
      await sandboxOf().request('POST', `/api/payments/card-embed/initialize?paymentRequestId=${pr}`, {
        headers: { 'x-forwarded-for': client },
      });
      return {
        path: `/provider/payments/${pr}/card`,
        body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
        otherBody: { cardNumber: '4242424242424242', expiry: '11/34', cvc: '123' },
      };
    },
  };

  it.each(Object.keys(CASES))('%s: replayed to its caller, 422 for another body or another caller', async (name) => {
    const owner = newClient();
    const { path, body, otherBody } = await CASES[name]!(owner);
    const key = `rule-${driver}-${name}`;
    const send = (client: string, sent: unknown) =>
      sandboxOf().request('POST', path, { body: sent, headers: { 'Idempotency-Key': key, 'x-forwarded-for': client } });
    const first = await send(owner, body);
    expect(first.status).toBeLessThan(300);
    const replay = await send(owner, body);
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([first.status, 'true']);
    expect(replay.body).toEqual(first.body);
    const changed = await send(owner, otherBody);
    expect([changed.status, changed.body.errors?.[0]?.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const stranger = await send(newClient(), body);
    expect([stranger.status, stranger.body.errors?.[0]?.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(stranger.text).not.toContain(JSON.stringify(first.body).slice(1, 40));
  });
});
