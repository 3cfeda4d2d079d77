/**
 * Addresses of the regularisation pages (SPEC §2 /paiement/regularisation/…) and of the
 * payer's own order page. Here rather than in a feature: the payment pages, the order
 * page and the sign-in redirect all build them, and features do not import each other.
 *
 * The id in these addresses is the instalment's (a sequential number): every page that
 * takes it asks for its payer, signed in (docs/payments.md).
 */

/** SPEC §2 /paiement/regularisation/{status}/{id}: pending, confirmation, failure, cancellation. */
export const REGULARISATION_STATUSES = ['en-attente', 'confirmation', 'echec', 'annulation'] as const;
export type RegularisationStatus = (typeof REGULARISATION_STATUSES)[number];

export const isRegularisationStatus = (value: unknown): value is RegularisationStatus =>
  (REGULARISATION_STATUSES as readonly unknown[]).includes(value);

/** An instalment or order id as the API gives it: a positive integer, no leading zero. */
export function parseNumericId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

const en = (english: boolean) => (english ? '/en' : '');

/** /paiement/regularisation/{id}: which instalment failed, and paying it again. */
export const regularisationPath = (paymentId: number, english = false) =>
  `/paiement/regularisation/${paymentId}${en(english)}`;

/** /paiement/regularisation/embarque/{id}: the card page of the regularisation. */
export const regularisationCardPath = (paymentId: number, english = false) =>
  `/paiement/regularisation/embarque/${paymentId}${en(english)}`;

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
  return `/paiement/regularisation/${status}/${paymentId}${en(english)}${text ? `?${text}` : ''}`;
}

export type RegularisationRoute =
  | { view: 'instalment'; paymentId: number; english: boolean }
  | { view: RegularisationStatus; paymentId: number; english: boolean };

/**
 * The segments after /paiement/regularisation/ (the card page, `embarque/…`, has its own
 * route): `{id}`, `{id}/en`, `{status}/{id}`, `{status}/{id}/en`. Anything else: null (404).
 */
export function parseRegularisationSegments(segments: readonly string[]): RegularisationRoute | null {
  const english = segments.at(-1) === 'en';
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

/**
 * What the order page says on arrival, after an action on its monthly gift or plan:
 * the gift stopped, the card changed, or the card change given up or failed.
 */
export const ORDER_NOTICES = ['arret', 'carte', 'carte-abandon', 'carte-echec'] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];

export const isOrderNotice = (value: unknown): value is OrderNotice =>
  (ORDER_NOTICES as readonly unknown[]).includes(value);

/** The payer's order (SPEC §6 "sees own payments and orders"): /utilisateur/commandes/{id}. */
export const orderPagePath = (orderId: number, notice?: OrderNotice) =>
  `/utilisateur/commandes/${orderId}${notice ? `?fait=${notice}` : ''}`;

/** The confirmation step before a monthly gift is stopped (a page of its own: no JavaScript needed). */
export const stopGiftPath = (orderId: number) => `/utilisateur/commandes/${orderId}/arreter`;

/** The card page for the card of an order's payments to come (nothing is charged there). */
export const cardChangePath = (orderId: number, english = false) => `/paiement/carte/${orderId}${en(english)}`;

/** The sign-in page, coming back to `path` once signed in (app/(default)/connexion). */
export const signInPath = (path: string) => `/connexion?redirectTo=${encodeURIComponent(path)}`;
