import type { ReactNode } from 'react';
import { layoutSprinkles, type LayoutSprinkles } from '../../tokens/sprinkles.css';
import { grid } from './Grid.css';

export interface GridProps {
  children: ReactNode;
  /** Columns per breakpoint, e.g. `[1, 2, 3]` for mobile, tablet, desktop. @default 1 */
  columns?: LayoutSprinkles['gridTemplateColumns'];
  /** @default 'medium' */
  gap?: LayoutSprinkles['gap'];
  /** @default 'div' */
  as?: 'div' | 'ul';
  'data-testid'?: string;
}

/** Equal columns that collapse on small screens (breakpoints 600/900/1200). */
export function Grid({ children, columns = 1, gap = 'medium', as: Element = 'div', ...rest }: GridProps) {
  return (
    <Element className={`${grid} ${layoutSprinkles({ gridTemplateColumns: columns, gap })}`} {...rest}>
      {children}
    </Element>
  );
}
