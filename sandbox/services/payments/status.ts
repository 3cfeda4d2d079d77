/**
 * A payment request's status as the app polls it (state, next action, where to go) and
 * its public serialisation.
 */
import { desc, eq } from 'drizzle-orm';
import type { PaymentRequest, PaymentStatus } from '@/lib/api/contracts/payments';
import type { NextAction } from '@/lib/api/contracts/payments';
import type { Executor } from '../../db/client';
import { paymentAttempts } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import {
  type PrRow,
  MAX_FAILED_ATTEMPTS,
  FAILED_STATES,
  embeddedPageUrl,
  providerCardUrl,
  challengeUrl,
  returnUrlOf,
  findRequest,
} from './requests';

export async function paymentStatus(
  ex: Executor,
  ctx: RequestContext,
  prId: string,
  attemptId?: string,
): Promise<PaymentStatus> {
  const pr = await findRequest(ex, prId);
  // All attempts of the request at once (a handful at most): the latest and the failures.
  const attempts = await ex
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentRequestId, prId))
    .orderBy(desc(paymentAttempts.number));
  const attempt = (attemptId ? attempts.find((candidate) => candidate.id === attemptId) : attempts[0]) ?? null;
  if (attemptId && !attempt) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment "${attemptId}".`);
  const failed = attempts.filter((candidate) => FAILED_STATES.includes(candidate.state)).length;
  let nextAction: NextAction | null = null;
  let redirectUrl: string | null = null;
  let errorCode = attempt?.errorCode ?? pr.errorCode;
  // The request's state follows its latest attempt (and is Authorized once captured); an
  // older attempt asked for by id answers its own state.
  const state = (
    pr.state === 'Authorized' ? 'Authorized'
    : attemptId && attempt ? attempt.state
    : pr.state) as PaymentStatus['state'];
  if (state === 'Authorized') {
    redirectUrl = returnUrlOf(ctx, pr, attempt);
    errorCode = null;
  } else if (pr.replacedAt !== null) {
    // Its cart changed after it was made: this request is over (Canceled), not payable.
    errorCode = 'PAYMENT_REQUEST_REPLACED';
  } else if (!attempt || (attempt.state === 'Init' && attempt.providerStatus === 'none')) {
    nextAction = 'Initialize';
  } else if (attempt.state === 'Init' && attempt.providerStatus === 'accepted') {
    nextAction = 'Confirm';
  } else if (
    attempt.state === 'WaitingAuthentication' &&
    attempt.providerStatus === 'challenge' &&
    attempt.challengeId
  ) {
    nextAction = 'Redirect';
    redirectUrl = challengeUrl(ctx, attempt.challengeId);
  } else if (attempt.state === 'WaitingAuthentication' && attempt.providerStatus === 'authenticated') {
    nextAction = 'Finalize';
  } else if (failed >= MAX_FAILED_ATTEMPTS) {
    errorCode = 'PAYMENT_MAX_ERROR_ATTEMPTS';
    redirectUrl = returnUrlOf(ctx, pr, attempt);
  } else {
    nextAction = 'Retry';
    redirectUrl = returnUrlOf(ctx, pr, attempt);
  }
  return {
    paymentRequestId: pr.id,
    paymentId: attempt?.id ?? null,
    state,
    nextAction,
    redirectUrl,
    errorCode,
    declineReason: attempt?.declineReason ?? null,
    providerUrl: nextAction === 'Initialize' || nextAction === 'Retry' ? providerCardUrl(ctx, pr) : null,
    amount: attempt?.amount ?? pr.amount.initial,
    orderId: pr.orderId,
    attempts: failed,
  };
}

export function serializeRequest(ctx: RequestContext, pr: PrRow): PaymentRequest {
  return {
    id: pr.id,
    kind: pr.kind as PaymentRequest['kind'],
    cartId: pr.cartId,
    state: pr.state as PaymentRequest['state'],
    amount: pr.amount,
    terms: pr.terms,
    redirectUrl: embeddedPageUrl(ctx, pr),
    backUrl: pr.backUrl,
    createdAt: pr.createdAt.toISOString(),
  };
}
