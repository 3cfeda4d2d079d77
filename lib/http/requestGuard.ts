/**
 * The checks every request passes before any route reads it, in the app (proxy.ts) and
 * in the sandbox (its first middleware): a method we serve, a path and query that are
 * valid percent-encoding, and no text no field may hold. What fails is a 4xx with the
 * SPEC §8 error body, never a 500 from deeper down (a decoder or the database throwing).
 */

/** The methods the app and the sandbox answer; anything else (TRACE, CONNECT…) is a 405. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const METHOD_NOT_SERVED = (method: string): RefusedRequest => ({
  status: 405,
  code: 'METHOD_NOT_ALLOWED',
  message: `The method ${method} is not served here.`,
});

/** A 405 for a method we do not serve, or null. */
export function refusedMethod(method: string): RefusedRequest | null {
  return (SERVED_METHODS as readonly string[]).includes(method.toUpperCase()) ? null : METHOD_NOT_SERVED(method);
}

/**
 * Text no field may hold: NUL (PostgreSQL refuses it in text) and UTF-16 surrogates that
 * are not a pair (not text at all). With the `u` flag a well-formed pair is one code point
 * outside the range, so only unpaired halves match.
 */
const UNSAFE_TEXT = /[\u0000\uD800-\uDFFF]/u;

export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/**
 * The path (`a.b.0`) of the first string or key in `value` that holds unsafe text, or
 * null when there is none. Walks JSON-like values only (objects, arrays, strings).
 */
export function unsafeTextPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) return [...path, key].join('.');
      const found = unsafeTextPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export interface RefusedRequest {
  status: 400 | 405;
  code: 'METHOD_NOT_ALLOWED' | 'VALIDATION_ERROR';
  message: string;
}

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Why a request is refused before any route, or null when it may go on. */
export function refusedRequest(method: string, pathname: string, search: string): RefusedRequest | null {
  const wrongMethod = refusedMethod(method);
  if (wrongMethod) return wrongMethod;
  const path = decodes(pathname);
  if (path === null) {
    return { status: 400, code: 'VALIDATION_ERROR', message: 'The address is not valid percent-encoding.' };
  }
  if (isUnsafeText(path)) {
    return { status: 400, code: 'VALIDATION_ERROR', message: 'The address holds a character that is not text.' };
  }
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query ? query.split('&') : []) {
    const decoded = decodes(part.replace(/\+/gu, ' '));
    if (decoded === null) {
      return { status: 400, code: 'VALIDATION_ERROR', message: 'The query string is not valid percent-encoding.' };
    }
    if (isUnsafeText(decoded)) {
      return { status: 400, code: 'VALIDATION_ERROR', message: 'The query string holds a character that is not text.' };
    }
  }
  return null;
}

/** The refusal's SPEC §8 body and its headers (`Allow` on a 405), for any server. */
export function refusalParts(refused: RefusedRequest): { body: string; headers: Record<string, string> } {
  return {
    body: JSON.stringify({ errors: [{ code: refused.code, message: refused.message }] }),
    headers: {
      'content-type': 'application/json',
      ...(refused.status === 405 ? { allow: SERVED_METHODS.join(', ') } : {}),
    },
  };
}

/** The refusal as a fetch Response (proxy.ts, the sandbox). */
export function refusalResponse(refused: RefusedRequest, headers: Record<string, string> = {}): Response {
  const parts = refusalParts(refused);
  return new Response(parts.body, { status: refused.status, headers: { ...headers, ...parts.headers } });
}
