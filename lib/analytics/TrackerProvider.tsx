'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTracker, noopTracker, sinkFromEnv, type Tracker } from './tracker';

const TrackerContext = createContext<Tracker>(noopTracker);

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // blocked storage
  }
}

/** Mounted once by the app shell; `useTracker()` reads it. The server renders with the no-op tracker. */
export function TrackerProvider({ children, tracker }: { children: ReactNode; tracker?: Tracker }) {
  const value = useMemo(
    () =>
      tracker ?? (typeof window === 'undefined' ? noopTracker : createTracker(sinkFromEnv(), sessionStorageOrNull())),
    [tracker],
  );
  return <TrackerContext.Provider value={value}>{children}</TrackerContext.Provider>;
}

/** `const tracker = useTracker(); tracker.track('Campaign Step completed', { step: 2 })`. */
export function useTracker(): Tracker {
  return useContext(TrackerContext);
}
