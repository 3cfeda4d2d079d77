import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label and described by its description', () => {
    renderWithStrings(
      <Checkbox name="newsletter" description="Une lettre par mois, désinscription en un clic.">
        Recevoir les nouvelles de l’association
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleName('Recevoir les nouvelles de l’association');
    expect(box).toHaveAccessibleDescription('Une lettre par mois, désinscription en un clic.');
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).toHaveAttribute('name', 'newsletter');
    expect(box).not.toBeChecked();
  });

  it('toggles with Space and posts "on" when ticked', async () => {
    const onChange = vi.fn();
    renderWithStrings(
      <form aria-label="f">
        <Checkbox name="cgv" onChange={onChange}>
          J’accepte les conditions générales de vente
        </Checkbox>
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('cgv')).toBe('on');
  });

  it('is a required consent with its error (IS_TRUE)', () => {
    renderWithStrings(
      <Checkbox name="cgv" isRequired errorMessage="Vous devez accepter les conditions générales de vente.">
        J’accepte les conditions générales de vente
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleDescription('Erreur : Vous devez accepter les conditions générales de vente.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).not.toHaveAttribute('required');
  });

  it('has no aria-describedby without description or error', () => {
    renderWithStrings(<Checkbox>Option</Checkbox>);
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-describedby');
  });

  it('can be disabled', () => {
    renderWithStrings(<Checkbox isDisabled>Option</Checkbox>);
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });
});
