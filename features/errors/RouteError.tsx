'use client';

import { useEffect } from 'react';
import { ErrorView } from './ErrorView';
import { errorKeyFromDigest } from './errorKeys';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunkReload';

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * The body of every route group's error.tsx: the page error named by the digest
 * (features/errors/pageErrors.tsx), `uncaught` for a bug. A failed chunk load reloads
 * the page instead (at most once a minute).
 */
export function RouteError({ error, reset }: RouteErrorProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return <ErrorView errorKey={errorKeyFromDigest(error.digest)} onRetry={reset} />;
}
