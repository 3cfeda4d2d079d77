import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('announces one loading status for the whole group and hides the shapes', () => {
    const { container } = renderWithStrings(
      <SkeletonGroup>
        <Skeleton shape="heading" width="half" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" height="small" />
        <Skeleton shape="circle" size="medium" />
      </SkeletonGroup>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Chargement');
    expect(container.firstElementChild!).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(shape.textContent).toBe('');
  });

  it('uses a more precise label when given, and the English string otherwise', () => {
    const { unmount } = renderWithStrings(
      <SkeletonGroup label="Chargement des tarifs">
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement des tarifs');
    unmount();
    renderWithStrings(
      <SkeletonGroup>
        <Skeleton />
      </SkeletonGroup>,
      { locale: 'en' },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('draws a paragraph of lines', () => {
    const { container } = renderWithStrings(<Skeleton lines={4} />);
    expect(container.firstElementChild!.children).toHaveLength(4);
    expect(container.firstElementChild!).toHaveAttribute('aria-hidden', 'true');
  });

  it('is hidden even outside a group', () => {
    const { container } = renderWithStrings(<Skeleton shape="circle" size="small" />);
    expect(container.firstElementChild!).toHaveAttribute('aria-hidden', 'true');
  });
});
