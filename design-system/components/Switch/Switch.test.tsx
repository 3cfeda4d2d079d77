import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    renderWithStrings(
      <Switch name="coverFees" description="L’association reçoit la totalité de votre don.">
        Je prends en charge les frais de paiement
      </Switch>,
    );
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveAccessibleName('Je prends en charge les frais de paiement');
    expect(toggle).toHaveAccessibleDescription('L’association reçoit la totalité de votre don.');
    expect(toggle).not.toBeChecked();
  });

  it('turns on with Space and posts "on"', async () => {
    const onChange = vi.fn();
    renderWithStrings(
      <form aria-label="f">
        <Switch name="coverFees" onChange={onChange}>
          Frais
        </Switch>
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch')).toBeChecked();
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('coverFees')).toBe('on');
  });

  it('can be disabled', () => {
    renderWithStrings(<Switch isDisabled>Frais</Switch>);
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
