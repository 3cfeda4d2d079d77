import { screen } from '@testing-library/react';
import { Input, Label, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { FieldMessage } from './FieldMessage';

function Field({ isInvalid, children, warning }: { isInvalid?: boolean; children?: string; warning?: string }) {
  return (
    <TextField isInvalid={isInvalid} validationBehavior="aria" aria-describedby={warning ? 'w' : undefined}>
      <Label>Ville</Label>
      <Input />
      <FieldMessage warning={warning} warningId="w">
        {children}
      </FieldMessage>
    </TextField>
  );
}

describe('FieldMessage', () => {
  it('shows the error with a hidden "Erreur :" prefix, wired to the field', () => {
    renderWithStrings(<Field isInvalid>Indiquez votre ville.</Field>);
    screen.getByRole('textbox', { name: 'Ville', description: 'Erreur : Indiquez votre ville.' });
    const prefix = screen.getByText('Erreur :');
    expect(prefix.className).toMatch(/visuallyHidden/);
  });

  it('sits in a polite live region that is there before any message', () => {
    const { container, rerender } = renderWithStrings(<Field>Indiquez votre ville.</Field>);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toBe('');
    rerender(<Field isInvalid>Indiquez votre ville.</Field>);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe('Erreur : Indiquez votre ville.');
  });

  it('falls back on react-aria’s validation errors', () => {
    renderWithStrings(
      <TextField validationBehavior="aria" validate={() => 'Trop court.'} defaultValue="a">
        <Label>Ville</Label>
        <Input />
        <FieldMessage />
      </TextField>,
    );
    screen.getByRole('textbox', { description: 'Erreur : Trop court.' });
  });

  it('shows a warning with the "Attention :" prefix, in English too', () => {
    renderWithStrings(<Field warning="Check the spelling." />, { locale: 'en' });
    screen.getByRole('textbox', { description: 'Warning: Check the spelling.' });
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
  });
});
