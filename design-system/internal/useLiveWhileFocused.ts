'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The `aria-live` of a field's message region: polite while the focus is in the field (the
 * region's parent), off otherwise. A message that appears or changes while the payer types
 * in the field is said; one that comes with a submit or when the payer has already left the
 * field is not: the error summary says those, with the field's name, and the field says
 * its error when it takes the focus. Each error is so said once, and never while the focus
 * is on another field, where "Erreur : Ce champ est obligatoire" would seem to be that
 * field's. Off on the server: without JavaScript nothing changes in a page.
 */
export function useLiveWhileFocused<Region extends HTMLElement>() {
  const ref = useRef<Region>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const field = ref.current?.parentElement;
    if (!field) return;
    const follow = (event: FocusEvent) =>
      setFocused(event.type === 'focusin' || field.contains(event.relatedTarget as Node | null));
    setFocused(field.contains(document.activeElement));
    field.addEventListener('focusin', follow);
    field.addEventListener('focusout', follow);
    return () => {
      field.removeEventListener('focusin', follow);
      field.removeEventListener('focusout', follow);
    };
  }, []);
  return { ref, 'aria-live': focused ? ('polite' as const) : ('off' as const) };
}
