import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label, with 5 rows by default', () => {
    renderWithStrings(<TextArea label="Votre message" name="message" isRequired />);
    const area = screen.getByRole('textbox', { name: 'Votre message' }) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.rows).toBe(5);
    expect(area.name).toBe('message');
  });

  it('passes maxLength and rows, and is described by its hint and error', () => {
    renderWithStrings(
      <TextArea
        label="Motif"
        isRequired
        rows={3}
        maxLength={500}
        description="500 caractères maximum."
        errorMessage="Indiquez le motif du signalement."
      />,
    );
    const area = screen.getByRole('textbox');
    expect(area).toHaveAccessibleDescription('500 caractères maximum. Erreur : Indiquez le motif du signalement.');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAttribute('maxlength', '500');
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps line breaks', async () => {
    renderWithStrings(<TextArea label="Message" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message (facultatif)' }), 'Bonjour{Enter}Merci');
    expect(screen.getByRole('textbox')).toHaveValue('Bonjour\nMerci');
  });
});
