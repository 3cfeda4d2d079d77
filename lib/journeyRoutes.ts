/**
 * Addresses of a form's journey (SPEC §2): the four steps, their widget and `/en`
 * variants, and the payment redirection pages. Pure functions, shared by the pages, the
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

/** The route parameters every journey route shares: `/associations/{org}/{kind}/{campaign}`. */
export interface FormRouteParams {
  readonly organizationSlug: string;
  /** The form type's URL segment (SPEC §1: formulaires, evenements…). */
  readonly formKind: string;
  readonly campaignSlug: string;
}

/** The form a journey route names, or null when its kind segment has no journey here (→ 404). */
export function formRefFromRoute({ organizationSlug, formKind, campaignSlug }: FormRouteParams): FormRef | null {
  const formType = formTypeFromUrlSegment(formKind);
  return formType && hasJourney(formType) ? { organizationSlug, formType, formSlug: campaignSlug } : null;
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
  if (parts[parts.length - 1] === 'en') {
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
  return `/associations/${encodeURIComponent(organizationSlug)}/${urlSegmentFromFormType(formType)}/${encodeURIComponent(formSlug)}`;
}

/** The report page of a form (SPEC §2 report page; "Signaler cette page" under the journey). */
export function reportPath(ref: FormRef): string {
  return `${formBasePath(ref)}/signaler`;
}

/** Path of a step, without the /forms base path (Next adds it to links and redirects). */
export function stepPath(ref: FormRef, step: JourneyStep, variant: JourneyVariant = defaultVariant): string {
  if (variant.checkout) return `${checkoutBasePath(ref, variant.checkout)}/${step}${variant.english ? '/en' : ''}`;
  return `${formBasePath(ref)}${variant.widget ? '/widget' : ''}/${step}${variant.english ? '/en' : ''}`;
}

/** `/associations/{org}/checkout/{cartId}`: the checkout's address that names no form. */
const organizationCheckoutPath = (organizationSlug: string, cartId: string) =>
  `/associations/${encodeURIComponent(organizationSlug)}/${PREPARED_CART_SEGMENT}/${encodeURIComponent(cartId)}`;

/** `/associations/{org}/checkout/{cartId}`, or under the form's address when the checkout was opened there. */
export function checkoutBasePath(ref: FormRef, checkout: CheckoutAddress): string {
  return checkout.scoped ?
      `${formBasePath(ref)}/${PREPARED_CART_SEGMENT}/${encodeURIComponent(checkout.cartId)}`
    : organizationCheckoutPath(ref.organizationSlug, checkout.cartId);
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
  const base = ref ? `${formBasePath(ref)}/redirection` : '/redirection';
  return `${base}${english ? '/en' : ''}?${redirectionSearch(query)}`;
}

/** The checkout's payment redirection page (SPEC §2 /associations/{org}/checkout/{cartId}/redirection). */
export function checkoutRedirectionPath(
  organizationSlug: string,
  cartId: string,
  query: RedirectionQuery,
  english = false,
): string {
  const base = organizationCheckoutPath(organizationSlug, cartId);
  return `${base}/redirection${english ? '/en' : ''}?${redirectionSearch(query)}`;
}

/** One line of the payer's choices, kept so a journey whose cart was dropped restarts with it. */
export interface RememberedItem {
  readonly tierId: number;
  readonly quantity: number;
  /** The amount chosen for a free-price tier (a donation's amount); null for a fixed price. */
  readonly amountCents: number | null;
}

/** Where the journey restarts after its cart was dropped (404): step 1 with what can be kept. */
export interface RestartMemory {
  /** The dropped cart, for the browser store to forget it too. */
  readonly cartId?: string | null;
  readonly items: readonly RememberedItem[];
}

const ITEM = /^(\d{1,9})\.(\d{1,3})\.(\d{1,9}|-)$/u;
const MAX_REMEMBERED_ITEMS = 50;

/**
 * Items as text for a cookie value or a query: `tier.quantity.amount` joined by `_`
 * (`1011.1.5000_1012.2.-`); only characters a cookie value and a URL keep as they are.
 */
export function serializeItems(items: readonly RememberedItem[]): string {
  return items.map((item) => `${item.tierId}.${item.quantity}.${item.amountCents ?? '-'}`).join('_');
}

/** The items of `serializeItems`; anything malformed is left out (it is only a memory). */
export function parseItems(text: string | null | undefined): RememberedItem[] {
  if (!text) return [];
  return text
    .split('_')
    .slice(0, MAX_REMEMBERED_ITEMS)
    .flatMap((part) => {
      const match = ITEM.exec(part);
      if (!match) return [];
      const quantity = Number(match[2]);
      if (quantity < 1) return [];
      return [{ tierId: Number(match[1]), quantity, amountCents: match[3] === '-' ? null : Number(match[3]) }];
    });
}

export const RESTART_PARAM = 'panier';
export const RESTART_REASONS = ['expire', 'introuvable'] as const;
export type RestartReason = (typeof RESTART_REASONS)[number];

export function restartPath(
  ref: FormRef,
  variant: JourneyVariant,
  reason: RestartReason,
  memory: RestartMemory,
): string {
  const params = new URLSearchParams({ [RESTART_PARAM]: reason });
  if (memory.items.length > 0) params.set('choix', serializeItems(memory.items));
  if (memory.cartId) params.set('ancien', memory.cartId);
  return `${stepPath(ref, 1, variant)}?${params.toString()}`;
}

/** Reads the restart query of step 1; unknown values are ignored. */
export function parseRestartQuery(query: Record<string, string | string[] | undefined>): {
  reason: RestartReason | null;
  memory: RestartMemory;
  droppedCartId: string | null;
} {
  const one = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const reasonText = one(RESTART_PARAM);
  const reason =
    (RESTART_REASONS as readonly string[]).includes(reasonText ?? '') ? (reasonText as RestartReason) : null;
  const dropped = one('ancien');
  return {
    reason,
    memory: { items: parseItems(one('choix')) },
    droppedCartId: dropped && /^[A-Za-z0-9_-]{1,100}$/.test(dropped) ? dropped : null,
  };
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
  return `${formBasePath(ref)}/nouveau-panier?vers=${encodeURIComponent(target)}`;
}

// ---------------------------------------------------------------- payment pages

export interface PaymentPageVariant {
  readonly english?: boolean;
  readonly widget?: boolean;
}

/** The embedded card page of a payment request (SPEC §2 /paiement/embarque/{id}). */
export function paymentPagePath(paymentRequestId: string, variant: PaymentPageVariant = {}): string {
  return `/paiement/embarque/${encodeURIComponent(paymentRequestId)}${variant.english ? '/en' : ''}${variant.widget ? '?widget=1' : ''}`;
}

/** The confirmation page of a paid request (SPEC §2 /paiement/embarque/confirmation/{id}). */
export function confirmationPagePath(paymentRequestId: string, variant: PaymentPageVariant = {}): string {
  return `/paiement/embarque/confirmation/${encodeURIComponent(paymentRequestId)}${variant.english ? '/en' : ''}${variant.widget ? '?widget=1' : ''}`;
}
