/**
 * Card attempts on a payment request: opening one for the provider, and recording what
 * the provider answered (approved, refused, waiting for 3-D Secure).
 */
import { eq } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client';
import { carts, paymentAttempts, paymentRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { cartIsExpired, touched } from '../carts/store';
import { newId } from '../ids';
import {
  type PrRow,
  type AttemptRow,
  MAX_FAILED_ATTEMPTS,
  FAILED_STATES,
  OPEN_ATTEMPT_STATES,
  latestAttempt,
  failedAttempts,
  lockRequest,
  assertNotPaid,
  assertLive,
} from './requests';

/** The open attempt of a request, or a new one (after a refusal, an error or an abandon). */
export async function initializeAttempt(
  tx: SandboxTx,
  ctx: RequestContext,
  prId: string,
): Promise<{ pr: PrRow; attempt: AttemptRow }> {
  const { pr, cart } = await lockRequest(tx, prId);
  assertNotPaid(pr);
  assertLive(pr);
  if (cart?.state === 'Paid') throw fail(409, 'DUPLICATED_PAYMENT', 'This cart has already been paid.');
  if (cart && !cartIsExpired(cart, ctx.now)) await tx.update(carts).set(touched(ctx.now)).where(eq(carts.id, cart.id));
  const latest = await latestAttempt(tx, prId, true);
  if (latest && OPEN_ATTEMPT_STATES.has(latest.state)) return { pr, attempt: latest };
  if ((await failedAttempts(tx, prId)) >= MAX_FAILED_ATTEMPTS) {
    throw fail(
      422,
      'PAYMENT_MAX_ERROR_ATTEMPTS',
      `${MAX_FAILED_ATTEMPTS} attempts failed: this payment takes no more cards.`,
    );
  }
  const inserted = await tx
    .insert(paymentAttempts)
    .values({
      id: newId('pay'),
      paymentRequestId: prId,
      number: (latest?.number ?? 0) + 1,
      state: 'Init',
      amount: pr.amount.initial,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const updated = await tx
    .update(paymentRequests)
    .set({ state: 'Init', errorCode: null, updatedAt: ctx.now })
    .where(eq(paymentRequests.id, prId))
    .returning();
  return { pr: updated[0] as PrRow, attempt: inserted[0] as AttemptRow };
}

export async function setAttemptOutcome(
  tx: SandboxTx,
  ctx: RequestContext,
  pr: PrRow,
  attempt: AttemptRow,
  changes: Partial<AttemptRow>,
): Promise<AttemptRow> {
  const updated = await tx
    .update(paymentAttempts)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  const next = updated[0] as AttemptRow;
  if (next.state !== attempt.state) {
    await tx
      .update(paymentRequests)
      .set({
        state: next.state,
        errorCode: next.errorCode,
        attempts: FAILED_STATES.includes(next.state) ? pr.attempts + 1 : pr.attempts,
        updatedAt: ctx.now,
      })
      .where(eq(paymentRequests.id, pr.id));
  }
  return next;
}

/** A request captured (or its card saved): its attempt and itself Authorized, with the order it made or paid. */
export async function markAuthorized(
  tx: SandboxTx,
  ctx: RequestContext,
  prId: string,
  attemptId: string | null,
  orderId: number | null,
): Promise<void> {
  if (attemptId !== null)
    await tx
      .update(paymentAttempts)
      .set({ state: 'Authorized', updatedAt: ctx.now })
      .where(eq(paymentAttempts.id, attemptId));
  await tx
    .update(paymentRequests)
    .set({ state: 'Authorized', errorCode: null, orderId, updatedAt: ctx.now })
    .where(eq(paymentRequests.id, prId));
}
