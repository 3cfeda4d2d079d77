import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Select, SelectOption } from './Select';

function Civility(props: Partial<Parameters<typeof Select>[0]>) {
  return (
    <Select label="Civilité" name="civility" {...props}>
      <SelectOption id="mme">Madame</SelectOption>
      <SelectOption id="m">Monsieur</SelectOption>
      <SelectOption id="none">Ne se prononce pas</SelectOption>
    </Select>
  );
}

describe('Select', () => {
  it('is a button named by the label and its value, with the placeholder from the strings', () => {
    renderWithStrings(<Civility description="Pour les courriers de l’association." />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName(/Civilité/);
    expect(button).toHaveAccessibleDescription('Pour les courriers de l’association.');
    expect(button).toHaveTextContent('Sélectionnez une option');
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('(facultatif)')).toBeVisible();
  });

  it('opens with the keyboard, moves with the arrows, selects with Enter and posts the key', async () => {
    const onChange = vi.fn();
    renderWithStrings(
      <form aria-label="f">
        <Civility isRequired onChange={onChange} />
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('m');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Civilité/ });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.textContent).toContain('Monsieur');
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('civility')).toBe('m');
  });

  it('closes with Escape without changing the value', async () => {
    renderWithStrings(<Civility defaultValue="mme" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Civilité/ }).textContent).toContain('Madame');
  });

  it('selects by typing the start of an option', async () => {
    renderWithStrings(<Civility />);
    await userEvent.tab();
    await userEvent.keyboard('ne');
    expect(screen.getByRole('button', { name: /Civilité/ }).textContent).toContain('Ne se prononce pas');
  });

  it('shows its error', () => {
    renderWithStrings(<Civility isRequired errorMessage="Choisissez une civilité." />);
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Erreur : Choisissez une civilité.');
  });
});
