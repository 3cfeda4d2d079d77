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
    expect(screen.getByRole('heading', { level: 3, name: 'Adulte' })).toBeTruthy();
    expect(screen.getByText(euros(2500))).toBeTruthy();
    rerender(<TierCard title="Soutien" price={{ kind: 'minimum', cents: 1000 }} />);
    expect(screen.getByText(`À partir de ${euros(1000)}`)).toBeTruthy();
    rerender(<TierCard title="Libre" price={{ kind: 'free' }} />);
    expect(screen.getByText('Prix libre')).toBeTruthy();
    rerender(<TierCard title="Enfant" price={{ kind: 'fixed', cents: 0 }} />);
    expect(screen.getByText('Gratuit')).toBeTruthy();
  });

  it('formats prices in English', () => {
    renderWithStrings(<TierCard title="Supporter" price={{ kind: 'minimum', cents: 1000 }} />, { locale: 'en' });
    expect(screen.getByText('From €10.00')).toBeTruthy();
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
    const checkbox = screen.getByRole('checkbox', {
      name: 'Adulte',
      description: `${formatCents(2500, 'fr')} Plus que 3 places disponibles Accès à toute la journée`,
    });
    await userEvent.click(checkbox);
    expect((checkbox as HTMLInputElement).checked).toBe(true);
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
    expect(screen.getByText('Complet')).toBeTruthy();
    expect(container.querySelector('[data-availability="soldOut"]')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    rerender(<TierCard title="Adulte" price={{ kind: 'fixed', cents: 2500 }} availabilityLabel="Complet" />);
    expect(screen.queryByText('Complet')).toBeNull();
  });

  it('with a control, is a group named by its title; an action sits on the price line, described by the price', () => {
    renderWithStrings(
      <TierCard
        title="Entrée adulte"
        price={{ kind: 'fixed', cents: 1200 }}
        action={({ describedBy }) => <input aria-label="Nombre de places" aria-describedby={describedBy} />}
      />,
    );
    const group = screen.getByRole('group', { name: 'Entrée adulte' });
    const field = screen.getByRole('textbox', { name: 'Nombre de places', description: formatCents(1200, 'fr') });
    expect(group.contains(field)).toBe(true);
    expect(screen.getByText(euros(1200)).parentElement?.contains(field)).toBe(true);
  });

  it('without a control, is no group', () => {
    renderWithStrings(<TierCard title="Adulte" price={{ kind: 'fixed', cents: 2500 }} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
