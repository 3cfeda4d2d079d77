/**
 * SPEC §2: slugs are lower-case, and plus signs and whitespace become hyphens. A route
 * whose organizationSlug, formType or formSlug breaks that rule is redirected to the
 * normalised one, so each page has one address (links, analytics, caches).
 *
 * Each offending character becomes one hyphen (no collapsing): the spec says "replaced",
 * and keeping lengths makes the rule easy to predict. Callers pass decoded segments.
 */

const PLUS_OR_WHITESPACE = /[+\s]/gu;

export function normaliseSlug(slug: string): string {
  return slug.toLowerCase().replace(PLUS_OR_WHITESPACE, '-');
}

export interface RouteSlugs {
  readonly organizationSlug: string;
  readonly formType?: string | undefined;
  readonly formSlug?: string | undefined;
}

export interface NormalisedRouteSlugs {
  readonly slugs: RouteSlugs;
  /** True when at least one of the three differs from its normalised form. */
  readonly redirect: boolean;
}

export function normaliseRouteSlugs(route: RouteSlugs): NormalisedRouteSlugs {
  const organizationSlug = normaliseSlug(route.organizationSlug);
  const formType = route.formType === undefined ? undefined : normaliseSlug(route.formType);
  const formSlug = route.formSlug === undefined ? undefined : normaliseSlug(route.formSlug);
  const redirect =
    organizationSlug !== route.organizationSlug || formType !== route.formType || formSlug !== route.formSlug;
  return { slugs: { organizationSlug, formType, formSlug }, redirect };
}
