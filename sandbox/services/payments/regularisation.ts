/**
 * After a failure: a request reinitialised for another try, the regularisation of a
 * failed instalment, and the unpaid actions (finalize, error, abandon).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { calendarDateInParis, toIsoDate } from '@/lib/rules/dates';
import type { SandboxTx } from '../../db/client';
import { paymentRequests, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { newId } from '../ids';
import {
  type PrRow,
  type AttemptRow,
  OPEN_ATTEMPT_STATES,
  findAttempt,
  latestAttempt,
  lockRequest,
  assertNotPaid,
} from './requests';
import { initializeAttempt, setAttemptOutcome } from './attempts';
import { type CaptureResult, capture } from './capture';

/** POST /payments/{id}/reinitialize: a fresh attempt on the same request (a new card). */
export async function reinitializeRequest(
  tx: SandboxTx,
  ctx: RequestContext,
  attemptId: string,
  useNewPaymentMethod: boolean,
  backUrl: string | undefined,
): Promise<PrRow> {
  const unlocked = await findAttempt(tx, attemptId);
  const { pr } = await lockRequest(tx, unlocked.paymentRequestId);
  assertNotPaid(pr);
  const latest = await latestAttempt(tx, pr.id, true);
  if (latest && OPEN_ATTEMPT_STATES.has(latest.state) && (useNewPaymentMethod || latest.providerStatus !== 'none')) {
    // The payer changes card: the attempt in progress is given up.
    await setAttemptOutcome(tx, ctx, pr, latest, { state: 'Canceled', errorCode: 'PAYMENT_CANCELED' });
  }
  if (backUrl !== undefined) {
    await tx.update(paymentRequests).set({ backUrl, updatedAt: ctx.now }).where(eq(paymentRequests.id, pr.id));
  }
  const { pr: fresh } = await initializeAttempt(tx, ctx, pr.id);
  return fresh;
}

/**
 * POST /payments/card-embed/{unpaidPaymentId}/reinitialize: pay a refused instalment
 * again. The route lets only its payer, signed in, call it (users.ts ownPayment).
 */
export async function regularise(
  tx: SandboxTx,
  ctx: RequestContext,
  paymentId: number,
): Promise<{ pr: PrRow; attempt: AttemptRow }> {
  const rows = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  const unpaid = rows[0];
  if (!unpaid) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment ${paymentId}.`);
  if (unpaid.state === 'Authorized') throw fail(409, 'DUPLICATED_PAYMENT', 'This instalment has already been paid.');
  if (unpaid.state !== 'Refused')
    throw fail(
      409,
      'PAYMENT_NOT_UNPAID',
      `Payment ${paymentId} is ${unpaid.state}: only a refused instalment is regularised.`,
    );
  const open = await tx
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.unpaidPaymentId, paymentId),
        // The payer's own tries: not the collector's refused charge of the same payment.
        eq(paymentRequests.kind, 'Regularisation'),
        inArray(paymentRequests.state, ['Init', 'WaitingAuthentication', 'Refused', 'Error']),
      ),
    )
    .orderBy(desc(paymentRequests.createdAt))
    .limit(1);
  let prId = open[0]?.id;
  if (!prId) {
    prId = newId('pr');
    const amount = unpaid.amount + unpaid.amountTip;
    await tx.insert(paymentRequests).values({
      id: prId,
      kind: 'Regularisation',
      unpaidPaymentId: paymentId,
      state: 'Init',
      amount: { total: amount, initial: amount, tip: unpaid.amountTip, discount: 0, vat: 0 },
      terms: [{ date: toIsoDate(calendarDateInParis(ctx.now)), amount }],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  return initializeAttempt(tx, ctx, prId);
}

export type UnpaidAction = 'finalize' | 'error' | 'abandon';

export async function unpaid(
  tx: SandboxTx,
  ctx: RequestContext,
  prId: string,
  action: UnpaidAction,
): Promise<CaptureResult | null> {
  const { pr } = await lockRequest(tx, prId);
  assertNotPaid(pr);
  const attempt = await latestAttempt(tx, prId, true);
  if (action === 'finalize') {
    if (!attempt) throw fail(409, 'PAYMENT_NOT_READY', 'No card was submitted for this payment yet.');
    return capture(tx, ctx, attempt.id, ['accepted', 'authenticated']);
  }
  const state = action === 'error' ? 'Error' : 'Abandoned';
  const errorCode = action === 'error' ? 'PAYMENT_ERROR' : 'PAYMENT_CANCELED';
  if (attempt && OPEN_ATTEMPT_STATES.has(attempt.state)) {
    await setAttemptOutcome(tx, ctx, pr, attempt, { state, errorCode });
  } else {
    await tx.update(paymentRequests).set({ state, errorCode, updatedAt: ctx.now }).where(eq(paymentRequests.id, prId));
  }
  return null;
}
