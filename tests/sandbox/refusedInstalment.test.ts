import { describe, expect, it } from 'vitest';
import { PaymentStatusSchema } from '@/lib/api/contracts/payments';
import { OrderSchema } from '@/lib/api/contracts/users';
import { DEMO_PASSWORD, DRIVERS, expectShape, sandboxPerSuite, type Loose } from './support';

/** POST /__test/refused-instalment: each regularisation e2e test gets its own refused instalment. */
describe.each(DRIVERS)('test-mode refused instalments on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver);

  it('creates an order of the user whose 2nd instalment is refused, which only that user may regularise', async () => {
    const account = await sandbox().request('POST', '/__test/accounts', { body: { email: 'regul@example.org' } });
    expect(account.status).toBe(201);
    const userId = (account.body as Loose).id as number;
    const created = await sandbox().request('POST', '/__test/refused-instalment', { body: { userId } });
    expect(created.status).toBe(201);
    const { orderId, paymentId, paymentIds } = created.body as Loose;
    expect(paymentIds[1]).toBe(paymentId);

    const token = (
      await sandbox().request('POST', '/auth/token', {
        body: { grant_type: 'password', username: 'regul@example.org', password: DEMO_PASSWORD },
      })
    ).body.access_token as string;
    const order = expectShape(
      OrderSchema,
      (await sandbox().request('GET', `/api/users/me/orders/${orderId}`, { token })).body,
    );
    expect(order.payments.map((payment) => [payment.id, payment.state])).toEqual([
      [paymentIds[0], 'Authorized'],
      [paymentIds[1], 'Refused'],
      [paymentIds[2], 'Pending'],
    ]);
    const start = await sandbox().request('POST', `/api/payments/card-embed/${paymentId}/reinitialize`, { token });
    expect(expectShape(PaymentStatusSchema, start.body)).toMatchObject({ nextAction: 'Initialize', amount: 1300 });
    // Another one is another order: the tests do not share instalments.
    const again = await sandbox().request('POST', '/__test/refused-instalment', { body: { userId } });
    expect((again.body as Loose).orderId).not.toBe(orderId);
    // The demo payer cannot reach it.
    const demoToken = (
      await sandbox().request('POST', '/auth/token', {
        body: { grant_type: 'password', username: 'payeur@example.org', password: DEMO_PASSWORD },
      })
    ).body.access_token as string;
    const stranger = await sandbox().request('POST', `/api/payments/card-embed/${paymentId}/reinitialize`, {
      token: demoToken,
    });
    expect(stranger.status).toBe(404);
  });

  it('answers 404 for an unknown user and 400 without one', async () => {
    expect(
      (await sandbox().request('POST', '/__test/refused-instalment', { body: { userId: 99_999_999 } })).status,
    ).toBe(404);
    expect((await sandbox().request('POST', '/__test/refused-instalment', { body: {} })).status).toBe(400);
  });
});
