import type { ReactNode } from 'react';
import { layoutSprinkles, type LayoutSprinkles } from '../../tokens/sprinkles.css';
import { inline } from './Inline.css';

export interface InlineProps {
  children: ReactNode;
  /** Space between items, in both directions when they wrap. @default 'small' */
  gap?: LayoutSprinkles['gap'];
  /** @default 'center' */
  align?: LayoutSprinkles['alignItems'];
  /** @default 'flex-start' */
  justify?: LayoutSprinkles['justifyContent'];
  /** @default 'div' */
  as?: 'div' | 'ul' | 'nav' | 'footer';
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Items side by side that wrap onto new lines on narrow screens. */
export function Inline({
  children,
  gap = 'small',
  align = 'center',
  justify = 'flex-start',
  as: Element = 'div',
  ...rest
}: InlineProps) {
  return (
    <Element className={`${inline} ${layoutSprinkles({ gap, alignItems: align, justifyContent: justify })}`} {...rest}>
      {children}
    </Element>
  );
}
