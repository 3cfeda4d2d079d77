import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formatCents } from '@/lib/rules/money';
import fr from '../../../messages/fr.json';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../../testing/compileMessages';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { AmountPicker, type AmountPickerProps } from './AmountPicker';

const euros = (cents: number) => formatCents(cents, 'fr').replace(/\s/g, ' ');

const props: AmountPickerProps = {
  label: 'Montant de votre don',
  name: 'amount',
  presets: [{ cents: 1500 }, { cents: 3000, description: 'Soit 10,20 € après réduction d’impôt' }, { cents: 5000 }],
  minCents: 100,
  maxCents: 1000000,
};

describe('AmountPicker', () => {
  it('is a named radio group of formatted amounts plus "Autre montant"', () => {
    renderWithStrings(<AmountPicker {...props} />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName('Montant de votre don');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1500', '3000', '5000', 'other']);
    expect(radios[0]).toHaveAccessibleName(formatCents(1500, 'fr'));
    // A preset's description (the amount after tax reduction) is read with its radio.
    expect(radios[1]).toHaveAccessibleDescription('Soit 10,20 € après réduction d’impôt');
    expect(radios[3]).toHaveAccessibleName('Autre montant');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys and reveals the free amount with its bounds when "Autre montant" is chosen', async () => {
    const onChange = vi.fn();
    renderWithStrings(<AmountPicker {...props} defaultValue="1500" onChange={onChange} />);
    screen.getByRole('radio', { name: formatCents(1500, 'fr') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('3000');
    expect(screen.getByRole('radio', { name: /30,00/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('other');
    const field = screen.getByRole('textbox');
    expect(field).toHaveAccessibleName('Montant de votre choix en euros');
    expect(field).toHaveAccessibleDescription(
      `Montant entre ${formatCents(100, 'fr')} et ${formatCents(1000000, 'fr')}`,
    );
    expect(field).toHaveAttribute('name', 'amountOther');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await userEvent.tab();
    expect(field).toHaveFocus();
  });

  it('posts the chosen radio and the free amount with a plain form', async () => {
    const action = vi.fn();
    renderWithStrings(
      <form action={action}>
        <AmountPicker {...props} />
        <button type="submit">Continuer</button>
      </form>,
    );
    await userEvent.click(screen.getByText('Autre montant'));
    await userEvent.type(screen.getByRole('textbox'), '42,5');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(Object.fromEntries(action.mock.calls[0]![0] as FormData)).toEqual({ amount: 'other', amountOther: '42,5' });
  });

  it('shows the group error and the free amount error', () => {
    renderWithStrings(
      <AmountPicker
        {...props}
        defaultValue="other"
        minCents={100}
        maxCents={undefined}
        errorMessage="Choisissez un montant"
        otherErrorMessage="Saisissez un montant d’au moins 1,00 €"
      />,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(`Montant minimum : ${euros(100)}`)).toBeVisible();
  });

  it('renders the free amount field in the server HTML, for browsers without JavaScript', () => {
    document.body.innerHTML = renderToString(
      <DesignSystemProvider locale="fr-FR" strings={compiledDesignSystemStrings(fr)}>
        <AmountPicker {...props} />
      </DesignSystemProvider>,
    );
    expect(document.querySelectorAll('input[type="radio"][name="amount"]')).toHaveLength(4);
    expect(document.querySelector('input[name="amountOther"]')).toBeInTheDocument();
    document.body.innerHTML = '';
  });
});
