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
