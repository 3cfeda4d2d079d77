import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('is a text input with the digit keypad, not a spin button', () => {
    renderWithStrings(<NumberField label="Jour du prélèvement" name="day" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Jour du prélèvement' }) as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input.name).toBe('day');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('keeps what is typed (validation is the form’s job) and posts it', async () => {
    renderWithStrings(
      <form aria-label="f">
        <NumberField label="Quantité" name="quantity" isRequired inputMode="decimal" />
      </form>,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '05');
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('quantity')).toBe('05');
  });

  it('shows its error', () => {
    renderWithStrings(<NumberField label="Jour" isRequired errorMessage="Choisissez un jour entre 1 et 28." />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('Erreur : Choisissez un jour entre 1 et 28.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
