'use client';

import { createContext, useContext } from 'react';
import type { PageErrorKey } from '@/lib/rules/errorCatalogue';

/**
 * The copy of the error pages (`Errors.page`, `ErrorPage`), in the request's language.
 * The error boundaries (error.tsx) are client components of every page; reading this
 * context instead of next-intl spares every page next-intl's client and the messages.
 * The copy has no ICU argument (errorCopy.test.ts): compiled, each text is a plain string,
 * so a lookup is all it takes.
 */
export interface ErrorCopy {
  page: Record<PageErrorKey, { title: string; message: string }>;
  actions: { home: string; back: string; retry: string; retryHint: string; contact: string; contactIntro: string };
}

/** Provided by ErrorCopyProvider, which lives with the view (./ErrorView explains why). */
export const ErrorCopyContext = createContext<ErrorCopy | null>(null);

/** Throws when no provider is mounted (the root layout mounts it): a missing copy is a bug. */
export function useErrorCopy(): ErrorCopy {
  const copy = useContext(ErrorCopyContext);
  if (!copy) throw new Error('useErrorCopy: wrap the tree in <ErrorCopyProvider>.');
  return copy;
}
