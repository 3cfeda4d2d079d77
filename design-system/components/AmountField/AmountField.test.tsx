import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { AmountField } from './AmountField';

const amountInput = () => screen.getByRole('textbox') as HTMLInputElement;

describe('AmountField', () => {
  it('reads the currency with the label and hides the visible euro sign', () => {
    renderWithStrings(<AmountField label="Montant du don" name="amount" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Montant du don en euros' }) as HTMLInputElement;
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input.name).toBe('amount');
    const euro = screen.getByText('€');
    expect(euro).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads the currency in English too', () => {
    renderWithStrings(<AmountField label="Amount" isRequired />, { locale: 'en' });
    expect(screen.getByRole('textbox')).toHaveAccessibleName('Amount in euros');
  });

  it('accepts digits and one separator, and refuses letters and a second separator', async () => {
    renderWithStrings(<AmountField label="Montant" isRequired />);
    await userEvent.type(amountInput(), '1a2,5.0e-');
    expect(amountInput().value).toBe('12,50');
  });

  it('keeps editing and navigation keys working', async () => {
    renderWithStrings(<AmountField label="Montant" isRequired />);
    await userEvent.type(amountInput(), '125{Backspace}{ArrowLeft}0{End}9');
    expect(amountInput().value).toBe('1029');
  });

  it('refuses a down arrow at zero and allows it above zero', () => {
    renderWithStrings(<AmountField label="Montant" isRequired defaultValue="0" />);
    expect(fireEvent.keyDown(amountInput(), { key: 'ArrowDown' })).toBe(false);
    fireEvent.change(amountInput(), { target: { value: '5' } });
    expect(fireEvent.keyDown(amountInput(), { key: 'ArrowDown' })).toBe(true);
  });

  it('lets Escape and shortcuts through', () => {
    renderWithStrings(<AmountField label="Montant" isRequired defaultValue="1,5" />);
    expect(fireEvent.keyDown(amountInput(), { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(amountInput(), { key: 'v', ctrlKey: true })).toBe(true);
  });

  it('normalises on blur in French: a comma, two decimals rounded, no leading zero', async () => {
    const onChange = vi.fn();
    renderWithStrings(<AmountField label="Montant" isRequired onChange={onChange} />);
    await userEvent.type(amountInput(), '012.345');
    await userEvent.tab();
    expect(amountInput().value).toBe('12,35');
    expect(onChange).toHaveBeenLastCalledWith('12,35');
  });

  it('normalises on blur in English with a period', async () => {
    renderWithStrings(<AmountField label="Amount" isRequired />, { locale: 'en' });
    await userEvent.type(amountInput(), '012,345');
    await userEvent.tab();
    expect(amountInput().value).toBe('12.35');
  });

  it('posts the normalised value', async () => {
    renderWithStrings(
      <form aria-label="don">
        <AmountField label="Montant" name="amount" isRequired />
      </form>,
    );
    await userEvent.type(amountInput(), '7,5');
    await userEvent.tab();
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('amount')).toBe('7,5');
  });

  it('works controlled', async () => {
    const onChange = vi.fn();
    renderWithStrings(<AmountField label="Montant" isRequired value="3,456" onChange={onChange} />);
    fireEvent.blur(amountInput());
    expect(onChange).toHaveBeenCalledWith('3,46');
  });

  it('shows an error', () => {
    renderWithStrings(<AmountField label="Montant" isRequired errorMessage="Le montant minimum est de 0,50 €." />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('Erreur : Le montant minimum est de 0,50 €.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
