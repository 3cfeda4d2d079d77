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
    expect(screen.getByRole('button', { name: 'Modifier le montant du don' })).toBeTruthy();
  });

  it('is not hidden from assistive technologies', () => {
    renderWithStrings(<VisuallyHidden id="hint">par mois</VisuallyHidden>);
    const node = screen.getByText('par mois');
    expect(node.id).toBe('hint');
    expect(node.hasAttribute('aria-hidden')).toBe(false);
    expect(node.hasAttribute('hidden')).toBe(false);
  });
});
