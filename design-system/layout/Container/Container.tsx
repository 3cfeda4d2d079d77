import type { ReactNode } from 'react';
import { container, containerWidth } from './Container.css';

export interface ContainerProps {
  children: ReactNode;
  /** Maximum width: `reading` (≈ 640 px) for forms, `content` (1200 px) for pages. @default 'content' */
  width?: keyof typeof containerWidth;
  /** @default 'div' */
  as?: 'div' | 'main' | 'header' | 'footer' | 'section';
  id?: string;
  tabIndex?: number;
}

/** Centres content with responsive side padding on the 600/900/1200 breakpoints. */
export function Container({ children, width = 'content', as: Element = 'div', ...rest }: ContainerProps) {
  return (
    <Element className={`${container} ${containerWidth[width]}`} {...rest}>
      {children}
    </Element>
  );
}
