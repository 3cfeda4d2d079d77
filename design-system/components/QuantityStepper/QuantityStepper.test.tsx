import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { QuantityStepper } from './QuantityStepper';

const stepper = (max = 2) =>
  renderWithStrings(
    <form aria-label="f">
      <QuantityStepper
        label="Nombre de places"
        description="Entre 0 et 2."
        name="places"
        max={max}
        decreaseLabel="Retirer une place Entrée adulte"
        increaseLabel="Ajouter une place Entrée adulte"
        announce={(count) => `${count} places`}
      />
    </form>,
  );
const posted = () => new FormData(screen.getByRole('form') as HTMLFormElement).get('places');

describe('QuantityStepper', () => {
  it('posts what is typed or set with its buttons, within 0 and the maximum, and says the bounds once', async () => {
    stepper();
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleName('Nombre de places');
    expect(input).toHaveAccessibleDescription('Entre 0 et 2.');
    expect(input).toHaveValue('0');
    expect(screen.getAllByText('Entre 0 et 2.')).toHaveLength(1);
    const [less, more] = screen.getAllByRole('button');
    expect(less).toHaveAccessibleName('Retirer une place Entrée adulte');
    expect(more).toHaveAccessibleName('Ajouter une place Entrée adulte');
    expect(less).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(less!);
    expect(posted()).toBe('0');
    await userEvent.click(more!);
    await userEvent.click(more!);
    await userEvent.click(more!);
    expect(posted()).toBe('2');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    // At the bound the button keeps the focus (not `disabled`, which would drop it).
    expect(more).toBeEnabled();
    expect(more).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    expect(posted()).toBe('1');
  });

  it('announces a press politely, not typing', async () => {
    stepper();
    await userEvent.click(screen.getByRole('button', { name: /^Ajouter/ }));
    const live = document.querySelector('[aria-live="polite"]:not(:empty)');
    expect(live).toHaveTextContent(/^1 places$/);
    await userEvent.type(screen.getByRole('textbox'), '2');
    expect(document.querySelector('[aria-live="polite"]:not(:empty)')).not.toBeInTheDocument();
  });

  it('is the number field alone before hydration (and without JavaScript)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { DesignSystemProvider } = await import('../../providers/DesignSystemProvider');
    const { compiledDesignSystemStrings } = await import('../../testing/compileMessages');
    const fr = (await import('../../../messages/fr.json')).default;
    let html = '';
    act(() => {
      html = renderToString(
        <DesignSystemProvider locale="fr-FR" strings={compiledDesignSystemStrings(fr)}>
          <QuantityStepper label="Nombre de places" name="places" max={3} decreaseLabel="-" increaseLabel="+" />
        </DesignSystemProvider>,
      );
    });
    expect(html).toContain('name="places"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('facultatif');
  });

  it('shows an error linked to the field', () => {
    renderWithStrings(
      <QuantityStepper
        label="Nombre de places"
        max={4}
        defaultValue="9"
        errorMessage="Saisissez un nombre de places entre 0 et 4."
        decreaseLabel="-"
        increaseLabel="+"
      />,
    );
    const input = screen.getByRole('textbox', { description: /Erreur : Saisissez un nombre de places/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
