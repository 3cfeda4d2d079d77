/**
 * Addresses given as a path alone (`/forms/paiement/…`): the browser resolves them against
 * the page it is on, so a visitor who opened the app as 127.0.0.1, localhost or a domain
 * stays there. Shared by the app and the sandbox; no Next import.
 */

/** Only to parse a path with the URL API; never shown, never fetched. */
const PLACEHOLDER_ORIGIN = 'http://path-only.invalid';

/**
 * Whether `url` is a path on the current origin: one leading slash. `//host/…` and `/\host`
 * are network paths to another host (browsers read a backslash as a slash), not paths.
 */
export function isPathOnly(url: string): boolean {
  return /^\/(?![/\\])/u.test(url);
}

/**
 * A path-only address, normalised (dot segments resolved, characters encoded), or null
 * when `raw` is not one or would leave the origin once resolved.
 */
export function normalisedPath(raw: string): string | null {
  if (!isPathOnly(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** `url` with these query parameters set; a path stays a path, an absolute URL stays absolute. */
export function withSearchParams(url: string, params: Record<string, string>): string {
  const parsed = new URL(url, PLACEHOLDER_ORIGIN);
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return isPathOnly(url) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** The path of an address, absolute or path-only (`/forms` of `https://dons.example.org/forms`). */
export function pathOf(url: string): string {
  return new URL(url, PLACEHOLDER_ORIGIN).pathname;
}
