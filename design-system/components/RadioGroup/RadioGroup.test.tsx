import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Radio, RadioGroup } from './RadioGroup';

function Frequency(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup
      label="Fréquence du don"
      name="frequency"
      description="Vous pourrez l’arrêter à tout moment."
      {...props}
    >
      <Radio value="once">Une fois</Radio>
      <Radio value="monthly" description="Prélevé le 5 de chaque mois.">
        Tous les mois
      </Radio>
      <Radio value="yearly" isDisabled>
        Tous les ans
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label and described by its hint, without optional marker', () => {
    renderWithStrings(<Frequency />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleName('Fréquence du don');
    expect(group).toHaveAccessibleDescription('Vous pourrez l’arrêter à tout moment.');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('wires an option’s description to the radio, before the group’s hint', () => {
    renderWithStrings(<Frequency />);
    expect(screen.getByRole('radio', { name: 'Tous les mois' })).toHaveAccessibleDescription(
      'Prélevé le 5 de chaque mois. Vous pourrez l’arrêter à tout moment.',
    );
    expect(screen.getByRole('radio', { name: 'Une fois' })).toHaveAccessibleDescription(
      'Vous pourrez l’arrêter à tout moment.',
    );
  });

  it('moves the selection with the arrow keys and skips disabled options', async () => {
    const onChange = vi.fn();
    renderWithStrings(<Frequency onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Une fois' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('monthly');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('once');
    expect(screen.getByRole('radio', { name: 'Tous les ans' })).toBeDisabled();
  });

  it('enters on the selected option and posts its value', async () => {
    renderWithStrings(
      <form aria-label="f">
        <Frequency defaultValue="monthly" />
      </form>,
    );
    await userEvent.tab();
    const monthly = screen.getByRole('radio', { name: 'Tous les mois' }) as HTMLInputElement;
    expect(document.activeElement).toBe(monthly);
    expect(monthly.checked).toBe(true);
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('frequency')).toBe('monthly');
  });

  it('shows the error, marks the group invalid and required', () => {
    renderWithStrings(<Frequency isRequired errorMessage="Choisissez la fréquence de votre don." />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleDescription(
      'Vous pourrez l’arrêter à tout moment. Erreur : Choisissez la fréquence de votre don.',
    );
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
  });

  it('selects a card by clicking its description', async () => {
    renderWithStrings(
      <RadioGroup label="Montant" name="amount">
        <Radio value="10" appearance="card" description="Soit 3,40 € après réduction d’impôt">
          10 €
        </Radio>
        <Radio value="25" appearance="card" description="Soit 8,50 € après réduction d’impôt">
          25 €
        </Radio>
      </RadioGroup>,
    );
    const radio = screen.getByRole('radio', { name: '25 €' });
    expect(radio).toHaveAccessibleDescription('Soit 8,50 € après réduction d’impôt');
    await userEvent.click(screen.getByText('25 €'));
    expect(radio).toBeChecked();
  });
});
