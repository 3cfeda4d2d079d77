/**
 * SPEC §8 error normalisation: ANY failure (fetch Response-like object, axios-like error,
 * Error, DOMException, string, API body `{ errors: [{ code, message }] }`) becomes one
 * shape, so pages, toasts and logs never inspect raw errors.
 *
 * - statusCode: from `status`/`statusCode` (also `response.status`), else a numeric-like
 *   `code`, else a numeric-like message ("404"); default 500. A timeout (code
 *   ECONNABORTED or ETIMEDOUT, name AbortError or TimeoutError) is 504.
 * - message: the first non-empty of errors[0].message, error.message, message, error,
 *   error_description — looked up in the response body first (it is the most specific),
 *   then on the error itself — then the status text, else "MSG UNDEFINED".
 * - code: the first non-numeric code found (errors[0].code, code, a timeout's name), for
 *   the catalogue in errorCatalogue.ts.
 */

export interface NormalisedError {
  readonly statusCode: number;
  readonly message: string;
  readonly code?: string;
}

export const UNDEFINED_ERROR_MESSAGE = 'MSG UNDEFINED';
export const DEFAULT_ERROR_STATUS = 500;
export const TIMEOUT_STATUS = 504;
export const TIMEOUT_CODES = ['ECONNABORTED', 'ETIMEDOUT'] as const;
export const TIMEOUT_ERROR_NAMES = ['AbortError', 'TimeoutError'] as const;

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;

function field(source: unknown, key: string): unknown {
  if (!isBag(source)) return undefined;
  try {
    return source[key];
  } catch {
    return undefined; // a throwing getter must not turn error handling into a crash
  }
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** An HTTP status from a number or a numeric-like text ("404"); undefined otherwise. */
function asStatus(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value
    : typeof value === 'string' && /^\s*\d{3}\s*$/.test(value) ? Number(value)
    : NaN;
  return Number.isInteger(number) && number >= 100 && number <= 599 ? number : undefined;
}

/** The parsed body, whatever the transport called it; a JSON text body is parsed. */
function bodyOf(error: unknown): unknown {
  const body = field(field(error, 'response'), 'data') ?? field(error, 'data') ?? field(error, 'body');
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined; // HTML error pages and plain text are not shown to payers
  }
}

function firstError(source: unknown): unknown {
  const errors = field(source, 'errors');
  return Array.isArray(errors) ? errors[0] : undefined;
}

function messageOf(source: unknown): string | undefined {
  return (
    nonEmptyText(field(firstError(source), 'message')) ??
    nonEmptyText(field(field(source, 'error'), 'message')) ??
    nonEmptyText(field(source, 'message')) ??
    nonEmptyText(field(source, 'error')) ??
    nonEmptyText(field(source, 'error_description'))
  );
}

function codeOf(error: unknown, body: unknown): string | undefined {
  const candidates = [field(firstError(body), 'code'), field(body, 'code'), field(error, 'code')];
  for (const candidate of candidates) {
    const text = typeof candidate === 'string' ? candidate.trim() : '';
    if (text !== '' && asStatus(text) === undefined) return text;
  }
  const name = field(error, 'name');
  return (TIMEOUT_ERROR_NAMES as readonly unknown[]).includes(name) ? (name as string) : undefined;
}

function isTimeout(code: string | undefined): boolean {
  return (
    (TIMEOUT_CODES as readonly unknown[]).includes(code) || (TIMEOUT_ERROR_NAMES as readonly unknown[]).includes(code)
  );
}

export function normaliseError(error: unknown): NormalisedError {
  if (typeof error === 'string' || typeof error === 'number') {
    const message = nonEmptyText(String(error)) ?? UNDEFINED_ERROR_MESSAGE;
    return { statusCode: asStatus(error) ?? DEFAULT_ERROR_STATUS, message };
  }
  const response = field(error, 'response');
  const body = bodyOf(error);
  const code = codeOf(error, body);
  const ownMessage = messageOf(error);
  const statusCode =
    (isTimeout(code) ? TIMEOUT_STATUS : undefined) ??
    asStatus(field(error, 'status')) ??
    asStatus(field(error, 'statusCode')) ??
    asStatus(field(response, 'status')) ??
    asStatus(field(body, 'status')) ??
    asStatus(field(body, 'statusCode')) ??
    asStatus(field(error, 'code')) ??
    asStatus(field(firstError(body), 'code')) ??
    asStatus(ownMessage) ??
    DEFAULT_ERROR_STATUS;
  const message =
    messageOf(body) ??
    ownMessage ??
    nonEmptyText(field(error, 'statusText')) ??
    nonEmptyText(field(response, 'statusText')) ??
    UNDEFINED_ERROR_MESSAGE;
  return code === undefined ? { statusCode, message } : { statusCode, message, code };
}
