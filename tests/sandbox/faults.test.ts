import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@/lib/api/contracts/errors';
import { createSandboxApp } from '@/sandbox/app';
import { isSandboxEnabled } from '@/sandbox/runtime';
import { BASE_PATH, DONATION, DRIVERS, expectShape, startPayment, startTestSandbox, type TestSandbox } from './support';

const FORM_PATH = '/api/agg/form?organizationSlug=les-amis-du-quartier&formType=Donation&formSlug=soutenir-nos-actions';

describe.each(DRIVERS)('sandbox test controls on %s', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('injects a status a given number of times, by substring, regex and method', async () => {
    const created = await sandbox.request('POST', '/__test/faults', {
      body: { pathPattern: '/api/agg/form', status: 503, times: 2 },
    });
    expect(created.status).toBe(201);
    const first = await sandbox.request('GET', FORM_PATH);
    expect(first.status).toBe(503);
    expect(expectShape(ErrorBodySchema, first.body).errors[0]?.code).toBe('INJECTED_FAULT');
    expect((await sandbox.request('GET', FORM_PATH)).status).toBe(503);
    expect((await sandbox.request('GET', FORM_PATH)).status).toBe(200);
    // Node's fetch (undici) retries a 421 Misdirected Request once by itself: a 421
    // fault meant for one fetch must have times: 2.
    await sandbox.request('POST', '/__test/faults', { body: { pathPattern: '/api/agg/form', status: 421, times: 2 } });
    expect((await sandbox.request('GET', FORM_PATH)).status).toBe(421);
    expect((await sandbox.request('GET', FORM_PATH)).status).toBe(200);
    await sandbox.request('POST', '/__test/faults', {
      body: { method: 'post', pathPattern: '/\\/api\\/carts$/', status: 500 },
    });
    expect((await sandbox.request('GET', FORM_PATH)).status).toBe(200);
    const cart = await sandbox.request('POST', '/api/carts', { body: { ...DONATION, items: [{ tierId: 1011 }] } });
    expect(cart.status).toBe(500);
    expect(expectShape(ErrorBodySchema, cart.body).errors[0]?.code).toBe('INJECTED_FAULT');
    expect(
      (await sandbox.request('POST', '/api/carts', { body: { ...DONATION, items: [{ tierId: 1011 }] } })).status,
    ).toBe(201);
    const list = await sandbox.request('GET', '/__test/faults');
    expect(list.body.data.every((fault: { remaining: number }) => fault.remaining === 0)).toBe(true);
    expect(
      (await sandbox.request('POST', '/__test/faults', { body: { pathPattern: '/[/', status: 500 } })).status,
    ).toBe(400);
    expect((await sandbox.request('POST', '/__test/faults', { body: { pathPattern: 'x', status: 200 } })).status).toBe(
      400,
    );
  });

  it('hangs until the client gives up, then keeps serving', async () => {
    await sandbox.request('POST', '/__test/faults', { body: { pathPattern: 'get-next-action', status: 'timeout' } });
    const started = Date.now();
    await expect(
      sandbox.request('GET', '/api/payments/card-embed/get-next-action?paymentRequestId=pr_x', {
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(
      (await sandbox.request('GET', '/api/payments/card-embed/get-next-action?paymentRequestId=pr_x')).status,
    ).toBe(404);
  });

  it('delays answers', async () => {
    await sandbox.request('POST', '/__test/faults', { body: { pathPattern: '/provider', status: { delayMs: 400 } } });
    const started = Date.now();
    const response = await sandbox.request('GET', '/api/organizations/les-amis-du-quartier/provider');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    const deleted = await sandbox.request('DELETE', '/__test/faults');
    expect(deleted.body.deleted).toBeGreaterThan(0);
  });

  it('shares faults and the clock through the database with a second app instance', async () => {
    const second = createSandboxApp({ db: sandbox.handle.db, testMode: true, basePath: BASE_PATH });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: second.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const otherBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE_PATH}`;
      await sandbox.request('POST', '/__test/faults', { body: { pathPattern: '/full', status: 503 } });
      expect((await fetch(`${otherBase}/api/organizations/les-amis-du-quartier/full`)).status).toBe(503);
      await sandbox.request('POST', '/__test/clock', { body: { now: '2030-01-02T03:04:05.000Z' } });
      const clock = (await (await fetch(`${otherBase}/__test/clock`)).json()) as { now: string };
      expect(clock.now).toBe('2030-01-02T03:04:05.000Z');
      await sandbox.request('POST', '/__test/clock', { body: { reset: true } });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('lets the app (another local origin) call the provider and the API across origins', async () => {
    const preflight = await sandbox.request('OPTIONS', '/provider/payments/pr_x/card', {
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await sandbox.request('GET', FORM_PATH, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('counts charges, mints tokens and resets the data', async () => {
    const journey = await startPayment(sandbox);
    expect((await sandbox.request('GET', `/__test/charges?cartId=${journey.cartId}`)).body.count).toBe(0);
    await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    expect(
      (await sandbox.request('GET', `/__test/charges?paymentRequestId=${journey.paymentRequestId}`)).body.count,
    ).toBe(1);
    const token = await sandbox.request('POST', '/__test/token', { body: { userId: 1001 } });
    expect(token.status).toBe(200);
    expect((await sandbox.request('GET', '/api/agg/user', { token: token.body.access_token })).status).toBe(200);
    expect((await sandbox.request('POST', '/__test/token', { body: { userId: 9 } })).status).toBe(404);
    const reset = await sandbox.request('POST', '/__test/reset');
    expect(reset.status).toBe(200);
    expect((await sandbox.request('GET', `/api/carts/${journey.cartId}`)).status).toBe(404);
    expect((await sandbox.request('GET', '/__test/charges')).body.count).toBe(0);
    expect((await sandbox.request('GET', FORM_PATH)).status).toBe(200);
  }, 30_000);
});

describe('sandbox switches', () => {
  it('has no test controls outside test mode', async () => {
    const plain = await startTestSandbox('pglite', { testMode: false });
    try {
      expect((await plain.request('GET', '/__test/clock')).status).toBe(404);
      expect((await plain.request('POST', '/__test/faults', { body: { pathPattern: 'x', status: 500 } })).status).toBe(
        404,
      );
      const login = await plain.request('POST', '/auth/token', {
        body: { grant_type: 'password', username: 'payeur@example.org', password: 'Formulaires2026!', expires_in: 1 },
      });
      expect(login.body.expires_in).toBe(900);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('is turned off when FORMS_API_URL / FORMS_AUTH_URL point at another server', () => {
    expect(isSandboxEnabled({})).toBe(true);
    expect(isSandboxEnabled({ FORMS_API_URL: 'http://localhost:3000/forms/sandbox/api' })).toBe(true);
    expect(isSandboxEnabled({ FORMS_API_URL: 'https://api.example.org/v5' })).toBe(false);
    expect(isSandboxEnabled({ FORMS_AUTH_URL: 'https://auth.example.org' })).toBe(false);
  });
});
