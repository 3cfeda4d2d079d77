'use client';

import { Provider } from 'jotai';
import type { ReactNode } from 'react';

/** One Jotai store per request/tab: never rely on the default global store with SSR. */
export function AtomsProvider({ children }: { children: ReactNode }) {
  return <Provider>{children}</Provider>;
}
