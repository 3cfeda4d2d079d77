/**
 * Idempotency-Key on POSTs (the API and the card provider): the key is recorded first
 * (a unique row per key and method + path), then the request runs, then its answer is
 * stored on that row. A repeat gets the stored answer back (`Idempotent-Replayed: true`);
 * a repeat that arrives while the first still runs gets a 409 and runs nothing, so two
 * concurrent requests with one key never both run — on one instance or on several
 * sharing the database. An answer that is not stored (a 5xx, not JSON) frees the key.
 */
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../db/schema';
import type { SandboxEnv } from '../env';
import { fail } from './errors';

/** Status of a key whose request is still running. */
const IN_FLIGHT = 0;
/** A key left in flight longer than this (its instance stopped mid-request) may be used again. */
const IN_FLIGHT_TTL_MS = 60_000;
const MAX_KEY_LENGTH = 200;

export function idempotency(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    if (key.length > MAX_KEY_LENGTH) {
      throw fail(400, 'VALIDATION_ERROR', `Idempotency-Key is limited to ${MAX_KEY_LENGTH} characters.`);
    }
    const url = new URL(c.req.url);
    const scope = `${c.req.method} ${url.pathname}${url.search}`;
    const { db, now } = c.var.ctx;
    const sameKey = and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, scope));

    const claim = () =>
      db
        .insert(idempotencyKeys)
        .values({ key, scope, status: IN_FLIGHT, body: {}, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
    let claimed = await claim();

    if (claimed.length === 0) {
      const [stored] = await db.select().from(idempotencyKeys).where(sameKey);
      const abandoned = stored?.status === IN_FLIGHT && now.getTime() - stored.createdAt.getTime() > IN_FLIGHT_TTL_MS;
      if (stored && abandoned) {
        // Its instance stopped mid-request: the key is free again (only that very record goes).
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, stored.id));
        claimed = await claim();
      } else if (stored && stored.status !== IN_FLIGHT) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(stored.body as object, stored.status as 200);
      }
      if (claimed.length === 0) {
        throw fail(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still running; retry later.');
      }
    }

    const record = eq(idempotencyKeys.id, claimed[0]!.id);
    try {
      await next();
    } catch (error) {
      await db.delete(idempotencyKeys).where(record);
      throw error;
    }
    // Hono turns a thrown failure into the response before we get here (c.error is set).
    const storable = c.res.status < 500 && (c.res.headers.get('content-type') ?? '').includes('application/json');
    if (!storable) {
      await db.delete(idempotencyKeys).where(record);
      return;
    }
    const body: unknown = await c.res.clone().json();
    await db
      .update(idempotencyKeys)
      .set({ status: c.res.status, body: body as object })
      .where(record);
  };
}
