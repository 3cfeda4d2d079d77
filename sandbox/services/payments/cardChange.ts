/**
 * The card of an order's payments to come (issue 42): a payment request of kind
 * CardChange goes through the same card page, provider and 3-D Secure as any payment,
 * for 0 € (nothing is charged; the bank authenticates the card). Its "capture" writes the
 * new card on the order's Pending payments. The route lets only the order's payer, signed
 * in, open one (users.ts ownOrder).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client';
import { paymentAttempts, paymentRequests, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { newId } from '../ids';
import { lockOrder } from '../orders/monthlyGifts';
import { initializeAttempt, markAuthorized } from './attempts';
import { cardColumns, cardOf, type CaptureResult } from './capture';
import type { AttemptRow, PrRow } from './requests';

const OPEN_REQUEST_STATES = ['Init', 'WaitingAuthentication', 'Refused', 'Error', 'Abandoned', 'Canceled'];

async function pendingPayments(tx: SandboxTx, orderId: number) {
  return tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'Pending')));
}

/** POST /users/me/orders/{id}/card: the order's open card change, or a new one, with its open attempt. */
export async function openCardChange(
  tx: SandboxTx,
  ctx: RequestContext,
  orderId: number,
): Promise<{ pr: PrRow; attempt: AttemptRow }> {
  await lockOrder(tx, orderId);
  if ((await pendingPayments(tx, orderId)).length === 0) {
    throw fail(409, 'NO_PAYMENT_TO_COME', 'This order has no payment to come: there is no card to change.');
  }
  const open = await tx
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.orderId, orderId),
        eq(paymentRequests.kind, 'CardChange'),
        inArray(paymentRequests.state, OPEN_REQUEST_STATES),
      ),
    )
    .orderBy(desc(paymentRequests.createdAt))
    .limit(1);
  let prId = open[0]?.id;
  if (!prId) {
    prId = newId('pr');
    await tx.insert(paymentRequests).values({
      id: prId,
      kind: 'CardChange',
      orderId,
      state: 'Init',
      amount: { total: 0, initial: 0, tip: 0, discount: 0, vat: 0 },
      terms: [],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  return initializeAttempt(tx, ctx, prId);
}

/** The card accepted (3-D Secure passed): the payments to come will be taken from it. */
export async function captureCardChange(
  tx: SandboxTx,
  ctx: RequestContext,
  pr: PrRow,
  attempt: AttemptRow,
): Promise<CaptureResult> {
  if (pr.orderId === null) throw new Error(`Card change ${pr.id} has no order`);
  await lockOrder(tx, pr.orderId);
  if ((await pendingPayments(tx, pr.orderId)).length === 0) {
    // Stopped (or all paid) while the card was being entered: nothing left to take it for.
    await tx
      .update(paymentAttempts)
      .set({ state: 'Canceled', errorCode: 'NO_PAYMENT_TO_COME', updatedAt: ctx.now })
      .where(eq(paymentAttempts.id, attempt.id));
    await tx
      .update(paymentRequests)
      .set({ state: 'Canceled', errorCode: 'NO_PAYMENT_TO_COME', updatedAt: ctx.now })
      .where(eq(paymentRequests.id, pr.id));
    return { ok: false, status: 409, code: 'NO_PAYMENT_TO_COME', message: 'This order has no payment to come.' };
  }
  await tx
    .update(payments)
    .set({ ...cardColumns(cardOf(attempt)), updatedAt: ctx.now })
    .where(and(eq(payments.orderId, pr.orderId), eq(payments.state, 'Pending')));
  await markAuthorized(tx, ctx, pr.id, attempt.id, pr.orderId);
  return { ok: true, orderId: pr.orderId };
}
