/**
 * Payments (SPEC §3 Payment, Payment schedule; §4 payment steps and actions; §7
 * "Payments"). States use HelloAsso's vocabulary (PEERS §1.4).
 *
 * - A payment request is created once per cart by init-payment (or once per failed
 *   instalment being regularised). Its id is `paymentRequestId`.
 * - A payment attempt (`paymentId` in the card-embed calls) is one try with a card.
 * - A payment of an order (`/users/me/payments/{id}`, integer id) is one instalment.
 */
import { z } from 'zod';
import { Cents, FormTypeSchema, Id, IsoDateTime, Slug } from './common';
import { PaymentReceiptsSchema } from './receipts';
import { TicketFieldsSchema } from './tickets';

export const PAYMENT_STATES = [
  'Init',
  'WaitingAuthentication',
  'Authorized',
  'Refused',
  'Canceled',
  'Abandoned',
  'Error',
] as const;
export const PaymentStateSchema = z.enum(PAYMENT_STATES);

/** States of an instalment of an order: Pending = not due yet. */
export const ORDER_PAYMENT_STATES = ['Pending', 'Authorized', 'Refused', 'Canceled'] as const;
export const OrderPaymentStateSchema = z.enum(ORDER_PAYMENT_STATES);

export const NEXT_ACTIONS = ['Confirm', 'Finalize', 'Initialize', 'Redirect', 'Retry'] as const;
export const NextActionSchema = z.enum(NEXT_ACTIONS);
export type NextAction = z.infer<typeof NextActionSchema>;

/**
 * Cart: a cart's payment. Regularisation: a refused instalment paid again. CardChange: the
 * card of an order's next payments (nothing charged). Instalment: a due instalment the
 * sandbox collected with the order's card (test clock).
 */
export const PAYMENT_REQUEST_KINDS = ['Cart', 'Regularisation', 'CardChange', 'Instalment'] as const;

export const AmountSchema = z.object({
  /** Whole schedule, tip included. */
  total: Cents,
  /** Charged now: first term + tip. */
  initial: Cents,
  tip: Cents,
  discount: Cents,
  vat: Cents,
});

export const TermSchema = z.object({ date: z.iso.date(), amount: Cents });

/** Answer of POST /carts/{id}/init-payment and of the reinitialize calls. */
export const PaymentRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_REQUEST_KINDS),
  cartId: z.string().nullable(),
  state: PaymentStateSchema,
  amount: AmountSchema,
  terms: z.array(TermSchema),
  /** The embedded payment page of the app for this request. */
  redirectUrl: z.string(),
  backUrl: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

export const PaymentRequestQuerySchema = z.object({ paymentRequestId: z.string().min(1).max(100) });
export const PaymentIdQuerySchema = z.object({ paymentId: z.string().min(1).max(100) });
export const UnpaidQuerySchema = z.object({ paymentRequestDataId: z.string().min(1).max(100) });
export const InitializeQuerySchema = PaymentRequestQuerySchema.extend({
  paymentMethodId: z.string().max(100).optional(),
});
export const ReinitializeQuerySchema = z.object({
  useNewPaymentMethod: z.enum(['true', 'false']).optional(),
  backUrl: z.string().max(2000).optional(),
});

/** Consents checked by init-payment (SPEC §8 gdrpConsentError, cgvConsentError, tipConsentError). */
export const InitPaymentBodySchema = z.object({
  /** Personal data / terms consent; the payer's `consent` counts too. */
  gdprConsent: z.boolean().optional(),
  /** Conditions of sale, required when the form has `requiresCgv`. */
  cgvConsent: z.boolean().optional(),
  /** Required when a tip above 0 is chosen. */
  tipConsent: z.boolean().optional(),
});
export type InitPaymentBody = z.infer<typeof InitPaymentBodySchema>;

/**
 * State of a payment request seen from the card page: the current attempt, what the
 * page must do next and where to send the payer. Answer of get-next-action,
 * card-embed initialize / confirm / reinitialize, finalize, and the unpaid calls.
 */
export const PaymentStatusSchema = z.object({
  paymentRequestId: z.string(),
  paymentId: z.string().nullable(),
  state: PaymentStateSchema,
  /** null once the request is settled (Authorized, Canceled, Abandoned). */
  nextAction: NextActionSchema.nullable(),
  /** Where to go: the 3-D Secure challenge (Redirect), or the return/back URL once settled. */
  redirectUrl: z.string().nullable(),
  /** SPEC §8 code of the last failure (PAYMENT_REFUSED, hapay_provider_error…). */
  errorCode: z.string().nullable(),
  /** Bank's reason for a refusal: card_declined, insufficient_funds, expired_card. */
  declineReason: z.string().nullable(),
  /** URL the card form posts to (the test-mode provider); null when no attempt is open. */
  providerUrl: z.string().nullable(),
  amount: Cents,
  orderId: Id.nullable(),
  attempts: z.int().min(0),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PollRedirectSchema = z.object({
  paymentId: z.string(),
  state: PaymentStateSchema,
  /** null while there is nowhere to go yet: keep polling. */
  redirectUrl: z.string().nullable(),
});

export const PaymentSummarySchema = z.object({
  paymentRequestId: z.string(),
  kind: z.enum(PAYMENT_REQUEST_KINDS),
  state: PaymentStateSchema,
  cartId: z.string().nullable(),
  organization: z.object({ organizationSlug: Slug, name: z.string(), logo: z.string().nullable() }),
  form: z.object({ formSlug: Slug, formType: FormTypeSchema, title: z.string() }),
  amount: AmountSchema,
  terms: z.array(TermSchema),
  /** Regularisation: which instalment is being paid again. */
  installmentNumber: z.int().min(1).nullable(),
  payer: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** Once paid, an Event order's places carry their ticket (lib/api/contracts/tickets.ts). */
  items: z.array(z.object({ label: z.string(), amount: Cents }).extend(TicketFieldsSchema.shape)),
  backUrl: z.string().nullable(),
  orderId: Id.nullable(),
  /**
   * Once paid: the receipts of the payment just made, as links signed for whoever holds
   * this request (the confirmation page); they expire (lib/api/contracts/receipts.ts).
   */
  receipts: PaymentReceiptsSchema.nullable(),
  errorCode: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

// ---------------------------------------------------------------- test-mode card provider

/** Card data: posted by the card page straight to the provider, never to the app. */
export const ProviderCardBodySchema = z.object({
  cardNumber: z.string().max(40),
  /** MM/YY */
  expiry: z.string().max(7),
  cvc: z.string().max(4),
  holder: z.string().max(100).optional(),
  /** Where to send the payer (form posts); ?paymentRequestId=… is added. */
  returnUrl: z.string().max(2000).optional(),
});
export type ProviderCardBody = z.infer<typeof ProviderCardBodySchema>;

export const ProviderCardResponseSchema = z.object({
  paymentRequestId: z.string(),
  paymentId: z.string(),
  status: PaymentStateSchema,
  nextAction: NextActionSchema.nullable(),
  redirectUrl: z.string().nullable(),
  errorCode: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type ProviderCardResponse = z.infer<typeof ProviderCardResponseSchema>;

export const ThreeDsDecisionSchema = z.object({ decision: z.enum(['approve', 'fail', 'abandon']) });
