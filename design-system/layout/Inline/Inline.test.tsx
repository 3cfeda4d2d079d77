import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Inline } from './Inline';

describe('Inline', () => {
  it('can be a named navigation', () => {
    renderWithStrings(
      <Inline as="nav" aria-label="Liens utiles">
        <a href="/a">A</a>
        <a href="/b">B</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Liens utiles' }).children).toHaveLength(2);
  });

  it('is a div by default', () => {
    renderWithStrings(<Inline data-testid="ligne">x</Inline>);
    expect(screen.getByTestId('ligne').tagName).toBe('DIV');
  });
});
