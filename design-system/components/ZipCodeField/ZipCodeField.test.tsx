import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ZipCodeField } from './ZipCodeField';

describe('ZipCodeField', () => {
  it('asks for the postal code with autocomplete, capitals and no spell check', () => {
    renderWithStrings(<ZipCodeField label="Code postal" name="zipCode" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Code postal' }) as HTMLInputElement;
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input.name).toBe('zipCode');
  });

  it('can open the digit keypad for French addresses', () => {
    renderWithStrings(<ZipCodeField label="Code postal" isRequired inputMode="numeric" description="5 chiffres" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('5 chiffres');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
