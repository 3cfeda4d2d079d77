import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContributorList, type Contributor } from './ContributorList';
import { inDisplayModes } from '../../testing/storyModes';

const nameKeys = ['name1', 'name2', 'name3', 'name4', 'name5', 'name6'] as const;

/** Deterministic fixtures: every third contributor is anonymous, every fourth hides the amount. */
function useContributors(from: number, count: number): Contributor[] {
  const t = useTranslations('StorybookPatterns.contributors');
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return {
      id: `c${index}`,
      name: index % 3 === 2 ? null : t(nameKeys[index % nameKeys.length]!),
      amountCents: index % 4 === 3 ? null : 1000 + ((index * 1750) % 9000),
      date: `2026-02-${String(28 - (index % 27)).padStart(2, '0')}T09:15:00Z`,
    };
  });
}

function Example({ state = 'more' }: { state?: 'more' | 'pending' | 'done' | 'empty' }) {
  const t = useTranslations('StorybookPatterns.contributors');
  const first = useContributors(0, 8);
  const second = useContributors(8, 8);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(state === 'pending');
  const contributors = state === 'empty' ? [] : [...first, ...(pages > 1 ? second : [])];
  return (
    <ContributorList
      title={t('title')}
      emptyMessage={t('empty')}
      contributors={contributors}
      hasMore={state !== 'done' && state !== 'empty' && pages === 1}
      isLoadingMore={loading}
      onLoadMore={() => {
        setLoading(true);
        // A deterministic delay standing in for the API call.
        setTimeout(() => {
          setPages(2);
          setLoading(false);
        }, 300);
      }}
    />
  );
}

const meta: Meta<typeof ContributorList> = {
  title: 'Patterns/ContributorList',
  tags: ['screenshot-widths:375,600,1200'],
  component: ContributorList,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof ContributorList>;

export const Default: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

/** Enter on the button: 8 more, focus on the 9th contributor, "16 contributions affichées". */
export const LoadMore: Story = {
  // An interaction (focus move after a timed load): tested by the test-runner, not a stable screenshot.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Afficher plus de contributions' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(16));
    await waitFor(() => expect(canvas.getAllByRole('listitem')[8]).toHaveFocus());
    await expect(canvas.getByText('16 contributions affichées')).toBeInTheDocument();
    // Pending was told as text beside the button: nothing in the page still points at it.
    await expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull();
  },
};
export const Pending: Story = { render: () => <Example state="pending" /> };
export const AllLoaded: Story = { render: () => <Example state="done" /> };
export const Empty: Story = { render: () => <Example state="empty" /> };

/**
 * "See more" as a link to the next page's address: it works before and without
 * JavaScript; each entry has an id the link may point at (`#contributeur-9`).
 */
export const LoadMoreLink: Story = {
  render: function LoadMoreLinkStory() {
    const t = useTranslations('StorybookPatterns.contributors');
    return (
      <ContributorList
        title={t('title')}
        contributors={useContributors(0, 8)}
        hasMore
        loadMoreHref="?contributeurs=2#contributeur-9"
        loadMoreLabel={t('moreLink')}
        itemIdPrefix="contributeur"
      />
    );
  },
};
