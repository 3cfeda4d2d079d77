import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { FieldMessage, showsError } from './FieldMessage';

/** A bare native field wired the way the design system's fields wire it. */
function Field({ isInvalid, children, warning }: { isInvalid?: boolean; children?: string; warning?: string }) {
  const invalid = isInvalid ?? Boolean(children);
  const describedBy = [showsError(children, invalid) ? 'e' : '', warning ? 'w' : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor="city">Ville</label>
      <FieldMessage isInvalid={invalid} errorId="e" warning={warning} warningId="w">
        {children}
      </FieldMessage>
      <input id="city" aria-invalid={invalid || undefined} aria-describedby={describedBy || undefined} />
    </div>
  );
}

describe('FieldMessage', () => {
  it('shows the error with a hidden "Erreur :" prefix, under the id the field refers to', () => {
    renderWithStrings(<Field isInvalid>Indiquez votre ville.</Field>);
    screen.getByRole('textbox', { name: 'Ville', description: 'Erreur : Indiquez votre ville.' });
    const prefix = screen.getByText('Erreur :');
    expect(prefix.className).toMatch(/visuallyHidden/);
  });

  it('shows no error while the field is valid, even with a text', () => {
    const { container } = renderWithStrings(<Field isInvalid={false}>Indiquez votre ville.</Field>);
    expect(container.querySelector('#e')).toBeNull();
    expect(showsError('Indiquez votre ville.', false)).toBe(false);
    expect(showsError('', true)).toBe(false);
    expect(showsError('Indiquez votre ville.', undefined)).toBe(true);
  });

  it('sits in a polite live region that is there before any message', () => {
    const { container, rerender } = renderWithStrings(<Field isInvalid={false}>Indiquez votre ville.</Field>);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toBe('');
    rerender(<Field isInvalid>Indiquez votre ville.</Field>);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe('Erreur : Indiquez votre ville.');
  });

  it('shows a warning with the "Attention :" prefix, in English too', () => {
    renderWithStrings(<Field warning="Check the spelling." />, { locale: 'en' });
    screen.getByRole('textbox', { description: 'Warning: Check the spelling.' });
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
  });
});
