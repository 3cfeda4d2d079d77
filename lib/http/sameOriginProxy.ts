/**
 * The same-origin proxy of SPEC §7 (/forms/api → the forms API, /forms/auth → the auth
 * server), free of Next so it is unit-tested: it forwards method, path, query and body,
 * sends the bearer (the caller's Authorization header, else the access-token cookie the
 * route handler read), never forwards our cookies, streams the answer back and marks it.
 *
 * Used by the transport after a 421 or a network failure (server side), and usable by
 * the browser, which only has the httpOnly cookie and no token.
 */
import { CARD_INIT_TIMEOUT_MS } from '@/lib/rules/constants';
import { isJsonMediaType, mediaTypeOf, refusedJsonText } from './requestGuard';

/** Marks proxied traffic: on the upstream request and on the answer we send back. */
export const PROXY_MARK_HEADER = 'x-forms-proxy';

/** Request headers worth forwarding; everything else (cookie, host, origin, x-forwarded-*…) stays here. */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'x-request-id',
  'x-forms-proxy-retry',
] as const;

/** Response headers never passed back: cookies of another server, hop-by-hop ones, and the encoding fetch already undid. */
export const DROPPED_RESPONSE_HEADERS = [
  'set-cookie',
  'set-cookie2',
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-encoding',
  'content-length',
] as const;

/** Bodies above this are refused before reaching the API (files are 5 MB at most). */
export const MAX_PROXIED_BODY_BYTES = 6 * 1024 * 1024;

export function upstreamRequestHeaders(incoming: Headers, accessToken: string | null): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  const authorization = incoming.get('authorization');
  if (authorization && /^Bearer\s+\S+$/i.test(authorization)) headers.set('authorization', authorization);
  else if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  headers.set(PROXY_MARK_HEADER, '1');
  return headers;
}

export function downstreamResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  const dropped = new Set<string>(DROPPED_RESPONSE_HEADERS);
  upstream.forEach((value, name) => {
    if (!dropped.has(name.toLowerCase())) headers.append(name, value);
  });
  headers.set(PROXY_MARK_HEADER, '1');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return headers;
}

/** `{base}/{segments}{search}`; each segment is encoded again (the router decoded them). */
export function upstreamUrl(base: string, segments: readonly string[], search: string): string {
  const path = segments.map((segment) => encodeURIComponent(segment)).join('/');
  return `${base.replace(/\/+$/, '')}/${path}${search}`;
}

function jsonError(status: number, code: string, message: string): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  headers.set(PROXY_MARK_HEADER, '1');
  return new Response(JSON.stringify({ errors: [{ code, message }] }), { status, headers });
}

export interface ForwardOptions {
  request: Request;
  /** Path segments after /forms/api or /forms/auth. */
  segments: readonly string[];
  upstreamBase: string;
  /** The access-token cookie, used when the caller sent no Authorization header. */
  accessToken: string | null;
  /** Exchanges the refresh-token cookie after a 401 on a cookie bearer (once); null when refused. */
  refresh?: () => Promise<string | null>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export async function forwardToUpstream({
  request,
  segments,
  upstreamBase,
  accessToken,
  refresh,
  fetchImpl = fetch,
  timeoutMs = CARD_INIT_TIMEOUT_MS,
}: ForwardOptions): Promise<Response> {
  const method = request.method.toUpperCase();
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > MAX_PROXIED_BODY_BYTES)
    return jsonError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    body = await request.arrayBuffer();
    if (body.byteLength > MAX_PROXIED_BODY_BYTES)
      return jsonError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (body.byteLength === 0) body = undefined;
    // The API's own guard, applied here too (the API may be another server): a JSON body
    // too large (413) or nested too deep to parse safely (400 INVALID_JSON) goes no further.
    const refused =
      body && isJsonMediaType(mediaTypeOf(request.headers.get('content-type'))) ?
        refusedJsonText(new TextDecoder().decode(body))
      : null;
    if (refused) return jsonError(refused.status, refused.code, refused.message);
  }
  const url = upstreamUrl(upstreamBase, segments, new URL(request.url).search);
  const usesCookieBearer = !request.headers.get('authorization') && Boolean(accessToken);
  // Our own controller (not AbortSignal.any with AbortSignal.timeout, whose timer Node 20
  // may collect): the caller going away or the time limit aborts the upstream call.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The upstream did not answer in time.', 'TimeoutError')),
    timeoutMs,
  );
  const abortWithCaller = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', abortWithCaller, { once: true });
  const signal = controller.signal;

  const send = (token: string | null) =>
    fetchImpl(url, {
      method,
      headers: upstreamRequestHeaders(request.headers, token),
      body,
      redirect: 'manual',
      cache: 'no-store',
      signal,
    });

  let upstream: Response;
  try {
    upstream = await send(accessToken);
    if (upstream.status === 401 && usesCookieBearer && refresh) {
      const fresh = await refresh();
      if (fresh) {
        await upstream.body?.cancel();
        upstream = await send(fresh);
      }
    }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return timedOut ?
        jsonError(504, 'TIMEOUT', 'The upstream server did not answer in time.')
      : jsonError(502, 'UPSTREAM_UNREACHABLE', 'The upstream server could not be reached.');
  } finally {
    // The answer has arrived (or failed): its body streams at the caller's pace.
    clearTimeout(timer);
    request.signal.removeEventListener('abort', abortWithCaller);
  }
  return new Response(method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: downstreamResponseHeaders(upstream.headers),
  });
}
