import 'server-only';
import { cache } from 'react';
import { getProvider } from '@/lib/api/forms';
import {
  confirmCardPayment,
  finalizePayment,
  getNextAction,
  getPaymentSummary,
  settleUnpaid,
} from '@/lib/api/payments';
import type { PaymentStatus, PaymentSummary } from '@/lib/api/contracts/payments';
import type { Provider } from '@/lib/api/contracts/forms';
import { isApiFailure } from '@/lib/api/http';
import type { PaymentFlow } from './destinations';

/** The payment request's summary, or null when the API does not know it (404). */
export const loadPaymentSummary = cache(async (paymentRequestId: string): Promise<PaymentSummary | null> => {
  try {
    return await getPaymentSummary(paymentRequestId);
  } catch (error) {
    if (isApiFailure(error) && error.statusCode === 404) return null;
    throw error;
  }
});

export async function loadPaymentStatus(paymentRequestId: string): Promise<PaymentStatus | null> {
  try {
    return await getNextAction(paymentRequestId);
  } catch (error) {
    if (isApiFailure(error) && error.statusCode === 404) return null;
    throw error;
  }
}

export const loadProvider = cache(async (organizationSlug: string): Promise<Provider | null> => {
  try {
    return await getProvider(organizationSlug);
  } catch {
    return null;
  }
});

export type AdvanceResult = { status: PaymentStatus } | { status: PaymentStatus | null; failure: { code: string } };

/**
 * Takes the payment as far as it can go without the payer: a card the provider accepted
 * is captured (Confirm), an authenticated one finalised (Finalize). Both calls are
 * idempotent in the API: a reload or a double click never charges twice (the second
 * answers DUPLICATED_PAYMENT, read here as "already paid"). A regularisation settles its
 * unpaid instalment with POST /payments/unpaid/finalize (SPEC §4 "an unpaid payment can
 * be finalized"), which captures an accepted or an authenticated card alike.
 */
export async function advancePayment(
  paymentRequestId: string,
  flow: PaymentFlow = { kind: 'cart' },
): Promise<AdvanceResult | null> {
  let status = await loadPaymentStatus(paymentRequestId);
  if (!status) return null;
  for (let round = 0; round < 2 && status.paymentId; round += 1) {
    const paymentId: string = status.paymentId;
    try {
      if (status.nextAction !== 'Confirm' && status.nextAction !== 'Finalize') break;
      if (flow.kind === 'regularisation') status = await settleUnpaid('finalize', paymentRequestId);
      else if (status.nextAction === 'Confirm') status = await confirmCardPayment(paymentId);
      else status = await finalizePayment(paymentId);
    } catch (error) {
      if (!isApiFailure(error)) throw error;
      const fresh = await loadPaymentStatus(paymentRequestId);
      if (error.code === 'DUPLICATED_PAYMENT' && fresh?.state === 'Authorized') return { status: fresh };
      if (error.code === 'PAYMENT_NOT_READY' && fresh) return { status: fresh };
      return { status: fresh, failure: { code: error.code ?? String(error.statusCode) } };
    }
  }
  return { status };
}
