import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Button } from './Button';

describe('Button', () => {
  it('is a native button named by its content', () => {
    renderWithStrings(<Button>Payer 25,00 €</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Payer 25,00 €');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('submits its form when type is submit', () => {
    renderWithStrings(
      <form>
        <Button type="submit">Envoyer</Button>
      </form>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
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

  it('cannot submit its form twice while pending: a pending submit is a plain, aria-disabled button', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithStrings(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" isPending>
          Payer
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Payer' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows hover and press for a mouse, never while disabled', async () => {
    const { rerender } = renderWithStrings(<Button>Ajouter</Button>);
    const button = screen.getByRole('button');
    await userEvent.hover(button);
    expect(button).toHaveAttribute('data-hovered');
    await userEvent.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
    rerender(<Button isDisabled>Ajouter</Button>);
    await userEvent.hover(button);
    expect(button).not.toHaveAttribute('data-hovered');
  });

  it('is disabled when asked', () => {
    renderWithStrings(<Button isDisabled>Payer</Button>);
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('refuses to render without the strings provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button>Payer</Button>)).toThrow(/DesignSystemProvider/);
    spy.mockRestore();
  });
});
