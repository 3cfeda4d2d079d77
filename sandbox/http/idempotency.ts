/**
 * Idempotency-Key on POSTs (the API and the card provider): the key is recorded first
 * (a unique row per key and method + path), with who sent it and a hash of its body,
 * then the request runs, then its answer is stored on that row. A repeat by the same
 * caller with the same body gets the stored answer back (`Idempotent-Replayed: true`);
 * another caller, or another body, with the same key gets 422 IDEMPOTENCY_KEY_REUSED
 * and never the stored answer (Stripe's rule: an answer may hold the first caller's
 * data). A repeat that arrives while the first still runs gets a 409 and runs nothing,
 * so two concurrent requests with one key never both run — on one instance or on
 * several sharing the database. An answer that is not stored (a 5xx, not JSON) frees
 * the key.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../db/schema';
import type { SandboxEnv } from '../env';
import { fail } from './errors';

/** Status of a key whose request is still running. */
const IN_FLIGHT = 0;
/** A key left in flight longer than this (its instance stopped mid-request) may be used again. */
const IN_FLIGHT_TTL_MS = 60_000;
const MAX_KEY_LENGTH = 200;

/**
 * Who sends the request (one rule for every route, docs/sandbox.md "Idempotency-Key"):
 * the signed-in user's session (a refreshed token keeps it), the organisation's API
 * credential, or for an anonymous call the client it comes from (its address,
 * lib/http/clientAddress) — and the scope holds the path, so a cart's or a payment
 * request's key is also that cart's. Before, every anonymous caller was one: a stranger
 * who sent another's key and body to POST /carts got the other's cart back.
 */
function callerOf(c: Context<SandboxEnv>): string {
  const { claims, client, clientAddress } = c.var.ctx;
  if (claims) return `session:${claims.sid}`;
  if (client) return `client:${client.clientId}`;
  return `anonymous:${clientAddress}`;
}

/**
 * The body's hash: the same key with another body is refused. Read from a copy, so the
 * handler reads the body as it comes (a multipart upload keeps its content type).
 */
async function bodyHashOf(c: Context<SandboxEnv>): Promise<string> {
  const bytes = await c.req.raw.clone().arrayBuffer();
  return createHash('sha256').update(new Uint8Array(bytes)).digest('base64url');
}

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
    const caller = callerOf(c);
    const bodyHash = await bodyHashOf(c);

    const claim = () =>
      db
        .insert(idempotencyKeys)
        .values({ key, scope, caller, bodyHash, status: IN_FLIGHT, body: {}, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
    let claimed = await claim();

    if (claimed.length === 0) {
      const [stored] = await db.select().from(idempotencyKeys).where(sameKey);
      const abandoned = stored?.status === IN_FLIGHT && now.getTime() - stored.createdAt.getTime() > IN_FLIGHT_TTL_MS;
      const answered = stored !== undefined && stored.status !== IN_FLIGHT;
      if (answered && (stored.caller !== caller || stored.bodyHash !== bodyHash)) {
        throw fail(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used by another caller or with another body: use a new key.',
        );
      }
      if (stored && abandoned) {
        // Its instance stopped mid-request: the key is free again (only that very record goes).
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, stored.id));
        claimed = await claim();
      } else if (answered) {
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
