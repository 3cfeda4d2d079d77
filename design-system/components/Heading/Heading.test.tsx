import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders an h%i', (level) => {
    renderWithStrings(<Heading level={level}>Titre</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Titre' }).tagName).toBe(`H${level}`);
  });

  it('keeps the level when the size changes', () => {
    renderWithStrings(
      <Heading level={2} size="small">
        Don mensuel
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Don mensuel');
  });

  it('can receive focus from the page after a step change, without entering the tab order', () => {
    renderWithStrings(
      <Heading level={1} tabIndex={-1} id="titre">
        Vos coordonnées
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    heading.focus();
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAttribute('id', 'titre');
  });
});
