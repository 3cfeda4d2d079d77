'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { formatInstantDate } from '@/lib/rules/dates';
import { Button } from '../../components/Button/Button';
import { Heading } from '../../components/Heading/Heading';
import { Text } from '../../components/Text/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { usePatternFormat } from '../../internal/patternFormat';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { link } from '../../components/Link/Link.css';
import { amount, item, list, meta, more, name as nameStyle } from './ContributorList.css';

export interface Contributor {
  id: string;
  /** Null or empty for an anonymous contribution. */
  name?: string | null;
  /** Hidden when the contributor chose not to show it. */
  amountCents?: number | null;
  /** ISO instant of the contribution; shown as DD/MM/YYYY, Paris day. */
  date: string;
  /**
   * The date as shown (DD/MM/YYYY, Paris day), written by the server: the browser then
   * formats no date while it hydrates (a tab's first Intl date formatter costs a long
   * task). Computed from `date` when absent.
   */
  dateText?: string;
}

export interface ContributorListProps {
  /** Visible heading that names the list ("Ils ont contribué"). */
  title: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  contributors: Contributor[];
  /** Shown instead of a missing name. @default strings.contributorAnonymous */
  anonymousLabel?: string;
  /** More pages exist (a continuation token): shows the "load more" button. */
  hasMore?: boolean;
  /** Loads the next page (8 contributors, SPEC §9) and appends it to `contributors`. */
  onLoadMore?: () => void;
  /** The next page is on its way: the button is pending. */
  isLoadingMore?: boolean;
  /** @default strings.contributorLoadMore */
  loadMoreLabel?: string;
  /**
   * The next page as an address (a page that lists one more page): "load more" is then a
   * link that works before and without JavaScript; with it, `onLoadMore` runs instead.
   */
  loadMoreHref?: string;
  /** Gives each entry the id `{prefix}-{position}` (from 1): a `loadMoreHref` may point at the first new one. */
  itemIdPrefix?: string;
  /** Shown instead of the list when nobody has contributed yet. */
  emptyMessage?: string;
}

/**
 * Contributors of a form with a "load more" button. After a load, focus moves to
 * the first new contributor (so keyboard users carry on where the list grew) and a
 * polite status says how many contributions are now shown.
 */
export function ContributorList({
  title,
  headingLevel = 2,
  contributors,
  anonymousLabel,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  loadMoreLabel,
  loadMoreHref,
  itemIdPrefix,
  emptyMessage,
}: ContributorListProps) {
  const strings = useDesignSystemStrings();
  const format = usePatternFormat();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const requestedFrom = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const from = requestedFrom.current;
    if (from === null || contributors.length <= from) return;
    requestedFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
    setAnnouncement(format.message(strings.contributorShown, { count: contributors.length }));
  }, [contributors.length, format, strings.contributorShown]);

  function loadMore() {
    requestedFrom.current = contributors.length;
    onLoadMore?.();
  }

  return (
    <section aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      {contributors.length === 0 && emptyMessage ?
        <Text tone="muted">{emptyMessage}</Text>
      : null}
      <ul className={list} ref={listRef}>
        {contributors.map((contributor, index) => (
          <li
            key={contributor.id}
            id={itemIdPrefix ? `${itemIdPrefix}-${index + 1}` : undefined}
            className={item}
            tabIndex={-1}
          >
            <span className={nameStyle}>
              {contributor.name?.trim() || anonymousLabel || strings.contributorAnonymous}
            </span>
            {contributor.amountCents != null ?
              <span className={amount}>{format.money(contributor.amountCents)}</span>
            : null}
            <time className={meta} dateTime={contributor.date}>
              {contributor.dateText ?? formatInstantDate(new Date(contributor.date))}
            </time>
          </li>
        ))}
      </ul>
      {loadMoreHref && hasMore ?
        <div className={more}>
          <a
            href={loadMoreHref}
            className={link({ variant: 'standalone' })}
            aria-disabled={isLoadingMore || undefined}
            onClick={(event) => {
              if (!onLoadMore) return;
              event.preventDefault();
              if (!isLoadingMore) loadMore();
            }}
          >
            {loadMoreLabel ?? strings.contributorLoadMore}
          </a>
        </div>
      : onLoadMore && hasMore ?
        <div className={more}>
          <Button variant="secondary" isPending={isLoadingMore} onPress={loadMore}>
            {loadMoreLabel ?? strings.contributorLoadMore}
          </Button>
        </div>
      : null}
      <div role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </section>
  );
}
