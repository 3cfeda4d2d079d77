/**
 * Every failure answers `{ errors: [{ code, message, field? }] }` (SPEC §8). Codes of
 * SPEC §8 come from lib/rules/errorCatalogue; the others name what went wrong with the
 * request itself (bad JSON, unknown id…) for developers, with a status the UI handles.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { CartErrorCode, PaymentErrorCode, PaymentFlowCode, ProviderErrorCode } from '@/lib/rules/errorCatalogue';
import type { ApiError } from '@/lib/api/contracts/errors';

/** Codes for request problems that SPEC §8 names only by status. */
export type RequestErrorCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'IDEMPOTENCY_KEY_IN_USE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'UNAUTHORIZED'
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'CLIENT_CREDENTIALS_REQUIRED'
  | 'WRONG_ORGANIZATION'
  | 'UNVERIFIED_USER'
  | 'FORM_NOT_FOUND'
  | 'ORGANIZATION_NOT_FOUND'
  | 'CART_NOT_FOUND'
  | 'PAYMENT_NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  | 'CHALLENGE_NOT_FOUND'
  | 'RECEIPT_NOT_FOUND'
  | 'RECEIPT_LINK_EXPIRED'
  | 'TICKET_NOT_FOUND'
  | 'TICKET_LINK_EXPIRED'
  | 'WAITING_LIST_ENTRY_NOT_FOUND'
  | 'INTERNAL_ERROR'
  | 'INJECTED_FAULT'
  | 'TIMEOUT'
  | 'RATE_LIMITED';

/** Business rules the spec leaves unnamed; each is documented in docs/sandbox.md. */
export type RuleErrorCode =
  | 'FORM_NOT_PUBLISHED'
  | 'SALE_NOT_STARTED'
  | 'SALE_ENDED'
  | 'PAYMENT_SUSPENDED'
  | 'MAX_PER_CART'
  | 'MAX_PER_TIER'
  | 'MAX_PER_USER'
  | 'INVALID_AMOUNT'
  | 'INVALID_CUSTOM_FIELD'
  | 'REQUIRED_CUSTOM_FIELD'
  | 'REQUIRED_OPTION'
  | 'INVALID_PAYER'
  | 'INVALID_REPORT'
  | 'PAYER_REQUIRED'
  | 'INVALID_PARTICIPANT'
  | 'PARTICIPANT_REQUIRED'
  | 'CART_FORM_MISMATCH'
  | 'TIP_NOT_ALLOWED'
  | 'DISCOUNT_CODE_NOT_ALLOWED'
  | 'DISCOUNT_CODE_UNKNOWN'
  | 'DISCOUNT_CODE_EXPIRED'
  | 'DISCOUNT_CODE_EXHAUSTED'
  | 'INSTALLMENTS_NOT_OFFERED'
  | 'PAYMENT_NOT_UNPAID'
  | 'PAYMENT_NOT_READY'
  | 'INVALID_CARD_NUMBER'
  | 'NOT_A_TEST_CARD'
  | 'INVALID_EXPIRY'
  | 'INVALID_CVC'
  | 'INVALID_RETURN_URL'
  | 'FILE_REQUIRED'
  | 'PAYMENT_REQUEST_REPLACED'
  | 'INSTALLMENT_PLAN_NOT_STOPPABLE'
  | 'ORDER_NOT_MONTHLY'
  | 'NO_PAYMENT_TO_COME'
  | 'PLACES_AVAILABLE'
  | 'ALREADY_ON_WAITING_LIST'
  | 'INVALID_STOCK'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_request'
  | 'unsupported_grant_type'
  | 'password_expired';

export type SandboxErrorCode =
  RequestErrorCode | RuleErrorCode | CartErrorCode | PaymentErrorCode | PaymentFlowCode | ProviderErrorCode;

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: (ApiError & { code: SandboxErrorCode })[],
    /** Extra top-level fields (the auth server's OAuth2 `error`). */
    readonly extra: Record<string, unknown> = {},
    /** Response headers of the refusal (a 429's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join('; '));
  }
}

export function fail(
  status: ContentfulStatusCode,
  code: SandboxErrorCode,
  message: string,
  field?: string,
): ApiFailure {
  return new ApiFailure(status, [{ code, message, ...(field ? { field } : {}) }]);
}

export function zodFailure(error: ZodError, where: 'body' | 'query' | 'params' = 'body'): ApiFailure {
  const errors = error.issues.slice(0, 20).map((issue) => {
    const field = issue.path.map(String).join('.');
    return {
      code: 'VALIDATION_ERROR' as const,
      message: `${where}${field ? `.${field}` : ''}: ${issue.message}`,
      ...(field ? { field } : {}),
    };
  });
  return new ApiFailure(400, errors.length > 0 ? errors : [{ code: 'VALIDATION_ERROR', message: `invalid ${where}` }]);
}

interface PgError {
  code?: string;
  cause?: unknown;
}

/** The PostgreSQL SQLSTATE of an error from either driver (drizzle wraps it in `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/u.test(code)) return code;
    current = (current as PgError).cause;
  }
  return undefined;
}

/** Driver codes of a lost connection (postgres-js, Node's sockets). */
const LOST_CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * Whether an error says the database cannot be reached: SQLSTATE class 08 (connection
 * exception) or 57P01-57P03 (terminated by an administrator, crash shutdown, cannot
 * connect now), a lost connection, or PGlite's WebAssembly aborted.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, name } = current as PgError & { name?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/u.test(code))) return true;
    if (typeof code === 'string' && LOST_CONNECTION_CODES.has(code)) return true;
    if (name === 'RuntimeError') return true;
    current = (current as PgError).cause;
  }
  return false;
}

/**
 * SQLSTATEs that mean "this value cannot be stored": numeric out of range, invalid text
 * representation, untranslatable character, character not in repertoire, string too long.
 */
const INPUT_SQL_STATES = new Set(['22003', '22P02', '22P05', '22021', '22001']);

/** The global error handler: a known failure keeps its status; anything else is a bug (500). */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiFailure) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ ...error.extra, errors: error.errors }, error.status);
  }
  if (error instanceof ZodError) {
    const failure = zodFailure(error);
    return c.json({ errors: failure.errors }, 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code: SandboxErrorCode =
      status === 413 ? 'PAYLOAD_TOO_LARGE'
      : status === 401 ? 'UNAUTHORIZED'
      : status === 404 ? 'NOT_FOUND'
      : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE'
      : status >= 500 ? 'INTERNAL_ERROR'
      : 'VALIDATION_ERROR';
    return c.json({ errors: [{ code, message: error.message || `HTTP ${status}` }] }, status as ContentfulStatusCode);
  }
  if (error instanceof URIError) {
    return c.json(
      { errors: [{ code: 'VALIDATION_ERROR', message: 'The request is not valid percent-encoding.' }] },
      400,
    );
  }
  const state = sqlState(error);
  // Input the database cannot hold that slipped past validation (a number out of range,
  // a text it cannot encode): the request's fault, not a bug of ours to hide as a 500.
  if (state !== undefined && INPUT_SQL_STATES.has(state)) {
    return c.json({ errors: [{ code: 'VALIDATION_ERROR', message: 'A value of the request is out of range.' }] }, 400);
  }
  if (state === '23505') {
    return c.json(
      { errors: [{ code: 'PAYMENT_ERROR', message: 'Conflicting concurrent request; retry later.' }] },
      409,
    );
  }
  if (state === '40P01' || state === '40001' || state === '55P03') {
    return c.json({ errors: [{ code: 'PAYMENT_ERROR', message: 'Concurrent update; retry later.' }] }, 409);
  }
  if (isDatabaseUnavailable(error)) {
    // The database went away under the request (a connection terminated, PostgreSQL
    // restarting, the embedded database dead): not a bug, and trying again is the remedy
    // (postgres-js opens a new connection; payments are idempotent and refuse a duplicate).
    process.stderr.write(`[sandbox] ${c.req.method} ${c.req.path}: database unavailable: ${String(error)}\n`);
    c.header('Retry-After', '1');
    return c.json(
      { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable for a moment; retry.' }] },
      503,
    );
  }
  // A genuine bug: say so plainly, log it for the developer (not console.error, which
  // the test setup turns into a failure of its own).
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[sandbox] ${c.req.method} ${c.req.path} failed: ${detail}\n`);
  return c.json(
    { errors: [{ code: 'INTERNAL_ERROR', message: 'Unexpected sandbox error (a bug): see the server log.' }] },
    500,
  );
}
