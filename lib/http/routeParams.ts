/**
 * The dynamic segments of the app's addresses, checked once for every route in the proxy
 * (proxy.ts) before any page, widget or route handler reads them: a segment that cannot
 * name anything (`a.b`, `-a`, an emoji, 101 characters where ids have at most 100) is the
 * 404 page. Without this, each route handed it on — to the API, which answers 400 to a
 * slug it cannot hold (the page then showed a 500), or to a cookie name (which throws).
 *
 * The shapes are the API's (lib/api/contracts/common `Slug`, lib/routes/journey `isCartId`):
 * what passes here can still be unknown (a 404 further on), never unreadable. The literal
 * segments are read from the tables of lib/routes, which the addresses are built from.
 */
import { ACCOUNT_SEGMENTS } from '@/lib/routes/account';
import { JOURNEY_SEGMENTS, isCartId } from '@/lib/routes/journey';
import { NUMERIC_ID } from '@/lib/routes/numericId';
import { PAYMENT_SEGMENTS } from '@/lib/routes/payment';
import { RECEIPT_SEGMENTS, receiptKindFromSegment } from '@/lib/routes/receipt';
import { TICKET_SEGMENTS, parseTicketId } from '@/lib/routes/ticket';
import { formTypeFromUrlSegment } from '@/lib/kinds/formKinds';
import { decodeSegment } from './slugRedirect';

/** SPEC §2 slugs as the API accepts them (lib/api/contracts/common `Slug`). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/u;
/** Payment request, payment and regularisation ids: opaque, URL-safe, bounded (like cart ids). */
export const isOpaqueId = isCartId;

/** A segment of an address pattern: a literal, or the check of a dynamic segment (decoded). */
type SegmentSpec = string | ((segment: string) => boolean);

/** A slug the API can hold (organisations, forms). */
export const isSlug = (segment: string) => SLUG.test(segment);
const slug = isSlug;
/** A known kind segment (formulaires, evenements…); the widgets answer an unknown one with their own tiny 404. */
const formKind = (segment: string) => formTypeFromUrlSegment(segment) !== undefined;
const widgetKind = isSlug;
const numericId = (segment: string) => NUMERIC_ID.test(segment);
const isWidgetSegment = (segment: string) => segment.startsWith('widget-');
/** A receipt's kind in its address: the attestation or the tax receipt. */
const receiptKind = (segment: string) => receiptKindFromSegment(segment) !== null;
const ticketId = (segment: string) => parseTicketId(segment) !== null;

const { organizations, checkout } = JOURNEY_SEGMENTS;
const { payment, cardPage, helloAssoCardPage, confirmation, regularisation, cardChange } = PAYMENT_SEGMENTS;
const { user, orders } = ACCOUNT_SEGMENTS;

/**
 * The app's addresses with dynamic segments (app/), most specific first; segments after a
 * pattern (steps, `/en`, `signaler`, `widget-…`) are the routes' own, which answer 404
 * themselves. tests/e2e/hostile-routes.spec.ts fails when a dynamic route of app/ has no
 * pattern here.
 */
const PATTERNS: readonly (readonly SegmentSpec[])[] = [
  [organizations, slug, checkout, isOpaqueId],
  [organizations, slug, formKind, slug, checkout, isOpaqueId],
  [organizations, slug, widgetKind, slug, isWidgetSegment],
  [organizations, slug, formKind, slug],
  [payment, cardPage, confirmation, isOpaqueId],
  [payment, regularisation, cardPage, isOpaqueId],
  [payment, helloAssoCardPage, isOpaqueId],
  [payment, cardPage, isOpaqueId],
  [payment, regularisation, isOpaqueId],
  [payment, cardChange, numericId],
  [user, orders, numericId],
  [RECEIPT_SEGMENTS.receipts, numericId, receiptKind],
  [TICKET_SEGMENTS.tickets, ticketId],
];

/** The first pattern whose literals the path has (a literal past the path's end does not match). */
function patternOf(segments: readonly string[]): readonly SegmentSpec[] | undefined {
  return PATTERNS.find((pattern) =>
    pattern.every((spec, index) =>
      spec === isWidgetSegment ?
        isWidgetSegment(segments[index] ?? '')
      : typeof spec !== 'string' || segments[index] === spec,
    ),
  );
}

/**
 * True when `pathname` (without the base path, as the proxy sees it) is one of the app's
 * dynamic addresses with a segment that cannot name anything.
 */
export function hasMalformedRouteParam(pathname: string): boolean {
  const segments = pathname.split('/').slice(1);
  const pattern = patternOf(segments);
  if (!pattern) return false;
  return pattern.some((spec, index) => {
    const raw = segments[index];
    if (typeof spec === 'string' || raw === undefined || raw === '') return false;
    const decoded = decodeSegment(raw);
    return decoded === null || !spec(decoded);
  });
}
