import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { QuantityField } from './QuantityField';

describe('QuantityField', () => {
  it('posts what is typed or set with its buttons, within 0 and the maximum', async () => {
    renderWithStrings(
      <form aria-label="f">
        <QuantityField label="Places" name="places" max={2} decreaseLabel="Retirer" increaseLabel="Ajouter" />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: /^Places/ }) as HTMLInputElement;
    expect(input.value).toBe('0');
    expect((screen.getByRole('button', { name: 'Retirer' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect((screen.getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement).disabled).toBe(true);
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('places')).toBe('2');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('places')).toBe('1');
  });
});
