import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { iconNames } from './glyphs';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technologies and never focusable', () => {
    const { container } = renderWithStrings(<Icon name="check" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when it carries meaning on its own', () => {
    renderWithStrings(<Icon name="lock" label="Paiement sécurisé" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAccessibleName('Paiement sécurisé');
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('focusable', 'false');
  });

  it.each(iconNames)('draws %s', (name) => {
    const { container } = renderWithStrings(<Icon name={name} />);
    expect(container.querySelector('svg')!.children.length).toBeGreaterThan(0);
  });

  it('has the set the design system promises', () => {
    expect(iconNames).toEqual([
      'check',
      'error',
      'warning',
      'info',
      'close',
      'external',
      'chevron-left',
      'chevron-right',
      'lock',
      'calendar',
      'eye',
      'eye-off',
      'user',
      'heart',
      'menu',
    ]);
  });
});
