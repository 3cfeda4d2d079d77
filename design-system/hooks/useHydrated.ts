import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Controls that only work
 * with JavaScript (the password toggle) render once this is true, so a page without
 * JavaScript never shows a button that does nothing (GOV.UK progressive enhancement).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
