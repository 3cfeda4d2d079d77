import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ProgressCircle } from './ProgressCircle';

describe('ProgressCircle', () => {
  it('is a progressbar named by its label, with the value as a percentage in the locale', () => {
    renderWithStrings(<ProgressCircle label="Envoi du justificatif" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Envoi du justificatif' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^40\s%$/);
  });

  it('formats the value in English', () => {
    renderWithStrings(<ProgressCircle label="Uploading" value={40} />, { locale: 'en' });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('40%');
  });

  it('is indeterminate (a spinner) without a value: no value is announced', () => {
    renderWithStrings(<ProgressCircle label="Chargement du formulaire" />);
    const bar = screen.getByRole('progressbar', { name: 'Chargement du formulaire' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.hasAttribute('aria-valuetext')).toBe(false);
    expect(bar.hasAttribute('data-indeterminate')).toBe(true);
  });

  it('keeps its drawing out of the accessibility tree', () => {
    renderWithStrings(<ProgressCircle label="Chargement" value={10} />);
    expect(screen.getByRole('progressbar').querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });
});
