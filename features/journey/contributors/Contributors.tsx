'use client';

import { useState, useTransition } from 'react';
import { ContributorList, type Contributor } from '@/design-system/patterns/ContributorList/ContributorList';
import type { FormRouteParams } from '@/lib/routes/journey';
import { CONTRIBUTOR_ID_PREFIX, moreContributorsHref, type ContributorsView } from './contributors';
import { moreContributors } from './contributorsActions';

export interface ContributorsProps {
  route: FormRouteParams;
  initial: ContributorsView;
  /** Copy from the server page (this island ships no messages of its own). */
  labels: { title: string; empty: string; more: string };
}

/**
 * The contributors' list of step 1. "See more" is a link to the same page with one page
 * more (it works before hydration and without JavaScript); with JavaScript the next page
 * comes from a server action and focus moves to its first entry (ContributorList).
 */
export function Contributors({ route, initial, labels }: ContributorsProps) {
  const [view, setView] = useState<ContributorsView>(initial);
  const [isPending, startTransition] = useTransition();
  const loadMore = () => {
    const token = view.nextToken;
    if (!token) return;
    startTransition(async () => {
      const next = await moreContributors(route, token);
      if (!next) {
        window.location.assign(moreContributorsHref(view));
        return;
      }
      setView((current) => ({
        contributors: [...current.contributors, ...next.contributors],
        nextToken: next.nextToken,
        pages: current.pages + 1,
      }));
    });
  };
  return (
    <ContributorList
      title={labels.title}
      emptyMessage={labels.empty}
      loadMoreLabel={labels.more}
      contributors={view.contributors as Contributor[]}
      hasMore={view.nextToken !== null}
      isLoadingMore={isPending}
      onLoadMore={loadMore}
      loadMoreHref={moreContributorsHref(view)}
      itemIdPrefix={CONTRIBUTOR_ID_PREFIX}
    />
  );
}
