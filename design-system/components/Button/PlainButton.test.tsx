import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  it('is a native button, of type "button" unless told, that clicks with the keyboard', async () => {
    const onClick = vi.fn();
    render(<PlainButton onClick={onClick}>Menu</PlainButton>);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('submits its form when it is a submit button', () => {
    render(<PlainButton type="submit">English</PlainButton>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('shows hover for a mouse only, and press while held, as react-aria does', () => {
    const onPointerEnter = vi.fn();
    render(<PlainButton onPointerEnter={onPointerEnter}>Se connecter</PlainButton>);
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(button).not.toHaveAttribute('data-hovered');
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('data-hovered');
    expect(onPointerEnter).toHaveBeenCalledTimes(2);
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 0 });
    expect(button).toHaveAttribute('data-pressed');
    fireEvent.pointerUp(button, { pointerType: 'mouse', button: 0 });
    expect(button).not.toHaveAttribute('data-pressed');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(button).not.toHaveAttribute('data-hovered');
  });
});
