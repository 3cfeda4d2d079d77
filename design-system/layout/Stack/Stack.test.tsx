import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders the requested element with its attributes', () => {
    renderWithStrings(
      <>
        <h2 id="titre">Coordonnées</h2>
        <Stack as="section" aria-labelledby="titre" data-testid="pile">
          <p>Un</p>
          <p>Deux</p>
        </Stack>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Coordonnées' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('data-testid', 'pile');
    expect(region.children).toHaveLength(2);
  });

  it('keeps list semantics when it is a list', () => {
    renderWithStrings(
      <Stack as="ul">
        <li>Un</li>
        <li>Deux</li>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
