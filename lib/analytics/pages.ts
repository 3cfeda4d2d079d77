/**
 * Page rules of SPEC §2 for analytics: the outcome a page stands for (confirmation,
 * annulation, echec) and the pages that are never tracked (anything under /confirmation/,
 * the /redirection pages and the embedded /embarque pages: they carry payment ids and
 * are transit pages, not places a visitor chooses to go).
 */
export const PAGE_OUTCOMES = ['confirmation', 'annulation', 'echec'] as const;
export type PageOutcome = (typeof PAGE_OUTCOMES)[number];

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter(Boolean);
}

/** The outcome named by a path segment (e.g. /paiement/regularisation/echec/412), or null. */
export function pageOutcome(pathname: string): PageOutcome | null {
  for (const segment of segmentsOf(pathname)) {
    const lower = segment.toLowerCase();
    if ((PAGE_OUTCOMES as readonly string[]).includes(lower)) return lower as PageOutcome;
  }
  return null;
}

/**
 * False for pages excluded from page tracking: a `confirmation` segment followed by more
 * (/paiement/embarque/confirmation/{id}), a `redirection` segment, and anything with an
 * `embarque` or `embarque-ha` segment. Works with or without the /forms base path.
 */
export function isTrackedPage(pathname: string): boolean {
  const segments = segmentsOf(pathname).map((segment) => segment.toLowerCase());
  return !segments.some(
    (segment, index) =>
      segment === 'redirection' ||
      segment === 'embarque' ||
      segment === 'embarque-ha' ||
      (segment === 'confirmation' && index < segments.length - 1),
  );
}
