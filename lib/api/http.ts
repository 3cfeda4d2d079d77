/**
 * The forms API transport (SPEC §7), free of Next so it is tested against a real HTTP
 * server: bearer header, 30 s timeout (120 s for card initialisation), one token refresh
 * and retry after a 401, one retry through the same-origin proxy after a 421 or a
 * network error, failures normalised with lib/rules (SPEC §8) and tagged with a route
 * label, answers validated against the shared contracts.
 */
import type { ZodType, z } from 'zod';
import { HTTP_TIMEOUT_MS } from '@/lib/rules/constants';
import { normaliseError } from '@/lib/rules/errors';

export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
}

/** A failed call: what the UI needs to choose its message, and where it happened. */
export class ApiFailure extends Error {
  readonly statusCode: number;
  readonly code: string | null;
  readonly routeLabel: string;
  readonly errors: ApiErrorItem[];
  /** A refusal's `Retry-After` in seconds (a 429 RATE_LIMITED says when to try again); null without one. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    statusCode: number;
    message: string;
    code?: string | null;
    routeLabel: string;
    errors?: ApiErrorItem[];
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiFailure';
    this.statusCode = init.statusCode;
    this.code = init.code ?? null;
    this.routeLabel = init.routeLabel;
    this.errors = init.errors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

/** Set on the retry through the same-origin proxy: `421` or `network`. */
const PROXY_RETRY_HEADER = 'x-forms-proxy-retry';

/**
 * A call repeated with its Idempotency-Key while the first one still runs gets a 409
 * `IDEMPOTENCY_KEY_IN_USE` ("retry later"): it waits and asks again, and then receives the
 * first call's answer (a form posted twice by a double click says "sent" both times).
 */
const KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';
const KEY_IN_USE_WAIT_MS = 200;
const KEY_IN_USE_TRIES = 25;

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest<S extends ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Base URL of the service (API or auth), without trailing slash. */
  base: string;
  /** Same-origin proxy base used once after a 421 or a network failure; omitted when `base` already is it. */
  proxyBase?: string;
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body, or a FormData / URLSearchParams sent as is. */
  body?: unknown;
  schema: S;
  /** Names the call in errors and logs, e.g. "cart.init-payment". */
  routeLabel: string;
  timeoutMs?: number;
  bearer?: string | null;
  /** Called once after a 401 when a bearer was sent; returns a new bearer or null. */
  refreshBearer?: () => Promise<string | null>;
  /** Extra headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  fetchImpl?: typeof fetch;
}

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof URLSearchParams) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 500) };
  }
}

function failureFrom(
  error: unknown,
  routeLabel: string,
  errors: ApiErrorItem[] = [],
  retryAfterSeconds: number | null = null,
): ApiFailure {
  const normalised = normaliseError(error);
  return new ApiFailure({ ...normalised, routeLabel, errors, retryAfterSeconds });
}

/** `Retry-After` as a number of seconds (the API sends seconds, never an HTTP date). */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after')?.trim() ?? '';
  return /^\d{1,9}$/u.test(value) ? Number(value) : null;
}

export async function httpRequest<S extends ZodType>(request: HttpRequest<S>): Promise<z.infer<S>> {
  const fetchImpl = request.fetchImpl ?? fetch;
  const { body, contentType } = encodeBody(request.body);
  let bearer = request.bearer ?? null;
  let refreshed = false;
  let proxied = false;
  let keyInUseWaits = 0;
  const idempotent = Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
  /** Why the call goes through the same-origin proxy (sent as a header, for logs and tests). */
  let retryReason: '421' | 'network' | null = null;

  const send = (base: string) =>
    fetchImpl(buildUrl(base, request.path, request.query), {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(retryReason ? { [PROXY_RETRY_HEADER]: retryReason } : {}),
        ...request.headers,
      },
      body,
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(request.timeoutMs ?? HTTP_TIMEOUT_MS),
    });

  let base = request.base;
  for (;;) {
    let response: Response;
    try {
      response = await send(base);
    } catch (error) {
      // A network failure (not a timeout) is retried once through the same-origin proxy.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (!timedOut && !proxied && request.proxyBase && request.proxyBase !== base) {
        proxied = true;
        retryReason = 'network';
        base = request.proxyBase;
        continue;
      }
      throw failureFrom(error, request.routeLabel);
    }

    if (response.status === 421 && !proxied && request.proxyBase && request.proxyBase !== base) {
      proxied = true;
      retryReason = '421';
      base = request.proxyBase;
      continue;
    }
    if (response.status === 401 && bearer && !refreshed && request.refreshBearer) {
      refreshed = true;
      // A new bearer, or none when the session is over (a refused or missing refresh
      // token, a token that was never ours): the call is then made as a visitor's, so a
      // public page stays up and a private call answers its 401.
      bearer = await request.refreshBearer();
      continue;
    }

    const payload = await readJson(response);
    if (!response.ok) {
      const errors =
        Array.isArray((payload as { errors?: unknown })?.errors) ?
          ((payload as { errors: ApiErrorItem[] }).errors ?? [])
        : [];
      if (
        response.status === 409 &&
        idempotent &&
        keyInUseWaits < KEY_IN_USE_TRIES &&
        errors.some((error) => error.code === KEY_IN_USE)
      ) {
        keyInUseWaits += 1;
        await new Promise((resolve) => setTimeout(resolve, KEY_IN_USE_WAIT_MS));
        continue;
      }
      throw failureFrom(
        { status: response.status, statusText: response.statusText, data: payload },
        request.routeLabel,
        errors,
        retryAfterOf(response),
      );
    }
    const parsed = request.schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiFailure({
        statusCode: 502,
        code: 'INVALID_RESPONSE',
        message: `${request.routeLabel}: the API answered an unexpected shape (${parsed.error.issues[0]?.path.join('.') ?? '?'})`,
        routeLabel: request.routeLabel,
      });
    }
    return parsed.data;
  }
}
