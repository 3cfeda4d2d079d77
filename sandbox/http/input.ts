/**
 * Reading request input: JSON (or form-urlencoded where allowed) bodies, query strings,
 * all validated with the shared contracts. Every JSON body of the sandbox is read here:
 * malformed or nested deeper than lib/http/requestGuard allows (checked before parsing)
 * → 400 INVALID_JSON, too large → 413, another content type → 415, a schema mismatch →
 * 400 VALIDATION_ERROR with the field path.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { mediaTypeOf, refusedJsonText, unsafeTextPath } from '@/lib/http/requestGuard';
import { fail, zodFailure } from './errors';

export interface BodyOptions {
  /** Accept application/x-www-form-urlencoded too (auth, card provider, 3-D Secure). */
  readonly form?: boolean;
  /** An empty body counts as `{}`. */
  readonly optional?: boolean;
}

export type BodyKind = 'json' | 'form' | 'empty';

export async function readRawBody(c: Context, options: BodyOptions = {}): Promise<{ kind: BodyKind; value: unknown }> {
  const type = mediaTypeOf(c.req.header('content-type'));
  const text = await c.req.text();
  if (text.trim() === '') {
    if (options.optional) return { kind: 'empty', value: {} };
    if (type === '' || type === 'application/json') throw fail(400, 'VALIDATION_ERROR', 'A request body is required.');
  }
  if (type === 'application/json' || (type === '' && options.optional)) {
    const refused = refusedJsonText(text);
    if (refused) throw fail(refused.status, refused.code, refused.message);
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown };
    } catch {
      throw fail(400, 'INVALID_JSON', 'The body is not valid JSON.');
    }
  }
  if (options.form && type === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(text)) };
  }
  const accepted = options.form ? 'application/json or application/x-www-form-urlencoded' : 'application/json';
  throw fail(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${accepted}.`);
}

export async function readBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  options: BodyOptions = {},
): Promise<z.output<T>> {
  const { value } = await readRawBody(c, options);
  return parseWith(schema, value, 'body');
}

export function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: 'body' | 'query' | 'params',
): z.output<T> {
  const unsafe = unsafeTextPath(value);
  if (unsafe !== null) {
    throw fail(
      400,
      'VALIDATION_ERROR',
      `${where}${unsafe ? `.${unsafe}` : ''}: must not hold a NUL character or an unpaired surrogate`,
      unsafe || undefined,
    );
  }
  const result = schema.safeParse(value);
  if (!result.success) throw zodFailure(result.error, where);
  return result.data;
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseWith(schema, c.req.query(), 'query');
}

/** A positive integer path parameter, else 404 (an id that cannot exist). */
export function intParam(c: Context, name: string, code: Parameters<typeof fail>[1] = 'NOT_FOUND'): number {
  const raw = c.req.param(name) ?? '';
  const value = /^\d{1,9}$/u.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw fail(404, code, `No resource with id "${raw}".`);
  return value;
}

/** A text id path parameter (carts, payment requests): bounded, URL-safe. */
export function idParam(c: Context, name: string, code: Parameters<typeof fail>[1] = 'NOT_FOUND'): string {
  const raw = c.req.param(name) ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/u.test(raw)) throw fail(404, code, `No resource with id "${raw}".`);
  return raw;
}
