/**
 * Due instalments collected with the order's card. The sandbox has no scheduler: a test
 * moves the clock (POST /__test/clock) then collects (POST /__test/instalments/collect)
 * what has fallen due by then, so it can show what is charged after a month, and that
 * nothing is once a gift is stopped.
 * Every collection succeeds (only the card's brand and last digits are kept, so there is
 * no card number to refuse); each is a payment request of kind Instalment with one
 * attempt and one charge, like any other capture.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { calendarDateInParis, toIsoDate } from '@/lib/rules/dates';
import type { SandboxTx } from '../../db/client';
import { charges, orders, paymentAttempts, paymentRequests, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { newId } from '../ids';
import { issueInstalmentReceipt } from '../payments/capture';
import { lockOrder } from './monthlyGifts';

/**
 * Collects every Pending instalment due by ctx.now of an order not stopped (of `orderId`
 * only, when given: tests share the sandbox); answers how many.
 */
export async function collectDueInstalments(tx: SandboxTx, ctx: RequestContext, orderId?: number): Promise<number> {
  const due = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.state, 'Pending'),
        lte(payments.dueDate, ctx.now),
        isNull(orders.stoppedAt),
        orderId === undefined ? undefined : eq(payments.orderId, orderId),
      ),
    )
    .orderBy(asc(payments.dueDate), asc(payments.id));
  let collected = 0;
  for (const { id, orderId: dueOrderId } of due) {
    // The order first (as stopping does), then the payment, both checked again under the lock.
    const order = await lockOrder(tx, dueOrderId);
    const rows = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    const payment = rows[0];
    if (!payment || payment.state !== 'Pending' || order.stoppedAt !== null) continue;
    const amount = payment.amount + payment.amountTip;
    const prId = newId('pr');
    const attemptId = newId('pay');
    await tx.insert(paymentRequests).values({
      id: prId,
      kind: 'Instalment',
      unpaidPaymentId: payment.id,
      orderId: dueOrderId,
      state: 'Authorized',
      amount: { total: amount, initial: amount, tip: payment.amountTip, discount: 0, vat: 0 },
      terms: [{ date: toIsoDate(calendarDateInParis(ctx.now)), amount }],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await tx.insert(paymentAttempts).values({
      id: attemptId,
      paymentRequestId: prId,
      number: 1,
      state: 'Authorized',
      providerStatus: 'accepted',
      amount,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      cardExpMonth: payment.cardExpMonth,
      cardExpYear: payment.cardExpYear,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await tx
      .update(payments)
      .set({ state: 'Authorized', paidAt: ctx.now, updatedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    await tx
      .insert(charges)
      .values({ paymentRequestId: prId, attemptId, paymentId: payment.id, amount, createdAt: ctx.now });
    await issueInstalmentReceipt(tx, ctx, payment);
    collected += 1;
  }
  return collected;
}
