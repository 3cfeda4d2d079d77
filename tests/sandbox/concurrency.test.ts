import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@/lib/api/contracts/errors';
import { DRIVERS, NAMED, PAYER, WORKSHOP, expectShape, startTestSandbox, type TestSandbox } from './support';

describe.each(DRIVERS)('sandbox stock under concurrency on %s', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('sells exactly 10 places to 100 simultaneous buyers, then never oversells at payment', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 100 }, () =>
        sandbox.request('POST', '/api/carts', { body: { ...WORKSHOP, items: [{ ...NAMED, tierId: 1081 }] } }),
      ),
    );
    const winners = buyers.filter((response) => response.status === 201);
    const losers = buyers.filter((response) => response.status !== 201);
    expect(winners).toHaveLength(10);
    expect(losers).toHaveLength(90);
    for (const response of losers) {
      expect(response.status).toBe(409);
      expect(expectShape(ErrorBodySchema, response.body).errors[0]?.code).toBe('ticketsSoldOut');
    }
    const form = await sandbox.request(
      'GET',
      '/api/agg/form?organizationSlug=les-amis-du-quartier&formType=Event&formSlug=atelier-cuisine',
    );
    expect(form.body.form.tiers[0].remainingNumber).toBe(0);

    // The ten winners pay concurrently, each confirming twice: ten captures, no more.
    const paid = await Promise.all(
      winners.map(async (winner) => {
        const cartId: string = winner.body.id;
        await sandbox.request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
        const pr = (await sandbox.request('POST', `/api/carts/${cartId}/init-payment`, { body: {} })).body;
        const card = await sandbox.request('POST', `/provider/payments/${pr.id}/card`, {
          body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
        });
        const confirms = await Promise.all([
          sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${card.body.paymentId}`),
          sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${card.body.paymentId}`),
        ]);
        return confirms.map((response) => response.status).sort();
      }),
    );
    expect(paid).toEqual(Array.from({ length: 10 }, () => [200, 409]));
    const charges = await sandbox.request('GET', '/__test/charges');
    const workshopCharges = charges.body.data.filter((charge: { amount: number }) => charge.amount === 1000);
    expect(workshopCharges).toHaveLength(10);
    const after = await sandbox.request(
      'GET',
      '/api/agg/form?organizationSlug=les-amis-du-quartier&formType=Event&formSlug=atelier-cuisine',
    );
    expect(after.body.form.tiers[0].remainingNumber).toBe(0);
    const late = await sandbox.request('POST', '/api/carts', {
      body: { ...WORKSHOP, items: [{ ...NAMED, tierId: 1081 }] },
    });
    expect(late.status).toBe(409);
  }, 60_000);

  it('takes a place that an expired cart released, and refuses to capture the expired cart then', async () => {
    // Another tier with stock: the workshop is sold out now; use the front-row tier (4 left).
    const EVENT = { organizationSlug: 'les-amis-du-quartier', formType: 'Event', formSlug: 'fete-de-quartier' };
    const first = (
      await sandbox.request('POST', '/api/carts', {
        body: { ...EVENT, items: Array.from({ length: 4 }, () => ({ ...NAMED, tierId: 1024 })) },
      })
    ).body;
    await sandbox.request('PUT', `/api/carts/${first.id}/payer`, { body: { payer: PAYER } });
    const pr = (await sandbox.request('POST', `/api/carts/${first.id}/init-payment`, { body: { cgvConsent: true } }))
      .body;
    const card = await sandbox.request('POST', `/provider/payments/${pr.id}/card`, {
      body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 16 * 60 * 1000 } });
    const second = await sandbox.request('POST', '/api/carts', {
      body: { ...EVENT, items: Array.from({ length: 4 }, () => ({ ...NAMED, tierId: 1024 })) },
    });
    expect(second.status).toBe(201);
    const confirm = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${card.body.paymentId}`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.errors[0].code).toBe('CART_EXPIRED');
    const charges = await sandbox.request('GET', `/__test/charges?cartId=${first.id}`);
    expect(charges.body.count).toBe(0);
    await sandbox.request('POST', '/__test/clock', { body: { reset: true } });
  });
});
