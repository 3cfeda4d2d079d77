import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/rules/money';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ContributorList, type Contributor } from './ContributorList';

const euros = (cents: number) => formatCents(cents, 'fr').replace(/\s/g, ' ');

const page = (from: number, count: number): Contributor[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `c${from + index}`,
    name: (from + index) % 3 === 0 ? null : `Contributeur ${from + index}`,
    amountCents: (from + index) % 2 === 0 ? 1000 + index : null,
    date: '2026-02-14T10:30:00Z',
  }));

/** A parent that loads the next page asynchronously, as the feature does. */
function Paged() {
  const [contributors, setContributors] = useState(page(1, 3));
  const [loading, setLoading] = useState(false);
  return (
    <ContributorList
      title="Ils ont contribué"
      contributors={contributors}
      hasMore={contributors.length < 5}
      isLoadingMore={loading}
      onLoadMore={() => {
        setLoading(true);
        setTimeout(() => {
          setContributors((current) => [...current, ...page(current.length + 1, 2)]);
          setLoading(false);
        }, 100);
      }}
    />
  );
}

describe('ContributorList', () => {
  it('is a section named by its heading, with one list item per contributor', () => {
    renderWithStrings(<ContributorList title="Ils ont contribué" contributors={page(1, 3)} />);
    const section = screen.getByRole('region');
    expect(section).toHaveAccessibleName('Ils ont contribué');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toBe('Contributeur 114/02/2026');
    expect(items[1]!.textContent?.replace(/\s/g, ' ')).toBe(`Contributeur 2${euros(1001)}14/02/2026`);
    expect(items[2]).toHaveTextContent('Anonyme');
    expect(within(items[0]!).getByText('14/02/2026')).toHaveAttribute('datetime', '2026-02-14T10:30:00Z');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the date the server wrote when there is one', () => {
    const [first] = page(1, 1);
    renderWithStrings(
      <ContributorList title="Ils ont contribué" contributors={[{ ...first!, dateText: '15/02/2026' }]} />,
    );
    expect(screen.getByText('15/02/2026')).toHaveAttribute('datetime', '2026-02-14T10:30:00Z');
  });

  it('takes the anonymous label from props', () => {
    renderWithStrings(
      <ContributorList title="Ils ont contribué" contributors={page(3, 1)} anonymousLabel="Donateur anonyme" />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Donateur anonyme');
  });

  it('loads more with the keyboard, moves focus to the first new contributor and announces the count', async () => {
    const user = userEvent.setup();
    renderWithStrings(<Paged />);
    const [pendingStatus, status] = screen.getAllByRole('status') as [HTMLElement, HTMLElement];
    expect(status).toHaveTextContent(/^$/);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Afficher plus de contributions');
    button.focus();
    await user.keyboard('{Enter}');
    // Still named and focusable while it loads (the documented rule).
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Afficher plus de contributions');
    expect(button).toHaveFocus();
    expect(pendingStatus).toHaveTextContent(/^Traitement en cours$/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[3]).toHaveFocus();
    expect(status).toHaveTextContent(/^5 contributions affichées$/);
    expect(screen.queryByRole('button', { name: 'Afficher plus de contributions' })).not.toBeInTheDocument();
  });

  it('makes "load more" a link to the next page when given its address, and loads in place with JavaScript', async () => {
    const loads: number[] = [];
    renderWithStrings(
      <ContributorList
        title="Ils ont contribué"
        contributors={page(1, 3)}
        hasMore
        loadMoreHref="?contributeurs=2#contributeur-4"
        itemIdPrefix="contributeur"
        onLoadMore={() => loads.push(1)}
      />,
    );
    const link = screen.getByRole('link', { name: 'Afficher plus de contributions' });
    expect(link).toHaveAttribute('href', '?contributeurs=2#contributeur-4');
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('id', 'contributeur-3');
    await userEvent.click(link);
    expect(loads).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
