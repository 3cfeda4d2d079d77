import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Button } from '../Button/Button';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessible name of its parent', () => {
    renderWithStrings(
      <Button>
        Modifier <VisuallyHidden>le montant du don</VisuallyHidden>
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Modifier le montant du don');
  });

  it('is not hidden from assistive technologies', () => {
    renderWithStrings(<VisuallyHidden id="hint">par mois</VisuallyHidden>);
    const node = screen.getByText('par mois');
    expect(node).toHaveAttribute('id', 'hint');
    expect(node).not.toHaveAttribute('aria-hidden');
    expect(node).not.toHaveAttribute('hidden');
  });
});
