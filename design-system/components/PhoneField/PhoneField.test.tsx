import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('is a tel input with the phone keypad and autocomplete', () => {
    renderWithStrings(<PhoneField label="Téléphone" name="phone" />);
    const input = screen.getByRole('textbox', { name: 'Téléphone (facultatif)' }) as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input.name).toBe('phone');
  });

  it('takes another autocomplete token and shows its error', () => {
    renderWithStrings(
      <PhoneField
        label="Téléphone"
        isRequired
        autoComplete="tel-national"
        errorMessage="Le numéro n’est pas valide."
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('Erreur : Le numéro n’est pas valide.');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
