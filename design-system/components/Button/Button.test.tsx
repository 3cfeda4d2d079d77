import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Button } from './Button';

describe('Button', () => {
  it('is a native button named by its content', () => {
    renderWithStrings(<Button>Payer 25,00 €</Button>);
    const button = screen.getByRole('button', { name: 'Payer 25,00 €' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('submits its form when type is submit', () => {
    renderWithStrings(
      <form>
        <Button type="submit">Envoyer</Button>
      </form>,
    );
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('responds to Enter and Space', async () => {
    const onPress = vi.fn();
    renderWithStrings(<Button onPress={onPress}>Continuer</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('announces the pending label from the strings and ignores presses while pending', async () => {
    const onPress = vi.fn();
    renderWithStrings(
      <Button isPending onPress={onPress}>
        Payer
      </Button>,
    );
    expect(screen.getByRole('status').textContent).toBe('Traitement en cours');
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is disabled when asked', () => {
    renderWithStrings(<Button isDisabled>Payer</Button>);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses to render without the strings provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button>Payer</Button>)).toThrow(/DesignSystemProvider/);
    spy.mockRestore();
  });
});
