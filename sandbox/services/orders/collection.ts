/**
 * Due instalments and monthly payments collected with the order's card: by the job queue
 * on their due date (sandbox/jobs: one `collect` job per payment, written with the order),
 * or in test mode when a test asks (POST __test/instalments/collect, after moving the clock).
 * The test card that pays the first time and is refused afterwards (provider/cards.ts,
 * `laterCharges`) makes a collection fail: the payment is Refused, the payer is emailed
 * the regularisation link, and it is paid through the regularisation flow (SPEC §1, §4).
 * Each collection is a payment request of kind Instalment with one attempt, and one charge
 * when it is paid, like any other capture.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { calendarDateInParis, toIsoDate } from '@/lib/rules/dates';
import type { SandboxTx } from '../../db/client';
import { charges, orders, paymentAttempts, paymentRequests, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { laterChargeOutcome } from '../../provider/cards';
import { enqueue } from '../../jobs/queue';
import { emailJob } from '../../jobs/emailJobs';
import { newId } from '../ids';
import { issueInstalmentReceipt } from '../payments/capture';
import { lockOrder } from './monthlyGifts';

export type Collection = 'collected' | 'refused' | 'skipped';

/**
 * Collects one payment if it is still Pending, due by ctx.now and its order not stopped;
 * 'skipped' otherwise (paid meanwhile, cancelled by a stop, not due yet).
 */
export async function collectPayment(tx: SandboxTx, ctx: RequestContext, paymentId: number): Promise<Collection> {
  const unlocked = (await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId)))[0];
  if (!unlocked) return 'skipped';
  // The order first (as stopping does), then the payment, both checked again under the lock.
  const order = await lockOrder(tx, unlocked.orderId);
  const rows = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  const payment = rows[0];
  if (!payment || payment.state !== 'Pending' || order.stoppedAt !== null || payment.dueDate > ctx.now) {
    return 'skipped';
  }
  const amount = payment.amount + payment.amountTip;
  const refused = laterChargeOutcome(payment.cardBrand, payment.cardLast4) === 'declined';
  const prId = newId('pr');
  const attemptId = newId('pay');
  await tx.insert(paymentRequests).values({
    id: prId,
    kind: 'Instalment',
    unpaidPaymentId: payment.id,
    orderId: order.id,
    state: refused ? 'Refused' : 'Authorized',
    amount: { total: amount, initial: amount, tip: payment.amountTip, discount: 0, vat: 0 },
    terms: [{ date: toIsoDate(calendarDateInParis(ctx.now)), amount }],
    ...(refused ? { errorCode: 'PAYMENT_REFUSED' } : {}),
    locale: order.locale,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await tx.insert(paymentAttempts).values({
    id: attemptId,
    paymentRequestId: prId,
    number: 1,
    state: refused ? 'Refused' : 'Authorized',
    providerStatus: refused ? 'declined' : 'accepted',
    amount,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    cardExpMonth: payment.cardExpMonth,
    cardExpYear: payment.cardExpYear,
    ...(refused ? { errorCode: 'PAYMENT_REFUSED' } : {}),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  if (refused) {
    await tx.update(payments).set({ state: 'Refused', updatedAt: ctx.now }).where(eq(payments.id, payment.id));
    await enqueue(tx, ctx.now, emailJob({ email: 'InstalmentRefused', paymentId: payment.id }));
    return 'refused';
  }
  await tx
    .update(payments)
    .set({ state: 'Authorized', paidAt: ctx.now, updatedAt: ctx.now })
    .where(eq(payments.id, payment.id));
  await tx
    .insert(charges)
    .values({ paymentRequestId: prId, attemptId, paymentId: payment.id, amount, createdAt: ctx.now });
  await issueInstalmentReceipt(tx, ctx, payment);
  await enqueue(tx, ctx.now, emailJob({ email: 'InstalmentCollected', paymentId: payment.id }));
  return 'collected';
}

/**
 * Test mode: collects every Pending payment due by ctx.now of an order not stopped (of
 * `orderId` only, when given: tests share the sandbox), whether or not a job was written
 * for it (the test helpers insert orders directly); answers how many were paid.
 */
export async function collectDueInstalments(tx: SandboxTx, ctx: RequestContext, orderId?: number): Promise<number> {
  const due = await tx
    .select({ id: payments.id })
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
  for (const { id } of due) {
    if ((await collectPayment(tx, ctx, id)) === 'collected') collected += 1;
  }
  return collected;
}
