import type { ReactNode } from 'react';
import { layoutSprinkles, type LayoutSprinkles } from '../../tokens/sprinkles.css';
import { stack } from './Stack.css';

type StackElement = 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset' | 'article' | 'aside' | 'nav';

export interface StackProps {
  children: ReactNode;
  /** Vertical space between children; responsive arrays follow mobile/tablet/desktop/wide. @default 'medium' */
  gap?: LayoutSprinkles['gap'];
  /** Cross-axis alignment. @default 'stretch' */
  align?: LayoutSprinkles['alignItems'];
  /** @default 'div' */
  as?: StackElement;
  id?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/** Vertical rhythm: children stacked with a gap from the space scale. */
export function Stack({ children, gap = 'medium', align = 'stretch', as: Element = 'div', ...rest }: StackProps) {
  return (
    <Element className={`${stack} ${layoutSprinkles({ gap, alignItems: align })}`} {...rest}>
      {children}
    </Element>
  );
}
