/**
 * Two API instances on one database (docs/deployment.md): buyers spread over both never
 * oversell, and a payment started on one finishes on the other. (Two *app* instances in
 * front of them are still to be tested end to end; a sign-in crossing instances is in
 * secret.test.ts: the secret lives in the database.)
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '@/sandbox/app';
import { BASE_PATH, DONATION, DRIVERS, NAMED, PAYER, WORKSHOP, sandboxPerSuite } from './support';

describe.each(DRIVERS)('two sandbox instances on one %s database', (driver) => {
  const sandboxOf = sandboxPerSuite(driver);
  let other: ReturnType<typeof serve>;
  /** The second instance's base, e.g. http://127.0.0.1:40123/forms/sandbox. */
  let otherBase: string;

  beforeAll(async () => {
    const app = createSandboxApp({ db: sandboxOf().handle.db, testMode: true, basePath: BASE_PATH });
    other = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}${BASE_PATH}`;
  });
  afterAll(async () => {
    const closed = new Promise<void>((resolve) => other?.close(() => resolve()));
    (other as unknown as { closeAllConnections?: () => void })?.closeAllConnections?.();
    await closed;
  });

  /** The path on the first instance (even buyers) or on the second (odd ones). */
  const on = (instance: number, path: string) => (instance % 2 === 0 ? path : `${otherBase}${path}`);

  it('sells the 10 places of the workshop to 30 buyers spread over both, never more', async () => {
    const sandbox = sandboxOf();
    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        sandbox.request('POST', on(index, '/api/carts'), {
          body: { ...WORKSHOP, items: [{ ...NAMED, tierId: 1081 }] },
        }),
      ),
    );
    expect(buyers.filter((response) => response.status === 201)).toHaveLength(10);
    expect(buyers.filter((response) => response.status === 409)).toHaveLength(20);
  });

  it('finishes on one instance a payment started on the other, charged once', async () => {
    const sandbox = sandboxOf();
    const cart = await sandbox.request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 4200 }] },
    });
    const cartId = String(cart.body.id);
    await sandbox.request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
    const request = await sandbox.request('POST', `/api/carts/${cartId}/init-payment`, {
      body: { tipConsent: true, cgvConsent: true },
    });
    const paymentRequestId = String(request.body.id);
    // The card and the confirmation go to the other instance.
    const card = await sandbox.request('POST', `${otherBase}/provider/payments/${paymentRequestId}/card`, {
      body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(card.status).toBeLessThan(300);
    const confirm = await sandbox.request(
      'POST',
      `${otherBase}/api/payments/card-embed/confirm?paymentId=${String(card.body.paymentId)}`,
    );
    expect(confirm.status).toBe(200);
    const status = await sandbox.request(
      'GET',
      `/api/payments/card-embed/get-next-action?paymentRequestId=${paymentRequestId}`,
    );
    expect(status.body.state).toBe('Authorized');
    const charges = await sandbox.request('GET', `/__test/charges?cartId=${cartId}`);
    expect(charges.body.count).toBe(1);
  });
});
