import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for assistive technologies only, such as the "Erreur :" prefix of a field message. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className={visuallyHidden} id={id}>
      {children}
    </span>
  );
}
