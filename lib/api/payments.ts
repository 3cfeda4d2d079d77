import 'server-only';
import {
  PaymentRequestSchema,
  PaymentStatusSchema,
  PaymentSummarySchema,
  PollRedirectSchema,
} from './contracts/payments';
import { ReceiptsSentSchema } from './contracts/users';
import { callApi } from './transport';

/** SPEC §7 "Payments": one function per call. */
export const reinitializePayment = (
  paymentId: string | number,
  options: { useNewPaymentMethod?: boolean; backUrl?: string } = {},
) =>
  callApi({
    method: 'POST',
    path: `/payments/${encodeURIComponent(String(paymentId))}/reinitialize`,
    query: { useNewPaymentMethod: options.useNewPaymentMethod, backUrl: options.backUrl },
    schema: PaymentRequestSchema,
    routeLabel: 'payment.reinitialize',
  });

export const settleUnpaid = (action: 'finalize' | 'error' | 'abandon', paymentRequestDataId: string) =>
  callApi({
    method: 'POST',
    path: `/payments/unpaid/${action}`,
    query: { paymentRequestDataId },
    schema: PaymentStatusSchema,
    routeLabel: `payment.unpaid.${action}`,
  });

export const getPaymentSummary = (paymentRequestId: string) =>
  callApi({
    path: '/payments/summary',
    query: { paymentRequestId },
    schema: PaymentSummarySchema,
    routeLabel: 'payment.summary',
  });

export const getNextAction = (paymentRequestId: string) =>
  callApi({
    path: '/payments/card-embed/get-next-action',
    query: { paymentRequestId },
    schema: PaymentStatusSchema,
    routeLabel: 'payment.next-action',
  });

export const pollRedirectUrl = (paymentId: string) =>
  callApi({
    path: '/payments/card-embed/poll-redirect-url',
    query: { paymentId },
    schema: PollRedirectSchema,
    routeLabel: 'payment.poll',
  });

export const reinitializeCardPayment = (unpaidPaymentId: string | number) =>
  callApi({
    method: 'POST',
    path: `/payments/card-embed/${encodeURIComponent(String(unpaidPaymentId))}/reinitialize`,
    schema: PaymentStatusSchema,
    routeLabel: 'payment.card-reinitialize',
  });

export const finalizePayment = (paymentId: string) =>
  callApi({
    method: 'POST',
    path: '/payments/finalize',
    query: { paymentId },
    schema: PaymentStatusSchema,
    routeLabel: 'payment.finalize',
  });

export const confirmCardPayment = (paymentId: string) =>
  callApi({
    method: 'POST',
    path: '/payments/card-embed/confirm',
    query: { paymentId },
    schema: PaymentStatusSchema,
    routeLabel: 'payment.confirm',
  });

/** "Send my receipts again" from the confirmation page: the order its request made (rate-limited: 429). */
export const sendPaymentReceipts = (paymentRequestId: string) =>
  callApi({
    method: 'POST',
    path: '/payments/receipts/send',
    query: { paymentRequestId },
    schema: ReceiptsSentSchema,
    routeLabel: 'payment.receipts',
    forwardClient: true,
    authenticated: false,
  });
