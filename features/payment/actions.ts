'use server';

import { pollRedirectUrl, reinitializePayment, sendPaymentReceipts, settleUnpaid } from '@/lib/api/payments';
import { isApiFailure } from '@/lib/api/http';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { PAYMENT_CONTEXT, requireActionContext } from '@/lib/http/actionContext';
import type { Outcome } from '@/lib/routes/journey';
import {
  RECEIPTS_QUERY,
  cardPagePath,
  outcomePath as outcomePathOf,
  paidPath,
  type PaymentContext,
  type ReceiptsNotice,
} from './destinations';
import { advancePayment, loadPaymentSummary } from './queries';
import { cardPageStep } from './outcome/outcome';

/** Where the payer goes after the card page when it was not paid: the flow's outcome page. */
async function outcomePath(context: PaymentContext, outcome: Outcome, code: string | null): Promise<string> {
  const summary = context.flow.kind === 'cart' ? await loadPaymentSummary(context.paymentRequestId) : null;
  return outcomePathOf(context, summary, outcome, code);
}

export type ContinueResult =
  | { kind: 'redirect'; path: string }
  | { kind: 'authenticate'; url: string }
  | { kind: 'card'; errorCode: string | null; declineReason: string | null };

/**
 * After the card page sent the card to the provider (JavaScript on): capture or finalise
 * what the provider accepted and say where to go next. Card data never comes here.
 */
export async function continuePayment(context: PaymentContext): Promise<ContinueResult> {
  requireActionContext(context, PAYMENT_CONTEXT);
  const advanced = await advancePayment(context.paymentRequestId, context.flow);
  if (!advanced?.status) return { kind: 'redirect', path: await outcomePath(context, 'echec', 'PAYMENT_NOT_FOUND') };
  if ('failure' in advanced) {
    return { kind: 'redirect', path: await outcomePath(context, 'echec', advanced.failure.code) };
  }
  const step = cardPageStep(advanced.status);
  switch (step.kind) {
    case 'paid':
      return { kind: 'redirect', path: paidPath(context) };
    case 'authenticate':
      return { kind: 'authenticate', url: step.url };
    case 'card':
      return { kind: 'card', errorCode: step.errorCode, declineReason: step.declineReason };
    case 'processing':
      return { kind: 'card', errorCode: null, declineReason: null };
    case 'stopped':
      return { kind: 'redirect', path: await outcomePath(context, step.outcome, step.code) };
  }
}

/**
 * "Abandon the payment": the attempt is closed (nothing is charged; SPEC §4 an unpaid
 * payment abandoned), then the cancellation page.
 */
export async function abandonPayment(context: PaymentContext, _state: null): Promise<never> {
  requireActionContext(context, PAYMENT_CONTEXT);
  try {
    await settleUnpaid('abandon', context.paymentRequestId);
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.code === 'DUPLICATED_PAYMENT') return actionRedirect(paidPath(context));
  }
  return actionRedirect(await outcomePath(context, 'annulation', 'PAYMENT_CANCELED'));
}

/**
 * "Use another card" while the bank's 3-D Secure waits: the attempt is given up (POST
 * /payments/{id}/reinitialize?useNewPaymentMethod=true, nothing charged) and the card
 * form comes back for the new card. A payment paid meanwhile, or out of attempts, is
 * left as it is: the card page then says so.
 */
export async function changeCard(context: PaymentContext, paymentId: string): Promise<never> {
  requireActionContext(context, PAYMENT_CONTEXT);
  try {
    await reinitializePayment(paymentId, { useNewPaymentMethod: true });
  } catch (error) {
    if (!isApiFailure(error)) throw error;
  }
  return actionRedirect(cardPagePath(context));
}

/**
 * The pending page's check (JavaScript on): the capture is pushed on (idempotent), then
 * poll-redirect-url says where the attempt ended; `url` is absolute, `path` is ours.
 */
export async function pollPayment(
  context: PaymentContext,
  paymentId: string | null,
): Promise<{ done: false } | { done: true; path?: string; url?: string }> {
  requireActionContext(context, PAYMENT_CONTEXT);
  const advanced = await advancePayment(context.paymentRequestId, context.flow);
  if (advanced && 'failure' in advanced) {
    return { done: true, path: await outcomePath(context, 'echec', advanced.failure.code) };
  }
  const status = advanced?.status ?? null;
  if (status?.state === 'Authorized') return { done: true, path: paidPath(context) };
  const id = paymentId ?? status?.paymentId ?? null;
  if (!id) return { done: false };
  try {
    const poll = await pollRedirectUrl(id);
    if (poll.state === 'Authorized') return { done: true, path: paidPath(context) };
    return poll.redirectUrl ? { done: true, url: poll.redirectUrl } : { done: false };
  } catch (error) {
    if (isApiFailure(error)) return { done: false };
    throw error;
  }
}

/**
 * "Send my receipts again" from the confirmation page (issue 52), posted with or without
 * JavaScript: the API mails the order's receipts to its payer's address; the page then
 * says so.
 */
export async function resendReceipts(context: PaymentContext): Promise<never> {
  requireActionContext(context, PAYMENT_CONTEXT);
  let notice: ReceiptsNotice = 'envoyes';
  try {
    await sendPaymentReceipts(context.paymentRequestId);
  } catch (error) {
    if (!isApiFailure(error) || error.statusCode !== 429) throw error;
    notice = 'limite';
  }
  const path = paidPath(context);
  return actionRedirect(`${path}${path.includes('?') ? '&' : '?'}${RECEIPTS_QUERY}=${notice}`);
}
