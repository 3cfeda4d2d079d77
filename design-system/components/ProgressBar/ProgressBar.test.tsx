import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a meter named by its visible label, described by its description', () => {
    renderWithStrings(
      <ProgressBar label="Objectif de la collecte" value={62.5} description="1 250 € collectés sur 2 000 €" />,
    );
    const meter = screen.getByRole('meter', { name: 'Objectif de la collecte' });
    expect(meter.getAttribute('aria-valuenow')).toBe('62.5');
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^63\s%$/);
    const describedBy = meter.getAttribute('aria-describedby');
    expect(document.getElementById(describedBy!)?.textContent).toBe('1 250 € collectés sur 2 000 €');
    expect(screen.getByText(/^63\s%$/)).toBeTruthy();
  });

  it('formats the percentage in the locale', () => {
    renderWithStrings(<ProgressBar label="Fundraising goal" value={40} />, { locale: 'en' });
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('40%');
    expect(screen.getByRole('meter').hasAttribute('aria-describedby')).toBe(false);
  });

  it('goes beyond 100 %: the bar is capped, the text says the real percentage', () => {
    renderWithStrings(<ProgressBar label="Objectif de la collecte" value={135} />);
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('aria-valuenow')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^135\s%$/);
    expect(screen.getByText(/^135\s%$/)).toBeTruthy();
  });

  it('never goes below zero', () => {
    renderWithStrings(<ProgressBar label="Objectif" value={-5} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toMatch(/^0\s%$/);
  });

  it('can be a progressbar for a task that finishes', () => {
    renderWithStrings(<ProgressBar kind="progress" label="Envoi du fichier" value={30} />);
    expect(screen.getByRole('progressbar', { name: 'Envoi du fichier' })).toBeTruthy();
  });
});
