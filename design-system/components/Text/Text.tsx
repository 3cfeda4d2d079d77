import type { ReactNode } from 'react';
import { text } from './Text.css';

export interface TextProps {
  children: ReactNode;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Colour role; every tone meets 4.5:1 on page backgrounds. @default 'default' */
  tone?: 'default' | 'muted' | 'error' | 'success';
  /** @default 'regular' */
  weight?: 'regular' | 'bold';
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong';
  id?: string;
}

/** Body text on the type scale. */
export function Text({ children, size, tone, weight, as: Element = 'p', id }: TextProps) {
  return (
    <Element className={text({ size, tone, weight })} id={id}>
      {children}
    </Element>
  );
}
