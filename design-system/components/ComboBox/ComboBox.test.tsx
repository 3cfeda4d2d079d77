import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ComboBox, ComboBoxOption, type ComboBoxProps } from './ComboBox';

const countries = [
  { id: 'FR', name: 'France' },
  { id: 'BE', name: 'Belgique' },
  { id: 'US', name: 'États-Unis' },
  { id: 'CH', name: 'Suisse' },
];

type CountryItem = (typeof countries)[number];

function Country(props: Partial<Omit<ComboBoxProps<CountryItem>, 'defaultItems'>>) {
  return (
    <ComboBox<CountryItem>
      label="Pays"
      name="country"
      isRequired
      description="Tapez les premières lettres."
      defaultItems={countries}
      {...props}
    >
      {(country) => <ComboBoxOption id={country.id}>{country.name}</ComboBoxOption>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('is a combobox named by its label and described by its hint', () => {
    renderWithStrings(<Country />);
    const input = screen.getByRole('combobox', { name: 'Pays' });
    expect(input).toHaveAccessibleDescription('Tapez les premières lettres.');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('filters without caring for accents or case, selects with the keyboard and posts the key', async () => {
    const onChange = vi.fn();
    renderWithStrings(
      <form aria-label="f">
        <Country onChange={onChange} />
      </form>,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'etats');
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['États-Unis']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('US');
    expect((input as HTMLInputElement).value).toBe('États-Unis');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('country')).toBe('US');
  });

  it('says so when nothing matches, with the string from the strings', async () => {
    renderWithStrings(<Country />);
    await userEvent.type(screen.getByRole('combobox'), 'zz');
    expect(screen.getByRole('listbox')).toHaveTextContent('Aucun résultat');
  });

  it('closes with Escape', async () => {
    renderWithStrings(<Country />);
    await userEvent.type(screen.getByRole('combobox'), 'b');
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('shows its error', () => {
    renderWithStrings(<Country errorMessage="Choisissez un pays dans la liste." />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveAccessibleDescription(
      'Tapez les premières lettres. Erreur : Choisissez un pays dans la liste.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
