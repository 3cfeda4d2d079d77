import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/rules/money';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { CampaignHeader } from './CampaignHeader';

const euros = (cents: number) => formatCents(cents, 'fr').replace(/\s/g, ' ');
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');

describe('CampaignHeader', () => {
  it('has the title as h1, the association link, the figures and a meter of the goal', () => {
    renderWithStrings(
      <CampaignHeader
        title="Un nouveau toit pour le gymnase"
        organization={{ name: 'Club sportif de Lurcy', href: '/associations/club-sportif-de-lurcy' }}
        collectedCents={125000}
        goalCents={200000}
        contributorsCount={37}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Un nouveau toit pour le gymnase' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Club sportif de Lurcy' }).getAttribute('href')).toBe(
      '/associations/club-sportif-de-lurcy',
    );
    expect(screen.getByText((_, element) => text(element) === `${euros(125000)} collectés`)).toBeTruthy();
    expect(screen.getByText((_, element) => text(element) === `sur un objectif de ${euros(200000)}`)).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Progression de la collecte' });
    expect(meter.getAttribute('aria-valuenow')).toBe('62');
    expect(screen.getByText('37 contributions')).toBeTruthy();
  });

  it('uses the percentage of the data, shows more than 100 % and says "1 contribution"', () => {
    renderWithStrings(
      <CampaignHeader
        title="Collecte"
        organization={{ name: 'Association' }}
        collectedCents={260000}
        goalCents={200000}
        percentage={130}
        contributorsCount={1}
      />,
    );
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toMatch(/130/);
    expect(screen.getByText('1 contribution')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no meter without a goal, and puts the image slot first', () => {
    const { container } = renderWithStrings(
      <CampaignHeader
        title="Collecte"
        organization={{ name: 'Association' }}
        collectedCents={5000}
        image={<img src="data:," alt="Le gymnase" />}
      />,
    );
    expect(screen.queryByRole('meter')).toBeNull();
    expect(container.firstElementChild?.firstElementChild?.querySelector('img')?.getAttribute('alt')).toBe(
      'Le gymnase',
    );
  });

  it('writes the figures in English', () => {
    renderWithStrings(
      <CampaignHeader
        title="Fundraiser"
        organization={{ name: 'Club' }}
        collectedCents={125000}
        goalCents={200000}
        contributorsCount={0}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('€1,250.00 raised')).toBeTruthy();
    expect(screen.getByText('of a €2,000.00 goal')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Fundraising progress' })).toBeTruthy();
    expect(screen.getByText('No contributions')).toBeTruthy();
  });
});
