/**
 * What a payment page shows, decided from the API's payment status (the truth) and, on
 * the redirection pages, the outcome named in the address (SPEC §2: confirmation,
 * annulation, echec). Pure functions, unit-tested.
 */
import type { PaymentStatus, PaymentSummary } from '@/lib/api/contracts/payments';
import type { Outcome } from '@/lib/routes/journey';
import { formKindOf } from '@/lib/kinds/formKinds';

/** What the card page does with a status. */
export type CardPageStep =
  | { kind: 'paid' }
  /** 3-D Secure: the bank's challenge page. */
  | { kind: 'authenticate'; url: string }
  /** Show the card form; after a failure, with its code. */
  | { kind: 'card'; errorCode: string | null; declineReason: string | null }
  /** The provider accepted the card; the capture has not answered yet. */
  | { kind: 'processing' }
  /** No more attempts, or settled without payment. */
  | { kind: 'stopped'; outcome: Outcome; code: string | null };

export function cardPageStep(status: PaymentStatus): CardPageStep {
  if (status.state === 'Authorized') return { kind: 'paid' };
  switch (status.nextAction) {
    case 'Redirect':
      return status.redirectUrl ? { kind: 'authenticate', url: status.redirectUrl } : { kind: 'processing' };
    case 'Confirm':
    case 'Finalize':
      return { kind: 'processing' };
    case 'Initialize':
    case 'Retry':
      return { kind: 'card', errorCode: status.errorCode, declineReason: status.declineReason };
    default: {
      const cancelled = status.state === 'Canceled' || status.state === 'Abandoned';
      return { kind: 'stopped', outcome: cancelled ? 'annulation' : 'echec', code: status.errorCode };
    }
  }
}

/** The six outcomes of SPEC §4 "Payment pages". */
export type OutcomeView = 'pending' | 'confirmed' | 'refused' | 'cancelled' | 'expired' | 'duplicated';

const EXPIRED_CODES = new Set(['CART_EXPIRED', 'PAYMENT_CANCELED_EXPIRED', 'expiration']);

/**
 * The redirection page's view. With a payment status, the status decides; the outcome
 * and code of the address only refine it (a duplicated payment, an expired cart) or stand
 * in when the request is unknown.
 */
export function outcomeView(outcome: Outcome, code: string | null, status: PaymentStatus | null): OutcomeView {
  if (code === 'DUPLICATED_PAYMENT') return 'duplicated';
  if (code !== null && EXPIRED_CODES.has(code)) return 'expired';
  if (status) {
    if (status.state === 'Authorized') return 'confirmed';
    if (status.state === 'Canceled' || status.state === 'Abandoned') return 'cancelled';
    if (status.errorCode === 'PAYMENT_CANCELED') return 'cancelled';
    if (status.errorCode === 'CART_EXPIRED') return 'expired';
    if (status.state === 'Refused' || status.state === 'Error' || status.nextAction === 'Retry') {
      return outcome === 'annulation' ? 'cancelled' : 'refused';
    }
    return 'pending';
  }
  if (outcome === 'confirmation') return 'pending';
  return outcome === 'annulation' ? 'cancelled' : 'refused';
}

/**
 * How a paid request's plan reads on its confirmation: one payment; a donation's monthly
 * gift (the later charges counted); or any other kind's order paid in instalments, whose
 * later dates and amounts are listed.
 */
export type PaymentPlan =
  | { kind: 'single' }
  | { kind: 'monthly'; later: number }
  | { kind: 'instalments'; count: number; later: PaymentSummary['terms'] };

export function paymentPlan({ form, terms }: Pick<PaymentSummary, 'form' | 'terms'>): PaymentPlan {
  const later = terms.slice(1);
  if (later.length === 0) return { kind: 'single' };
  if (formKindOf(form.formType).plan === 'monthly') return { kind: 'monthly', later: later.length };
  return { kind: 'instalments', count: terms.length, later };
}
