'use client';

import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/chunkReload';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page after a failed chunk load, at most once a minute (SPEC §4). */
export function reloadAfterChunkError(): boolean {
  if (!shouldReloadAfterChunkError(sessionStorageOrNull(), Date.now())) return false;
  window.location.reload();
  return true;
}

/** Listens for chunk-load failures anywhere in the page (script errors and rejected dynamic imports). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadAfterChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
