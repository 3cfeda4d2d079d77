import 'server-only';
import { cache } from 'react';
import type { Order, UserPayment } from '@/lib/api/contracts/users';
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { reinitializeCardPayment } from '@/lib/api/payments';
import { getMyOrder, getMyPayment } from '@/lib/api/users';
import { loadPaymentSummary } from '../queries';

/** A refused instalment and its order, as its payer sees them. */
export interface Instalment {
  payment: UserPayment;
  order: Order;
}

/**
 * Who may see an instalment. Its id is a sequential number, so the API answers only its
 * payer, signed in: anonymous → sign in (401), anyone else → the 404 of an unknown id, an
 * unverified account → 403. Nothing of the instalment reaches the page otherwise.
 */
export type InstalmentAccess =
  | { kind: 'ok'; instalment: Instalment }
  | { kind: 'signIn' }
  | { kind: 'notFound' }
  | { kind: 'refused'; error: ApiFailure };

/** Once per request: the page and its metadata both need it. */
export const loadInstalment = cache(async (paymentId: number): Promise<InstalmentAccess> => {
  try {
    const payment = await getMyPayment(paymentId);
    const order = await getMyOrder(payment.orderId, { withOrganization: true });
    return { kind: 'ok', instalment: { payment, order } };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.statusCode === 401) return { kind: 'signIn' };
    if (error.statusCode === 404) return { kind: 'notFound' };
    return { kind: 'refused', error };
  }
});

const isRequestId = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_-]{1,100}$/.test(value);

/**
 * The regularisation request named in the address (the provider and 3-D Secure come back
 * with `?paymentRequestId=`), if it is one of this instalment's; otherwise null.
 */
export async function namedRequest(instalment: Instalment, requestId: string | null): Promise<PaymentSummary | null> {
  if (!isRequestId(requestId)) return null;
  const summary = await loadPaymentSummary(requestId);
  const { payment } = instalment;
  const matches =
    summary?.kind === 'Regularisation' &&
    summary.installmentNumber === payment.installmentNumber &&
    summary.form.formSlug === payment.order.formSlug &&
    summary.organization.organizationSlug === payment.order.organizationSlug;
  return matches ? summary : null;
}

export type OpenedRequest = { kind: 'ok'; summary: PaymentSummary } | { kind: 'failed'; code: string };

/**
 * The instalment's regularisation request (POST /payments/card-embed/{id}/reinitialize:
 * the open one, or a new one after a refusal), with its summary.
 */
export async function openRegularisation(paymentId: number): Promise<OpenedRequest> {
  try {
    const status = await reinitializeCardPayment(paymentId);
    const summary = await loadPaymentSummary(status.paymentRequestId);
    return summary ? { kind: 'ok', summary } : { kind: 'failed', code: 'PAYMENT_NOT_FOUND' };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    return { kind: 'failed', code: error.code ?? String(error.statusCode) };
  }
}
