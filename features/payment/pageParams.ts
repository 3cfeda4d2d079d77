/** What the payment pages read of their address, whichever concern they serve. */

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter's value (its first, when repeated); null when absent. */
export const queryValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** `[]` or `['en']` after the id (SPEC §2 /en variants); anything else is not a page. */
export function parseLocaleSegments(segments: readonly string[] | undefined): { english: boolean } | null {
  if (!segments || segments.length === 0) return { english: false };
  return segments.length === 1 && segments[0] === 'en' ? { english: true } : null;
}
