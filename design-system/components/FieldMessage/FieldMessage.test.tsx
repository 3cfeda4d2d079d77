import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleName('Ville');
    expect(input).toHaveAccessibleDescription('Erreur : Indiquez votre ville.');
    const prefix = screen.getByText('Erreur :');
    expect(prefix.className).toMatch(/visuallyHidden/);
  });

  it('shows no error while the field is valid, even with a text', () => {
    const { container } = renderWithStrings(<Field isInvalid={false}>Indiquez votre ville.</Field>);
    expect(container.querySelector('#e')).not.toBeInTheDocument();
    expect(showsError('Indiquez votre ville.', false)).toBe(false);
    expect(showsError('', true)).toBe(false);
    expect(showsError('Indiquez votre ville.', undefined)).toBe(true);
  });

  it('sits in a live region that is there before any message, polite only while the field has the focus', async () => {
    const { container, rerender } = renderWithStrings(<Field isInvalid={false}>Indiquez votre ville.</Field>);
    const region = container.querySelector('[aria-live]');
    expect(region?.textContent).toBe('');
    // An error that comes with a submit, the focus elsewhere: the error summary says it, not the field.
    expect(region?.getAttribute('aria-live')).toBe('off');
    await userEvent.click(screen.getByRole('textbox', { name: 'Ville' }));
    expect(region?.getAttribute('aria-live')).toBe('polite');
    rerender(<Field isInvalid>Indiquez votre ville.</Field>);
    expect(container.querySelector('[aria-live]')).toBe(region);
    expect(region?.textContent).toBe('Erreur : Indiquez votre ville.');
    await userEvent.tab();
    expect(region?.getAttribute('aria-live')).toBe('off');
  });

  it('shows a warning with the "Attention :" prefix, in English too', () => {
    renderWithStrings(<Field warning="Check the spelling." />, { locale: 'en' });
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('Warning: Check the spelling.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
