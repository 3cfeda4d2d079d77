/**
 * SPEC §2 slug rule at the edge: /associations/{organizationSlug}/{formType}/{formSlug}/…
 * with upper-case letters, plus signs or whitespace in one of those three segments is
 * redirected (308, query kept by the caller) to the same path with them normalised
 * (lib/rules/slugs). Only those three segments change: a cart id after /checkout/ keeps
 * its case, and so does everything after the form slug.
 */
import { PREPARED_CART_SEGMENT } from '@/lib/kinds/formKinds';
import { normaliseRouteSlugs } from '@/lib/rules/slugs';

const PREFIX = 'associations';

/** A path segment, percent-decoded; null when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    // A "+" in a path is a literal plus sign (not a space as in a query string).
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The normalised path (without the base path), or null when `pathname` is already
 * normalised or is not a form's route.
 */
export function slugRedirectPath(pathname: string): string | null {
  const segments = pathname.split('/');
  // ['', 'associations', org, type?, form?, ...rest]
  if (segments[1] !== PREFIX || !segments[2]) return null;
  const decoded = segments.slice(2, 5).map(decodeSegment);
  if (decoded.some((segment) => segment === null)) return null;
  const [organizationSlug, formType, third] = decoded as (string | undefined)[];
  if (organizationSlug === undefined) return null;
  // /associations/{org}/checkout/{cartId}: the third segment is a cart id, not a slug.
  const isCheckout = formType !== undefined && formType.toLowerCase() === PREPARED_CART_SEGMENT;
  const formSlug = isCheckout ? undefined : third;
  const { slugs, redirect } = normaliseRouteSlugs({ organizationSlug, formType, formSlug });
  if (!redirect) return null;
  const normalised = [slugs.organizationSlug, slugs.formType, slugs.formSlug]
    .filter((segment): segment is string => segment !== undefined)
    .map((segment) => encodeURIComponent(segment));
  const replaced = normalised.length;
  return ['', PREFIX, ...normalised, ...segments.slice(2 + replaced)].join('/');
}
