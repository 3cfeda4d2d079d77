/**
 * The tab's sessionStorage, or null on the server and where the browser refuses it
 * (blocked storage, some private modes): callers then do without.
 */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
