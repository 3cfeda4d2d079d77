import { describe, expect, it } from 'vitest';
import { PaymentStatusSchema, PaymentSummarySchema } from '@/lib/api/contracts/payments';
import { OrderSchema } from '@/lib/api/contracts/users';
import {
  DEMO_PASSWORD,
  DONATION,
  DRIVERS,
  PAYER,
  clientToken,
  expectShape,
  sandboxPerSuite,
  type Loose,
} from './support';

const DAY = 86_400_000;
const code = (response: { body: Loose }) => (response.body as Loose).errors?.[0]?.code as string | undefined;

/**
 * The payer's monthly gifts and instalment plans (issue 42): the schedule on the order,
 * stopping a monthly gift, changing the card of the payments to come (3-D Secure), the
 * organisation's view, and the collection of due instalments with the test clock.
 */
describe.each(DRIVERS)('monthly gifts and instalment plans on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver);

  async function signIn(email: string): Promise<string> {
    const response = await sandbox().request('POST', '/auth/token', {
      body: { grant_type: 'password', username: email, password: DEMO_PASSWORD },
    });
    return response.body.access_token as string;
  }

  /** An account of the test's own with a monthly gift (12 × 15 €, the 1st paid now). */
  async function donorWithGift(email: string) {
    const account = await sandbox().request('POST', '/__test/accounts', { body: { email } });
    const userId = (account.body as Loose).id as number;
    const gift = await sandbox().request('POST', '/__test/monthly-gift', { body: { userId } });
    expect(gift.status).toBe(201);
    return { userId, orderId: (gift.body as Loose).orderId as number, token: await signIn(email) };
  }

  const order = async (orderId: number, token: string) =>
    expectShape(OrderSchema, (await sandbox().request('GET', `/api/users/me/orders/${orderId}`, { token })).body);

  const chargesOf = async (orderId: number) =>
    ((await sandbox().request('GET', `/__test/charges?orderId=${orderId}`)).body as Loose).count as number;

  async function collectIn(days: number, orderId: number) {
    await sandbox().request('POST', '/__test/clock', { body: { offsetMs: days * DAY } });
    try {
      return (await sandbox().request('POST', '/__test/instalments/collect', { body: { orderId } })).body as Loose;
    } finally {
      await sandbox().request('POST', '/__test/clock', { body: { reset: true } });
    }
  }

  it('records a monthly donation paid through a cart as Monthly, with its schedule and next payment', async () => {
    const cart = await sandbox().request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1012, customAmount: 2000 }] },
    });
    const cartId = cart.body.id as string;
    await sandbox().request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
    const plan = await sandbox().request('PUT', `/api/carts/${cartId}/installments`, {
      body: { installments: { frequency: 'Monthly', paymentDay: 5 } },
    });
    expect(plan.status).toBe(200);
    const init = await sandbox().request('POST', `/api/carts/${cartId}/init-payment`, {
      body: { cgvConsent: true, tipConsent: true },
    });
    const prId = init.body.id as string;
    await sandbox().request('POST', `/api/payments/card-embed/initialize?paymentRequestId=${prId}`);
    const card = await sandbox().request('POST', `/provider/payments/${prId}/card`, {
      body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    await sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${card.body.paymentId ?? ''}`);
    const status = expectShape(
      PaymentStatusSchema,
      (await sandbox().request('GET', `/api/payments/card-embed/get-next-action?paymentRequestId=${prId}`)).body,
    );
    expect(status.state).toBe('Authorized');
    const orgView = await sandbox().request(
      'GET',
      `/api/organizations/les-amis-du-quartier/orders/${status.orderId ?? 0}`,
      { token: await clientToken(sandbox()) },
    );
    const paid = expectShape(OrderSchema, orgView.body);
    expect(paid.frequency).toBe('Monthly');
    expect(paid.payments).toHaveLength(12);
    expect(paid.payments[0]?.state).toBe('Authorized');
    expect(paid.nextPayment).toMatchObject({ id: paid.payments[1]?.id, amount: paid.payments[1]?.amount });
    expect(paid.card).toMatchObject({ brand: 'Visa', last4: '4242' });
  });

  it('stops a monthly gift: payments to come Canceled, the organisation sees it, nothing collected after', async () => {
    const { orderId, token } = await donorWithGift('mensuel-stop@example.org');
    const before = await order(orderId, token);
    expect(before).toMatchObject({ frequency: 'Monthly', stoppedAt: null });
    expect(before.payments.map((payment) => payment.state)).toEqual(['Authorized', ...Array(11).fill('Pending')]);
    expect(before.payments[0]?.paymentReceiptUrl).toMatch(/\/recus\/\d+\/paiement$/u);
    expect(before.payments[0]?.fiscalReceiptUrl).toMatch(/\/recus\/\d+\/fiscal$/u);
    expect(before.nextPayment?.amount).toBe(1500);

    // Someone else (the demo payer) cannot stop it: the 404 of an unknown order.
    const stranger = await sandbox().request('POST', `/api/users/me/orders/${orderId}/cancel`, {
      token: await signIn('payeur@example.org'),
    });
    expect([stranger.status, code(stranger)]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await sandbox().request('POST', `/api/users/me/orders/${orderId}/cancel`)).status).toBe(401);

    const stopped = await sandbox().request('POST', `/api/users/me/orders/${orderId}/cancel`, { token });
    expect(stopped.status).toBe(200);
    const after = expectShape(OrderSchema, stopped.body);
    expect(after.stoppedAt).not.toBeNull();
    expect(after.nextPayment).toBeNull();
    expect(after.payments.map((payment) => payment.state)).toEqual(['Authorized', ...Array(11).fill('Canceled')]);
    // Stopping again changes nothing.
    const again = await sandbox().request('POST', `/api/users/me/orders/${orderId}/cancel`, { token });
    expect(expectShape(OrderSchema, again.body).stoppedAt).toBe(after.stoppedAt);

    const orgView = expectShape(
      OrderSchema,
      (
        await sandbox().request('GET', `/api/organizations/les-amis-du-quartier/orders/${orderId}`, {
          token: await clientToken(sandbox()),
        })
      ).body,
    );
    expect(orgView.stoppedAt).toBe(after.stoppedAt);
    expect(orgView.payments.filter((payment) => payment.state === 'Canceled')).toHaveLength(11);
    // Another organisation's token: 404 (not its order); none: 401; a payer's token: 403.
    const other = await sandbox().request('GET', `/api/organizations/club-sportif-des-berges/orders/${orderId}`, {
      token: await clientToken(sandbox(), 2),
    });
    expect(other.status).toBe(404);
    expect(
      (await sandbox().request('GET', `/api/organizations/les-amis-du-quartier/orders/${orderId}`, { token })).status,
    ).toBe(403);
    expect((await sandbox().request('GET', `/api/organizations/les-amis-du-quartier/orders/${orderId}`)).status).toBe(
      401,
    );

    const chargesBefore = await chargesOf(orderId);
    expect(await collectIn(65, orderId)).toMatchObject({ collected: 0 });
    expect(await chargesOf(orderId)).toBe(chargesBefore);
    expect((await order(orderId, token)).payments.filter((payment) => payment.state === 'Authorized')).toHaveLength(1);
  });

  it('collects the due months of a gift that is not stopped, with their receipts', async () => {
    const { orderId, token } = await donorWithGift('mensuel-continue@example.org');
    expect(await collectIn(65, orderId)).toMatchObject({ collected: 2 });
    expect(await chargesOf(orderId)).toBe(2);
    const after = await order(orderId, token);
    expect(after.payments.slice(0, 4).map((payment) => payment.state)).toEqual([
      'Authorized',
      'Authorized',
      'Authorized',
      'Pending',
    ]);
    expect(after.payments[1]?.fiscalReceiptUrl).toMatch(/\/recus\/\d+\/fiscal$/u);
    // Collected once: collecting again at the same date charges nothing more.
    expect(await collectIn(65, orderId)).toMatchObject({ collected: 0 });
  });

  it('changes the card of the payments to come through 3-D Secure, charging nothing', async () => {
    const { orderId, token } = await donorWithGift('mensuel-carte@example.org');
    const stranger = await sandbox().request('POST', `/api/users/me/orders/${orderId}/card`, {
      token: await signIn('payeur@example.org'),
    });
    expect(stranger.status).toBe(404);
    const opened = await sandbox().request('POST', `/api/users/me/orders/${orderId}/card`, { token });
    const status = expectShape(PaymentStatusSchema, opened.body);
    expect(status).toMatchObject({ nextAction: 'Initialize', amount: 0 });
    const summary = expectShape(
      PaymentSummarySchema,
      (await sandbox().request('GET', `/api/payments/summary?paymentRequestId=${status.paymentRequestId}`)).body,
    );
    expect(summary).toMatchObject({ kind: 'CardChange', orderId, receipts: null });
    const card = await sandbox().request('POST', `/provider/payments/${status.paymentRequestId}/card`, {
      body: { cardNumber: '4000000000003220', expiry: '11/33', cvc: '123' },
    });
    expect(card.body).toMatchObject({ nextAction: 'Redirect' });
    const approve = await sandbox().request('POST', card.body.redirectUrl as string, {
      form: { decision: 'approve' },
    });
    expect(approve.headers.get('location')).toContain(`/paiement/carte/${orderId}`);
    const finalize = await sandbox().request('POST', `/api/payments/finalize?paymentId=${status.paymentId ?? ''}`);
    expect(finalize.body.state).toBe('Authorized');
    const after = await order(orderId, token);
    expect(after.card).toMatchObject({ last4: '3220', expMonth: 11, expYear: 2033 });
    expect(after.payments[0]?.card?.last4).toBe('4242');
    expect(after.payments.slice(1).every((payment) => payment.card?.last4 === '3220')).toBe(true);
    expect(await chargesOf(orderId)).toBe(0);
    // The next change is a new request; once stopped, there is no card to change.
    await sandbox().request('POST', `/api/users/me/orders/${orderId}/cancel`, { token });
    const late = await sandbox().request('POST', `/api/users/me/orders/${orderId}/card`, { token });
    expect([late.status, code(late)]).toEqual([409, 'NO_PAYMENT_TO_COME']);
  });

  it('refuses to stop an instalment plan or a single payment, with a code', async () => {
    const token = await signIn('payeur@example.org');
    const plan = await sandbox().request('POST', '/api/users/me/orders/41/cancel', { token });
    expect([plan.status, code(plan)]).toEqual([409, 'INSTALLMENT_PLAN_NOT_STOPPABLE']);
    const single = await sandbox().request('POST', '/api/users/me/orders/12/cancel', { token });
    expect([single.status, code(single)]).toEqual([409, 'ORDER_NOT_MONTHLY']);
    // The plan's card may change.
    const change = await sandbox().request('POST', '/api/users/me/orders/41/card', { token });
    expect(change.status).toBe(200);
    expect((await sandbox().request('POST', '/api/users/me/orders/abc/cancel', { token })).status).toBe(404);
    expect((await sandbox().request('POST', '/api/users/me/orders/99999999/card', { token })).status).toBe(404);
    // The demo's monthly gift (order 42): three months paid, nine to come.
    const demo = await order(42, token);
    expect(demo.frequency).toBe('Monthly');
    expect(demo.payments.filter((payment) => payment.state === 'Authorized')).toHaveLength(3);
    expect(demo.payments.filter((payment) => payment.fiscalReceiptUrl !== null)).toHaveLength(3);
    expect((await order(41, token)).frequency).toBe('Installment');
  });
});
