import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

function Options(props: Partial<Parameters<typeof CheckboxGroup>[0]>) {
  return (
    <CheckboxGroup label="Options" name="options" description="Cochez toutes les options souhaitées." {...props}>
      <Checkbox value="meal" description="Servi à 12 h 30.">
        Repas du midi
      </Checkbox>
      <Checkbox value="tshirt">T-shirt</Checkbox>
      <Checkbox value="parking" isDisabled>
        Parking
      </Checkbox>
    </CheckboxGroup>
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its label and described by its hint', () => {
    renderWithStrings(<Options />);
    const group = screen.getByRole('group');
    expect(group).toHaveAccessibleName('Options');
    expect(group).toHaveAccessibleDescription('Cochez toutes les options souhaitées.');
    expect(screen.getByRole('checkbox', { name: 'Repas du midi' })).toHaveAccessibleDescription(
      'Servi à 12 h 30. Cochez toutes les options souhaitées.',
    );
  });

  it('ticks options with Tab and Space and posts each value under the name', async () => {
    const onChange = vi.fn();
    renderWithStrings(
      <form aria-label="f">
        <Options onChange={onChange} />
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['meal', 'tshirt']);
    await userEvent.tab();
    expect(document.activeElement).not.toBe(screen.getByRole('checkbox', { name: 'Parking' }));
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).getAll('options')).toEqual(['meal', 'tshirt']);
  });

  it('shows the error once, on the group', () => {
    renderWithStrings(<Options isRequired errorMessage="Choisissez au moins une option." />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Cochez toutes les options souhaitées. Erreur : Choisissez au moins une option.',
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Choisissez au moins une option.')).toHaveLength(1);
  });
});
