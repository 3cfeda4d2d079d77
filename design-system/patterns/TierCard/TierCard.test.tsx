import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/rules/money';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { TierCard } from './TierCard';

/** Testing Library collapses the no-break spaces Intl puts in amounts. */
const euros = (cents: number) => formatCents(cents, 'fr').replace(/\s/g, ' ');

describe('TierCard', () => {
  it('shows the title as a heading and each kind of price', () => {
    const { rerender } = renderWithStrings(<TierCard title="Adulte" price={{ kind: 'fixed', cents: 2500 }} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Adulte');
    expect(screen.getByText(euros(2500))).toBeVisible();
    rerender(<TierCard title="Soutien" price={{ kind: 'minimum', cents: 1000 }} />);
    expect(screen.getByText(`À partir de ${euros(1000)}`)).toBeVisible();
    rerender(<TierCard title="Libre" price={{ kind: 'free' }} />);
    expect(screen.getByText('Prix libre')).toBeVisible();
    rerender(<TierCard title="Enfant" price={{ kind: 'fixed', cents: 0 }} />);
    expect(screen.getByText('Gratuit')).toBeVisible();
  });

  it('formats prices in English', () => {
    renderWithStrings(<TierCard title="Supporter" price={{ kind: 'minimum', cents: 1000 }} />, { locale: 'en' });
    expect(screen.getByText('From €10.00')).toBeVisible();
  });

  it('names and describes its control by title, price, status and description', async () => {
    renderWithStrings(
      <TierCard
        title="Adulte"
        price={{ kind: 'fixed', cents: 2500 }}
        availability="limited"
        availabilityLabel="Plus que 3 places disponibles"
        description="Accès à toute la journée"
      >
        {({ labelledBy, describedBy }) => (
          <input
            type="checkbox"
            name="tiers"
            value="adulte"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
          />
        )}
      </TierCard>,
    );
    const checkbox = screen.getByRole('checkbox');
    expect(checkbox).toHaveAccessibleName('Adulte');
    expect(checkbox).toHaveAccessibleDescription(
      `${formatCents(2500, 'fr')} Plus que 3 places disponibles Accès à toute la journée`,
    );
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('marks a sold-out tier with text, not colour only, and leaves no badge when available', () => {
    const { container, rerender } = renderWithStrings(
      <TierCard
        title="Adulte"
        price={{ kind: 'fixed', cents: 2500 }}
        availability="soldOut"
        availabilityLabel="Complet"
      >
        <input type="checkbox" aria-label="Adulte" disabled />
      </TierCard>,
    );
    expect(screen.getByText('Complet')).toBeVisible();
    expect(container.querySelector('[data-availability="soldOut"]')).toHaveTextContent('Complet');
    expect(screen.getByRole('checkbox')).toBeDisabled();
    rerender(<TierCard title="Adulte" price={{ kind: 'fixed', cents: 2500 }} availabilityLabel="Complet" />);
    expect(screen.queryByText('Complet')).not.toBeInTheDocument();
  });

  it('with a control, is a group named by its title; an action sits on the price line, described by the price', () => {
    renderWithStrings(
      <TierCard
        title="Entrée adulte"
        price={{ kind: 'fixed', cents: 1200 }}
        action={({ describedBy }) => <input aria-label="Nombre de places" aria-describedby={describedBy} />}
      />,
    );
    const group = screen.getByRole('group');
    expect(group).toHaveAccessibleName('Entrée adulte');
    const field = screen.getByRole('textbox');
    expect(field).toHaveAccessibleName('Nombre de places');
    expect(field).toHaveAccessibleDescription(formatCents(1200, 'fr'));
    expect(group).toContainElement(field);
    expect(screen.getByText(euros(1200)).parentElement?.contains(field)).toBe(true);
  });

  it('without a control, is no group', () => {
    renderWithStrings(<TierCard title="Adulte" price={{ kind: 'fixed', cents: 2500 }} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
