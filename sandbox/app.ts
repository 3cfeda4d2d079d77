/**
 * The sandbox forms API as a Hono app. Mounted by the Next route handler
 * (app/sandbox/[...path]/route.ts) under /forms/sandbox, or served standalone
 * (sandbox/server.ts). Routes: {base}/api (SPEC §7), {base}/auth, {base}/provider (test
 * card provider and 3-D Secure page) and, in test mode only, {base}/__test.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { MAX_UPLOAD_BYTES } from '@/lib/api/contracts/carts';
import type { AccessTokenClaims } from '@/lib/api/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { SandboxDb } from './db/client';
import { idempotencyKeys } from './db/schema';
import { databaseClock, systemClock, type Clock, type RequestContext, type SandboxConfig } from './context';
import { DEFAULT_SANDBOX_BASE_PATH } from '@/lib/api/upstream';
import type { SandboxEnv } from './env';
import { fail, handleError } from './http/errors';
import { accountRoutes, accountTestRoutes } from './routes/account';
import { apiRoutes } from './routes/api';
import { authRoutes } from './routes/auth';
import { providerRoutes } from './routes/provider';
import { faultInjection, testRoutes } from './routes/test';
import { verifyAccessToken } from './services/auth';

export const DEFAULT_BASE_PATH = DEFAULT_SANDBOX_BASE_PATH;
export const DEV_JWT_SECRET = 'formulaires-sandbox-development-secret-not-for-production';
/** JSON bodies above this are refused with 413 (files have their own 5 MB limit). */
export const MAX_JSON_BYTES = 256 * 1024;

export interface CreateSandboxAppOptions {
  readonly db: SandboxDb;
  /** Default: the database clock in test mode (POST __test/clock), the system clock otherwise. */
  readonly clock?: Clock;
  readonly testMode?: boolean;
  readonly basePath?: string;
  readonly jwtSecret?: string;
  /** The app's public URL, e.g. http://localhost:3000/forms (default: request origin + /forms). */
  readonly appUrl?: string;
  /** Extra origins a returnUrl may point to (the app's and the request's always may). */
  readonly allowedReturnOrigins?: readonly string[];
}

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/iu.exec(header ?? '');
  return match?.[1] ?? null;
}

export function createSandboxApp(options: CreateSandboxAppOptions): Hono<SandboxEnv> {
  const testMode = options.testMode ?? false;
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/u, '');
  const config: SandboxConfig = {
    db: options.db,
    clock: options.clock ?? (testMode ? databaseClock : systemClock),
    testMode,
    basePath,
    jwtSecret: new TextEncoder().encode(options.jwtSecret ?? DEV_JWT_SECRET),
    appUrl: options.appUrl?.replace(/\/+$/u, ''),
    allowedReturnOrigins: options.allowedReturnOrigins ?? [],
  };
  const app = new Hono<SandboxEnv>().basePath(basePath);
  app.onError(handleError);
  app.notFound((c) =>
    c.json({ errors: [{ code: 'NOT_FOUND', message: `No route ${c.req.method} ${c.req.path}.` }] }, 404),
  );

  const context: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const origin = new URL(c.req.url).origin;
    const ctx: RequestContext = {
      config,
      db: config.db,
      now: await config.clock.now(config.db),
      origin,
      sandboxUrl: origin + basePath,
      appUrl: config.appUrl ?? `${origin}/forms`,
      claims: null,
      bundles: new Map(),
    };
    c.set('ctx', ctx);
    c.header('Cache-Control', 'no-store');
    await next();
  };
  app.use('*', context);
  // Cross-origin callers (the standalone sandbox on another port than the app): the
  // app's origin, the allowed return origins and local development origins.
  app.use(
    '*',
    cors({
      origin: (origin, c) => {
        const ctx = (c as unknown as { var: { ctx: RequestContext } }).var.ctx;
        const allowed = new Set([ctx.origin, new URL(ctx.appUrl).origin, ...config.allowedReturnOrigins]);
        return allowed.has(origin) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/u.test(origin) ? origin : null;
      },
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      credentials: true,
      maxAge: 600,
    }),
  );
  if (testMode) app.use('*', faultInjection(basePath));

  // Body size: files up to 5 MB (plus multipart overhead), everything else 256 KB.
  const tooLarge = () => {
    throw fail(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  };
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
  const fileLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: tooLarge });
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (/\/api\/carts\/[^/]+\/file$/u.test(c.req.path) ? fileLimit : jsonLimit)(c, next);
  });

  // Bearer token: optional on public calls, but an invalid or expired one is a 401
  // (the client then refreshes it and retries once, SPEC §7).
  const bearer =
    (clockTolerance: number): MiddlewareHandler<SandboxEnv> =>
    async (c, next) => {
      const token = bearerOf(c.req.header('authorization'));
      if (token) {
        let claims: AccessTokenClaims | null = null;
        try {
          claims = await verifyAccessToken(config.db, config, token, c.var.ctx.now, clockTolerance);
        } catch (error) {
          if (clockTolerance === 0) {
            c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
            throw error;
          }
        }
        c.set('ctx', { ...c.var.ctx, claims });
      }
      await next();
    };
  app.use('/api/*', bearer(0));
  app.use('/auth/disconnect', bearer(24 * 60 * 60));

  // Idempotency-Key: a POST repeated with the same key gets the first answer back.
  app.use('/api/*', async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    if (key.length > 200) throw fail(400, 'VALIDATION_ERROR', 'Idempotency-Key is limited to 200 characters.');
    const url = new URL(c.req.url);
    const scope = `${c.req.method} ${url.pathname}${url.search}`;
    const db = c.var.ctx.db;
    const stored = (
      await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, scope)))
    )[0];
    if (stored) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(stored.body as object, stored.status as 200);
    }
    await next();
    if (c.res.status < 500 && (c.res.headers.get('content-type') ?? '').includes('application/json')) {
      const body: unknown = await c.res.clone().json();
      await db
        .insert(idempotencyKeys)
        .values({ key, scope, status: c.res.status, body: body as object, createdAt: c.var.ctx.now })
        .onConflictDoNothing();
    }
  });

  app.route('/api', apiRoutes());
  app.route('/auth', authRoutes());
  app.route('/auth/account', accountRoutes());
  app.route('/provider', providerRoutes());
  if (testMode) app.route('/__test', testRoutes());
  if (testMode) app.route('/__test', accountTestRoutes());
  return app;
}
