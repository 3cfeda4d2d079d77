/**
 * Where the card page sends the payer, by the flow it serves: a cart's payment
 * (`/paiement/embarque/{id}` or `/paiement/embarque-ha/{id}`, then the confirmation or a
 * redirection page) or the regularisation of a refused instalment
 * (`/paiement/regularisation/embarque/{id}`, then `/paiement/regularisation/{status}/{id}`).
 * The card page, its actions and the outcome pages are the same for both; only these
 * addresses differ. Pure, unit-tested.
 */
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import { checkoutRedirectionPath, journeyOfPayment, type Outcome, redirectionPath } from '@/lib/routes/journey';
import {
  cardChangePath,
  confirmationPagePath,
  paymentPagePath,
  regularisationCardPath,
  type RegularisationStatus,
  regularisationStatusPath,
} from '@/lib/routes/payment';
import { orderPagePath } from '@/lib/routes/account';

export type PaymentFlow =
  /** `hosted`: opened as /paiement/embarque-ha/{id} (SPEC §2), which it keeps coming back to. */
  | { kind: 'cart'; hosted?: boolean }
  /** The instalment (order payment id) being paid again. */
  | { kind: 'regularisation'; paymentId: number }
  /** The card of an order's payments to come: nothing paid, back to the order page. */
  | { kind: 'cardChange'; orderId: number };

/** What the card page's server actions are bound with (serialisable). */
export interface PaymentContext {
  paymentRequestId: string;
  english: boolean;
  widget: boolean;
  flow: PaymentFlow;
}

const REGULARISATION_OUTCOMES: Record<Outcome, RegularisationStatus> = {
  confirmation: 'en-attente',
  annulation: 'annulation',
  echec: 'echec',
};

/** The card page itself (a retry, the return from the provider or from 3-D Secure). */
export function cardPagePath(context: PaymentContext): string {
  const { flow, paymentRequestId, english, widget } = context;
  if (flow.kind === 'regularisation') return regularisationCardPath(flow.paymentId, english);
  if (flow.kind === 'cardChange') return cardChangePath(flow.orderId, english);
  return paymentPagePath(paymentRequestId, { english, widget, hosted: flow.hosted });
}

/** Once paid. */
/** What the confirmation page says after "send my receipts again" (?recus=…): sent, or asked too often (429). */
export const RECEIPTS_NOTICES = ['envoyes', 'limite'] as const;
export type ReceiptsNotice = (typeof RECEIPTS_NOTICES)[number];
export const RECEIPTS_QUERY = 'recus';

export function paidPath(context: PaymentContext): string {
  const { flow, paymentRequestId, english } = context;
  if (flow.kind === 'regularisation')
    return regularisationStatusPath('confirmation', flow.paymentId, english, { paymentRequestId });
  if (flow.kind === 'cardChange') return orderPagePath(flow.orderId, 'carte');
  return confirmationPagePath(paymentRequestId, context);
}

/**
 * A payment that ended without being paid (`echec`, `annulation`), or whose end is not
 * known yet (`confirmation`: the pending page). A cart's pages link back to its form.
 */
export function outcomePath(
  context: PaymentContext,
  summary: Pick<PaymentSummary, 'form' | 'organization' | 'cartId'> | null,
  outcome: Outcome,
  code: string | null,
): string {
  const { flow, paymentRequestId, english, widget } = context;
  // A card change has no outcome pages: a capture under way is its card page's to follow,
  // an end without a new card is said on the order page.
  if (flow.kind === 'cardChange') {
    if (outcome === 'confirmation') return cardChangePath(flow.orderId, english);
    return orderPagePath(flow.orderId, outcome === 'annulation' ? 'carte-abandon' : 'carte-echec');
  }
  if (flow.kind === 'regularisation')
    return regularisationStatusPath(REGULARISATION_OUTCOMES[outcome], flow.paymentId, english, {
      paymentRequestId,
      code,
    });
  const journey =
    summary ?
      journeyOfPayment({ ...summary.form, organizationSlug: summary.organization.organizationSlug }, summary.cartId)
    : null;
  // A checkout's payment has its own redirection page, under the cart's address.
  if (journey?.checkout) {
    return checkoutRedirectionPath(
      journey.ref.organizationSlug,
      journey.checkout.cartId,
      { outcome, paymentRequestId, code },
      english,
    );
  }
  return redirectionPath(journey?.ref ?? null, { outcome, paymentRequestId, code, widget }, english);
}
