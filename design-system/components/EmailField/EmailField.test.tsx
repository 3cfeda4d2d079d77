import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { EmailField } from './EmailField';

describe('EmailField', () => {
  it('is an email textbox with autocomplete and no spell check nor capitals', () => {
    renderWithStrings(<EmailField label="Adresse électronique" name="email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Adresse électronique' }) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocapitalize', 'none');
  });

  it('is described by its format hint', () => {
    renderWithStrings(
      <EmailField label="Adresse électronique" isRequired description="Format attendu : nom@domaine.fr" />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleName('Adresse électronique');
    expect(input).toHaveAccessibleDescription('Format attendu : nom@domaine.fr');
  });

  it('shows a warning that is polite, prefixed, described, and not an error', () => {
    renderWithStrings(
      <EmailField
        label="Adresse électronique"
        isRequired
        description="Format attendu : nom@domaine.fr"
        defaultValue="marie@gmial.com"
        warning="Vouliez-vous dire marie@gmail.com ?"
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription(
      'Format attendu : nom@domaine.fr Attention : Vouliez-vous dire marie@gmail.com ?',
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    const warning = screen.getByText('Vouliez-vous dire marie@gmail.com ?');
    expect(warning.closest('[aria-live]')).not.toBeNull();
    expect(screen.queryByText('Erreur :')).not.toBeInTheDocument();
  });

  it('shows an error and a warning separately', () => {
    renderWithStrings(
      <EmailField
        label="Adresse électronique"
        isRequired
        errorMessage="Format attendu : nom@domaine.fr"
        warning="Attention au domaine"
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription(
      'Erreur : Format attendu : nom@domaine.fr Attention : Attention au domaine',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no aria-describedby without hint, error or warning', () => {
    renderWithStrings(<EmailField label="Adresse électronique" isRequired warning={null} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });
});
