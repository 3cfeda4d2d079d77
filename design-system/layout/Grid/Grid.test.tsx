import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Grid } from './Grid';

describe('Grid', () => {
  it('renders a list of cards as a list', () => {
    renderWithStrings(
      <Grid as="ul" columns={[1, 2, 3]}>
        <li>Tarif 1</li>
        <li>Tarif 2</li>
        <li>Tarif 3</li>
      </Grid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('gives a different class for each responsive column count', () => {
    renderWithStrings(
      <>
        <Grid columns={1} data-testid="une">
          x
        </Grid>
        <Grid columns={[1, 2]} data-testid="deux">
          x
        </Grid>
      </>,
    );
    expect(screen.getByTestId('une').className).not.toBe(screen.getByTestId('deux').className);
  });
});
