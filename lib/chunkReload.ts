import { sessionStorageOrNull } from './browserStorage';

/**
 * SPEC §4: a chunk-load failure (a deployment replaced the scripts this page refers to)
 * reloads the page once, and at most once a minute, so a broken deployment cannot put
 * the browser in a reload loop. The time of the last reload is kept in sessionStorage.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'forms-chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether an error (or a rejection reason, or an error event's message) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const name = typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  const message =
    typeof error === 'string' ? error
    : typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message)
    : '';
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w/.-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message)
  );
}

/**
 * Decides whether to reload now, and records the reload when it does. A missing or
 * unreadable storage never allows a reload (no loop without a way to count).
 */
export function shouldReloadAfterChunkError(storage: ReloadStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? NaN);
    if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page after a failed chunk load, at most once a minute (SPEC §4). */
export function reloadAfterChunkError(): boolean {
  if (!shouldReloadAfterChunkError(sessionStorageOrNull(), Date.now())) return false;
  window.location.reload();
  return true;
}
