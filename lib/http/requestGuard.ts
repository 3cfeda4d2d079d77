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
  status: 400 | 405 | 413;
  code: 'METHOD_NOT_ALLOWED' | 'VALIDATION_ERROR' | 'INVALID_JSON' | 'PAYLOAD_TOO_LARGE';
  message: string;
}

/** JSON bodies above this are refused with 413 (a cart with every field filled is under 20 KB; files travel apart). */
export const MAX_JSON_BYTES = 256 * 1024;

/**
 * Deeper nesting than any of our bodies has (a cart's custom fields are 5 levels down) is
 * refused before parsing: V8's JSON.parse recurses, and so does every walk over what it
 * returns (the text check above, zod), so 20 000 levels is a stack overflow, i.e. a 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `text` opens more than `maxDepth` arrays or objects at once, counting only
 * brackets outside JSON strings. One pass, no allocation: cheap enough for every body.
 */
export function jsonNestingExceeds(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

const TOO_DEEP: RefusedRequest = {
  status: 400,
  code: 'INVALID_JSON',
  message: `The body nests deeper than ${MAX_JSON_DEPTH} levels.`,
};

/** Why a JSON body is refused before it is parsed (413 too large, 400 too deep), or null. */
export function refusedJsonText(text: string, maxBytes: number = MAX_JSON_BYTES): RefusedRequest | null {
  // A UTF-16 length is at most the UTF-8 byte length, so only a long text needs counting.
  if (text.length > maxBytes || (text.length * 3 > maxBytes && Buffer.byteLength(text) > maxBytes)) {
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
  }
  return jsonNestingExceeds(text) ? TOO_DEEP : null;
}

/** The media type of a Content-Type header, lower case, without its parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** application/json and the `+json` types (problem+json, merge-patch+json…). */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/u.test(mediaType);
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

/**
 * Set by lib/http/methodGuard on a page visit whose raw address it refused, for proxy.ts
 * to answer with the 400 page in the visitor's language (which only a render can give).
 * Removed from what clients send, so only that check sets it.
 */
export const REFUSED_ADDRESS_HEADER = 'x-forms-refused-address';

/** Paths answered with JSON whatever the client accepts: the API, auth and sandbox proxies. */
export const JSON_PATHS = /^(?:\/forms)?\/(?:api|auth|sandbox)(?:\/|$)/u;

/** A browser asking for a page (not a fetch of the API), by GET or HEAD: it is shown the error page, not JSON. */
export function isPageVisit(method: string, accept: string | null | undefined, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && (accept ?? '').includes('text/html') && !JSON_PATHS.test(pathname);
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
