import type { ReactNode } from 'react';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the main content, without "#". */
  targetId: string;
  /** Link text, e.g. "Aller au contenu". */
  children: ReactNode;
}

/** First focusable element of every page: jumps over the header to the main content (RGAA 12.7). */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a className={skipLink} href={`#${targetId}`}>
      {children}
    </a>
  );
}
