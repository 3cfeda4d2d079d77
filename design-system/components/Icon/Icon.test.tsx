import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { iconNames } from './glyphs';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technologies and never focusable', () => {
    const { container } = renderWithStrings(<Icon name="check" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when it carries meaning on its own', () => {
    renderWithStrings(<Icon name="lock" label="Paiement sécurisé" />);
    const img = screen.getByRole('img', { name: 'Paiement sécurisé' });
    expect(img.hasAttribute('aria-hidden')).toBe(false);
    expect(img.getAttribute('focusable')).toBe('false');
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
