'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Moves the focus to what the page says on arrival after an action (the gift stopped, the
 * card changed), so a keyboard or screen-reader user starts there; the banner inside is
 * the live region. Without JavaScript the page simply shows it first.
 */
export function ArrivalFocus({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} tabIndex={-1}>
      {children}
    </div>
  );
}
