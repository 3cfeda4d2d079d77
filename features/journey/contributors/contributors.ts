/**
 * The contributors of a form that collects (a donation, a crowdfunding): SPEC §7's pages
 * of 8 with their continuation token, as the list shows them. Pure, shared by the page
 * (which reads as many pages as its address asks, so "see more" works without JavaScript)
 * and the server action that brings the next page with it.
 */
import type { Contributor as ApiContributor } from '@/lib/api/contracts/forms';
import type { Contributor } from '@/design-system/patterns/ContributorList/ContributorList';
import { formatInstantDate } from '@/lib/rules/dates';

/** `?contributeurs=N`: the page lists the first N pages. */
export const CONTRIBUTOR_PAGES_PARAM = 'contributeurs';
/** Ids of the entries (`contributeur-9`): the "see more" link points at the first new one. */
export const CONTRIBUTOR_ID_PREFIX = 'contributeur';
/** A page address lists at most this many pages (80 contributors) at once. */
export const MAX_CONTRIBUTOR_PAGES = 10;

export interface ContributorsView {
  readonly contributors: readonly Contributor[];
  /** Continuation token of the next page; null on the last. */
  readonly nextToken: string | null;
  /** How many pages are shown. */
  readonly pages: number;
}

/** The number of pages an address asks for (1 when absent or unreadable). */
export function requestedPages(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const pages = text && /^\d{1,2}$/u.test(text) ? Number(text) : 1;
  return Math.min(Math.max(pages, 1), MAX_CONTRIBUTOR_PAGES);
}

/** An entry as the list shows it: "Prénom Nom", or anonymous (null); the amount unless hidden. */
export function contributorEntry(contributor: ApiContributor): Contributor {
  const name = [contributor.firstName, contributor.lastName].filter(Boolean).join(' ');
  return {
    id: String(contributor.id),
    name: name || null,
    amountCents: contributor.amount,
    date: contributor.date,
    // Written here, on the server (page and action alike): the browser formats no date.
    dateText: formatInstantDate(new Date(contributor.date)),
  };
}

/** The address of "see more": one page more, at the first new entry. */
export function moreContributorsHref(view: Pick<ContributorsView, 'contributors' | 'pages'>): string {
  return `?${CONTRIBUTOR_PAGES_PARAM}=${view.pages + 1}#${CONTRIBUTOR_ID_PREFIX}-${view.contributors.length + 1}`;
}
