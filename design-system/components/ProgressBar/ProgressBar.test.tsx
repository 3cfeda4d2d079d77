import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a meter named by its visible label, described by its description', () => {
    renderWithStrings(
      <ProgressBar label="Objectif de la collecte" value={62.5} description="1 250 € collectés sur 2 000 €" />,
    );
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAccessibleName('Objectif de la collecte');
    expect(meter).toHaveAccessibleDescription('1 250 € collectés sur 2 000 €');
    expect(meter).toHaveAttribute('aria-valuenow', '62.5');
    expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^63\s%$/));
    expect(screen.getByText(/^63\s%$/)).toBeVisible();
  });

  it('formats the percentage in the locale', () => {
    renderWithStrings(<ProgressBar label="Fundraising goal" value={40} />, { locale: 'en' });
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuetext', '40%');
    expect(meter).not.toHaveAttribute('aria-describedby');
  });

  it('goes beyond 100 %: the bar is capped, the text says the real percentage', () => {
    renderWithStrings(<ProgressBar label="Objectif de la collecte" value={135} />);
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^135\s%$/));
    expect(screen.getByText(/^135\s%$/)).toBeVisible();
  });

  it('never goes below zero', () => {
    renderWithStrings(<ProgressBar label="Objectif" value={-5} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0\s%$/));
  });

  it('can be a progressbar for a task that finishes', () => {
    renderWithStrings(<ProgressBar kind="progress" label="Envoi du fichier" value={30} />);
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Envoi du fichier');
  });
});
