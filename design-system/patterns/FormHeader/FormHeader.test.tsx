import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/rules/money';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { FormHeader } from './FormHeader';

const euros = (cents: number) => formatCents(cents, 'fr').replace(/\s/g, ' ');
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');

describe('FormHeader', () => {
  it('has the title as h1, the association link, the figures and a meter of the goal', () => {
    renderWithStrings(
      <FormHeader
        title="Un nouveau toit pour le gymnase"
        organization={{ name: 'Club sportif de Lurcy', href: '/associations/club-sportif-de-lurcy' }}
        collectedCents={125000}
        goalCents={200000}
        contributorsCount={37}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Un nouveau toit pour le gymnase');
    expect(screen.getByRole('link', { name: 'Club sportif de Lurcy' })).toHaveAttribute(
      'href',
      '/associations/club-sportif-de-lurcy',
    );
    expect(screen.getByText((_, element) => text(element) === `${euros(125000)} collectés`)).toBeVisible();
    expect(screen.getByText((_, element) => text(element) === `sur un objectif de ${euros(200000)}`)).toBeVisible();
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAccessibleName('Progression de la collecte');
    expect(meter).toHaveAttribute('aria-valuenow', '62');
    expect(screen.getByText('37 contributions')).toBeVisible();
  });

  it('uses the percentage of the data, shows more than 100 % and says "1 contribution"', () => {
    renderWithStrings(
      <FormHeader
        title="Collecte"
        organization={{ name: 'Association' }}
        collectedCents={260000}
        goalCents={200000}
        percentage={130}
        contributorsCount={1}
      />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', expect.stringMatching(/130/));
    expect(screen.getByText('1 contribution')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no meter without a goal, and puts the image slot first', () => {
    const { container } = renderWithStrings(
      <FormHeader
        title="Collecte"
        organization={{ name: 'Association' }}
        collectedCents={5000}
        image={<img src="data:," alt="Le gymnase" />}
      />,
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(container.firstElementChild?.firstElementChild?.querySelector('img')).toHaveAccessibleName('Le gymnase');
  });

  it('writes the figures in English', () => {
    renderWithStrings(
      <FormHeader
        title="Fundraiser"
        organization={{ name: 'Club' }}
        collectedCents={125000}
        goalCents={200000}
        contributorsCount={0}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('€1,250.00 raised')).toBeVisible();
    expect(screen.getByText('of a €2,000.00 goal')).toBeVisible();
    expect(screen.getByRole('meter')).toHaveAccessibleName('Fundraising progress');
    expect(screen.getByText('No contributions')).toBeVisible();
  });
});
