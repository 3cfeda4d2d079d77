import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Container } from './Container';

describe('Container', () => {
  it('can be the main landmark, focusable by the skip link', () => {
    renderWithStrings(
      <Container as="main" id="contenu" tabIndex={-1}>
        Contenu
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('contenu');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('has a class per width', () => {
    renderWithStrings(
      <>
        <Container width="reading">a</Container>
        <Container width="content">b</Container>
      </>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });
});
