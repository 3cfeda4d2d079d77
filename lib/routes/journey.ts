/**
 * Addresses of a form's journey (SPEC §2): the four steps, their widget and `/en`
 * variants, and the payment redirection pages (the card pages are lib/routes/payment's). Pure functions, shared by the pages, the
 * server actions and the tests. `{kind}` is the form type's URL segment (SPEC §1:
 * formulaires, evenements…).
 *
 *   /associations/{org}/{kind}/{form}              step 1
 *   /associations/{org}/{kind}/{form}/{step}[/en]
 *   /associations/{org}/{kind}/{form}/widget/{step}[/en]
 *   /associations/{org}/{kind}/{form}/redirection?…
 *
 * And the checkout of a cart prepared elsewhere (POST /carts/cart-one-page), whose steps
 * 2–4 are the engine's and whose step 1 shows the cart:
 *
 *   /associations/{org}/checkout/{cartId}[/{step}][/en]
 *   /associations/{org}/{kind}/{form}/checkout/{cartId}[/{step}][/en]
 *   /associations/{org}/checkout/{cartId}/redirection?…
 */
import { JOURNEY_STEPS } from '@/lib/rules/constants';
import {
  PREPARED_CART_SEGMENT,
  formKindOf,
  formTypeFromUrlSegment,
  hasJourney,
  urlSegmentFromFormType,
  type FormRef,
} from '@/lib/kinds/formKinds';
import { ENGLISH_SEGMENT, englishSuffix } from './english';

/**
 * The literal segments of a journey's addresses: the builders below and
 * lib/http/routeParams (which 404s a malformed address) both read them here.
 */
export const JOURNEY_SEGMENTS = {
  /** The first segment of every form's and checkout's address. */
  organizations: 'associations',
  /** The checkout of a prepared cart: its kind's segment in the kind table. */
  checkout: PREPARED_CART_SEGMENT,
  widget: 'widget',
  redirection: 'redirection',
  report: 'signaler',
  /** The route handler that forgets a dropped cart. */
  dropCart: 'nouveau-panier',
} as const;

const { organizations, checkout, widget, redirection, report, dropCart } = JOURNEY_SEGMENTS;

export type JourneyStep = 1 | 2 | 3 | 4;

/** Which copy of the journey the payer is in: framed widget and/or forced English, or a checkout. */
export interface JourneyVariant {
  readonly widget: boolean;
  /** The `/en` route variant (SPEC §2): English whatever the language cookie says. */
  readonly english: boolean;
  /** The checkout of a prepared cart: its steps live under the cart's address, not the form's. */
  readonly checkout?: CheckoutAddress | null;
}

/**
 * A checkout's address (SPEC §2): the cart id, and whether the address names the cart's
 * form (`/associations/{org}/{kind}/{form}/checkout/{cartId}`) or only its association.
 */
export interface CheckoutAddress {
  readonly cartId: string;
  readonly scoped: boolean;
}

/** Cart ids are the API's (`crt_` and 20 URL-safe characters); anything else names no cart. */
export function isCartId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/u.test(value);
}

/** The route parameters every journey route shares: `/associations/{org}/{kind}/{form}`. */
export interface FormRouteParams {
  readonly organizationSlug: string;
  /** The form type's URL segment (SPEC §1: formulaires, evenements…). */
  readonly formKind: string;
  readonly formSlug: string;
}

/** The form a journey route names, or null when its kind segment has no journey here (→ 404). */
export function formRefFromRoute({ organizationSlug, formKind, formSlug }: FormRouteParams): FormRef | null {
  const formType = formTypeFromUrlSegment(formKind);
  return formType && hasJourney(formType) ? { organizationSlug, formType, formSlug: formSlug } : null;
}

/** The form a payment belongs to, when its kind has a journey here (for the links back to it). */
export function journeyFormOf(form: FormRef): FormRef | null {
  return hasJourney(form.formType) ?
      { organizationSlug: form.organizationSlug, formType: form.formType, formSlug: form.formSlug }
    : null;
}

/**
 * Where a payment's pages link back to: its form's journey, or the checkout of its cart
 * for a form paid as a prepared cart (Checkout: no journey page of its own); null: nowhere.
 */
export function journeyOfPayment(
  form: FormRef,
  cartId: string | null,
): { ref: FormRef; checkout: CheckoutAddress | null } | null {
  if (formKindOf(form.formType).paidThrough === 'preparedCart')
    return cartId ? { ref: form, checkout: { cartId, scoped: false } } : null;
  const ref = journeyFormOf(form);
  return ref ? { ref, checkout: null } : null;
}

export const defaultVariant: JourneyVariant = { widget: false, english: false };

export function isJourneyStep(value: number): value is JourneyStep {
  return Number.isInteger(value) && value >= 1 && value <= JOURNEY_STEPS;
}

/**
 * The optional catch-all after the form slug: `[]` and `['en']` are step 1,
 * `['2']` and `['2', 'en']` step 2. Anything else is not a page of the journey (null → 404).
 */
export function parseStepSegments(
  segments: readonly string[] | undefined,
): { step: JourneyStep; english: boolean } | null {
  const parts = [...(segments ?? [])];
  let english = false;
  if (parts[parts.length - 1] === ENGLISH_SEGMENT) {
    english = true;
    parts.pop();
  }
  if (parts.length === 0) return { step: 1, english };
  if (parts.length > 1) return null;
  const text = parts[0] as string;
  if (!/^\d$/.test(text)) return null;
  const step = Number(text);
  return isJourneyStep(step) ? { step, english } : null;
}

export function formBasePath({ organizationSlug, formType, formSlug }: FormRef): string {
  return `/${organizations}/${encodeURIComponent(organizationSlug)}/${urlSegmentFromFormType(formType)}/${encodeURIComponent(formSlug)}`;
}

/** The report page of a form (SPEC §2 report page; "Signaler cette page" under the journey). */
export function reportPath(ref: FormRef): string {
  return `${formBasePath(ref)}/${report}`;
}

/** Path of a step, without the /forms base path (Next adds it to links and redirects). */
export function stepPath(ref: FormRef, step: JourneyStep, variant: JourneyVariant = defaultVariant): string {
  if (variant.checkout) return `${checkoutBasePath(ref, variant.checkout)}/${step}${englishSuffix(variant.english)}`;
  return `${formBasePath(ref)}${variant.widget ? `/${widget}` : ''}/${step}${englishSuffix(variant.english)}`;
}

/** `/associations/{org}/checkout/{cartId}`: the checkout's address that names no form. */
const organizationCheckoutPath = (organizationSlug: string, cartId: string) =>
  `/${organizations}/${encodeURIComponent(organizationSlug)}/${checkout}/${encodeURIComponent(cartId)}`;

/** `/associations/{org}/checkout/{cartId}`, or under the form's address when the checkout was opened there. */
export function checkoutBasePath(ref: FormRef, address: CheckoutAddress): string {
  return address.scoped ?
      `${formBasePath(ref)}/${checkout}/${encodeURIComponent(address.cartId)}`
    : organizationCheckoutPath(ref.organizationSlug, address.cartId);
}

/** Payment outcome names of SPEC §2. */
export const OUTCOMES = ['confirmation', 'annulation', 'echec'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value);
}

export interface RedirectionQuery {
  readonly outcome: Outcome;
  readonly paymentRequestId?: string | null;
  /** SPEC §8 code that explains the outcome (PAYMENT_CANCELED, CART_EXPIRED…). */
  readonly code?: string | null;
  readonly widget?: boolean;
}

/** The query of a redirection page: the outcome, and what explains it. */
function redirectionSearch(query: RedirectionQuery): string {
  const params = new URLSearchParams({ outcome: query.outcome });
  if (query.paymentRequestId) params.set('paymentRequestId', query.paymentRequestId);
  if (query.code) params.set('code', query.code);
  if (query.widget) params.set('widget', '1');
  return params.toString();
}

/** `/associations/{org}/{kind}/{form}/redirection?outcome=…` (or `/redirection` without a form). */
export function redirectionPath(ref: FormRef | null, query: RedirectionQuery, english = false): string {
  const base = ref ? `${formBasePath(ref)}/${redirection}` : `/${redirection}`;
  return `${base}${englishSuffix(english)}?${redirectionSearch(query)}`;
}

/** The checkout's payment redirection page (SPEC §2 /associations/{org}/checkout/{cartId}/redirection). */
export function checkoutRedirectionPath(
  organizationSlug: string,
  cartId: string,
  query: RedirectionQuery,
  english = false,
): string {
  const base = organizationCheckoutPath(organizationSlug, cartId);
  return `${base}/${redirection}${englishSuffix(english)}?${redirectionSearch(query)}`;
}

/**
 * A path the expired-cart route may send the payer back to: one of this form's
 * own step pages, never another site (no open redirect).
 */
export function isSafeJourneyPath(ref: FormRef, path: string): boolean {
  const base = formBasePath(ref);
  if (!path.startsWith(`${base}/`) && path !== base) return false;
  if (path.includes('//') || path.includes('\\')) return false;
  return /^[A-Za-z0-9/_\-.?=&%]*$/.test(path);
}

/** The route handler that forgets the dropped cart (deletes its cookie), then goes to `target`. */
export function dropCartPath(ref: FormRef, target: string): string {
  return `${formBasePath(ref)}/${dropCart}?vers=${encodeURIComponent(target)}`;
}
