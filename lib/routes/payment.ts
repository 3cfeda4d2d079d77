/**
 * Addresses of the payment pages (SPEC §2 /paiement/…): the card page of a payment
 * request and its confirmation, the regularisation of a failed instalment, and the card
 * change of an order's payments to come. Here rather than in a feature: the journey, the
 * payment pages, the order page and the sign-in redirect all build them, and features do
 * not import each other.
 *
 * The id in the regularisation and card-change addresses is the instalment's or the
 * order's (a sequential number): every page that takes it asks for its payer, signed in
 * (docs/payments.md).
 */
import { ENGLISH_SEGMENT, englishSuffix } from './english';
import { parseNumericId } from './numericId';

/**
 * The literal segments of the payment pages' addresses: the builders below and
 * lib/http/routeParams (which 404s a malformed address) both read them here.
 */
export const PAYMENT_SEGMENTS = {
  /** The first segment of every payment page. */
  payment: 'paiement',
  /** The embedded card page (/paiement/embarque/{id}), and the regularisation's. */
  cardPage: 'embarque',
  /** The card page of HelloAsso's own checkout (app/(payment)/paiement/embarque-ha). */
  helloAssoCardPage: 'embarque-ha',
  confirmation: 'confirmation',
  regularisation: 'regularisation',
  /** The card change of an order's payments to come. */
  cardChange: 'carte',
} as const;

const { payment, cardPage, helloAssoCardPage, confirmation, regularisation, cardChange } = PAYMENT_SEGMENTS;

export interface PaymentPageVariant {
  readonly english?: boolean;
  readonly widget?: boolean;
  /** The card page's second address (/paiement/embarque-ha/{id}), which a payment opened there keeps coming back to. */
  readonly hosted?: boolean;
}

const widgetQuery = (variant: PaymentPageVariant) => (variant.widget ? '?widget=1' : '');

/** The embedded card page of a payment request (SPEC §2 /paiement/embarque/{id} or /paiement/embarque-ha/{id}). */
export function paymentPagePath(paymentRequestId: string, variant: PaymentPageVariant = {}): string {
  return `/${payment}/${variant.hosted ? helloAssoCardPage : cardPage}/${encodeURIComponent(paymentRequestId)}${englishSuffix(variant.english)}${widgetQuery(variant)}`;
}

/** The confirmation page of a paid request (SPEC §2 /paiement/embarque/confirmation/{id}). */
export function confirmationPagePath(paymentRequestId: string, variant: PaymentPageVariant = {}): string {
  return `/${payment}/${cardPage}/${confirmation}/${encodeURIComponent(paymentRequestId)}${englishSuffix(variant.english)}${widgetQuery(variant)}`;
}

/** SPEC §2 /paiement/regularisation/{status}/{id}: pending, confirmation, failure, cancellation. */
export const REGULARISATION_STATUSES = ['en-attente', 'confirmation', 'echec', 'annulation'] as const;
export type RegularisationStatus = (typeof REGULARISATION_STATUSES)[number];

export const isRegularisationStatus = (value: unknown): value is RegularisationStatus =>
  (REGULARISATION_STATUSES as readonly unknown[]).includes(value);

/** /paiement/regularisation/{id}: which instalment failed, and paying it again. */
export const regularisationPath = (paymentId: number, english = false) =>
  `/${payment}/${regularisation}/${paymentId}${englishSuffix(english)}`;

/** /paiement/regularisation/embarque/{id}: the card page of the regularisation. */
export const regularisationCardPath = (paymentId: number, english = false) =>
  `/${payment}/${regularisation}/${cardPage}/${paymentId}${englishSuffix(english)}`;

export interface RegularisationOutcomeQuery {
  /** The regularisation's payment request (`pr_…`), whose status the page reads. */
  paymentRequestId?: string | null;
  code?: string | null;
}

export function regularisationStatusPath(
  status: RegularisationStatus,
  paymentId: number,
  english = false,
  query: RegularisationOutcomeQuery = {},
): string {
  const search = new URLSearchParams();
  if (query.paymentRequestId) search.set('paymentRequestId', query.paymentRequestId);
  if (query.code) search.set('code', query.code);
  const text = search.toString();
  return `/${payment}/${regularisation}/${status}/${paymentId}${englishSuffix(english)}${text ? `?${text}` : ''}`;
}

/** The card page for the card of an order's payments to come (nothing is charged there). */
export const cardChangePath = (orderId: number, english = false) =>
  `/${payment}/${cardChange}/${orderId}${englishSuffix(english)}`;

export type RegularisationRoute =
  | { view: 'instalment'; paymentId: number; english: boolean }
  | { view: RegularisationStatus; paymentId: number; english: boolean };

/**
 * The segments after /paiement/regularisation/ (the card page, `embarque/…`, has its own
 * route): `{id}`, `{id}/en`, `{status}/{id}`, `{status}/{id}/en`. Anything else: null (404).
 */
export function parseRegularisationSegments(segments: readonly string[]): RegularisationRoute | null {
  const english = segments.at(-1) === ENGLISH_SEGMENT;
  const rest = english ? segments.slice(0, -1) : segments;
  if (rest.length === 1) {
    const paymentId = parseNumericId(rest[0]);
    return paymentId === null ? null : { view: 'instalment', paymentId, english };
  }
  if (rest.length === 2 && isRegularisationStatus(rest[0])) {
    const paymentId = parseNumericId(rest[1]);
    return paymentId === null ? null : { view: rest[0], paymentId, english };
  }
  return null;
}
