import type { ReactNode } from 'react';
import { heading } from './Heading.css';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const defaultSize = { 1: 'xxlarge', 2: 'xlarge', 3: 'large', 4: 'medium', 5: 'small', 6: 'small' } as const;

export interface HeadingProps {
  /** Document outline level: h1…h6. Choose it for the structure, not the look. */
  level: Level;
  /** Visual size, independent of the level. @default by level */
  size?: 'xxlarge' | 'xlarge' | 'large' | 'medium' | 'small';
  children: ReactNode;
  id?: string;
  /** Lets a page focus its heading after navigation (e.g. a new form step). */
  tabIndex?: -1;
}

export function Heading({ level, size, children, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element className={heading({ size: size ?? defaultSize[level] })} {...rest}>
      {children}
    </Element>
  );
}
