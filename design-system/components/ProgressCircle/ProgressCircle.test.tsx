import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ProgressCircle } from './ProgressCircle';

describe('ProgressCircle', () => {
  it('is a progressbar named by its label, with the value as a percentage in the locale', () => {
    renderWithStrings(<ProgressCircle label="Envoi du justificatif" value={40} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAccessibleName('Envoi du justificatif');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^40\s%$/));
  });

  it('formats the value in English', () => {
    renderWithStrings(<ProgressCircle label="Uploading" value={40} />, { locale: 'en' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%');
  });

  it('is indeterminate (a spinner) without a value: no value is announced', () => {
    renderWithStrings(<ProgressCircle label="Chargement du formulaire" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAccessibleName('Chargement du formulaire');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).toHaveAttribute('data-indeterminate');
  });

  it('keeps its drawing out of the accessibility tree', () => {
    renderWithStrings(<ProgressCircle label="Chargement" value={10} />);
    expect(screen.getByRole('progressbar').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
