/**
 * The sandbox forms API as a Hono app. Mounted by the Next route handler
 * (app/sandbox/[...path]/route.ts) under /forms/sandbox, or served standalone
 * (sandbox/server.ts). Routes: {base}/api (SPEC §7), {base}/auth, {base}/provider (test
 * card provider and 3-D Secure page) and, in test mode only, {base}/__test.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { MAX_UPLOAD_BYTES } from '@/lib/api/contracts/carts';
import type { SandboxDb } from './db/client';
import { MAX_JSON_BYTES, refusalResponse, refusedRequest } from '@/lib/http/requestGuard';
import { idempotency } from './http/idempotency';
import { createRateLimiter } from './http/rateLimits';
import { DEFAULT_RATE_POLICIES, type RatePolicies } from './http/rateLimitPolicies';
import { CLIENT_ADDRESS_HEADER, UNKNOWN_CLIENT, clientAddressOf } from '@/lib/http/clientAddress';
import type { IncomingMessage } from 'node:http';
import type { Mailer } from './mail/transport';
import {
  databaseClock,
  localeOfAcceptLanguage,
  contextAt,
  systemClock,
  type Clock,
  type RequestContext,
  type SandboxConfig,
} from './context';
import { allowedReturnOrigins } from './provider/service';
import { DEFAULT_SANDBOX_BASE_PATH } from '@/lib/api/upstream';
import type { SandboxEnv } from './env';
import { fail, handleError } from './http/errors';
import { accountRoutes, accountTestRoutes } from './routes/account';
import { apiRoutes } from './routes/api';
import { authRoutes } from './routes/auth';
import { providerRoutes } from './routes/provider';
import { faultInjection, testRoutes } from './routes/test';
import { checkInTestRoutes } from './routes/checkinsTest';
import { verifyBearer, type BearerCaller } from './services/bearer';

export const DEFAULT_BASE_PATH = DEFAULT_SANDBOX_BASE_PATH;
/** Signs access tokens under the test mode only, so tests can reason about tokens; never outside it. */
export const DEV_JWT_SECRET = 'formulaires-sandbox-development-secret-not-for-production';
/** The app's address when none is configured: `npm start`'s. Never the request's Host. */
export const DEFAULT_APP_URL = 'http://localhost:3000/forms';

export interface CreateSandboxAppOptions {
  readonly db: SandboxDb;
  /** Default: the database clock in test mode (POST __test/clock), the system clock otherwise. */
  readonly clock?: Clock;
  readonly testMode?: boolean;
  readonly basePath?: string;
  /** HS256 secret of access tokens; required outside the test mode (the development one in it). */
  readonly jwtSecret?: string;
  /** The app's absolute address, e.g. https://dons.example.org/forms (default: DEFAULT_APP_URL). */
  readonly appUrl?: string;
  /**
   * The sandbox's base as browsers reach it: e.g. http://127.0.0.1:4000/forms/sandbox when
   * standalone; default: the base path alone (mounted in the app, on the visitor's origin).
   */
  readonly publicUrl?: string;
  /** Extra origins a returnUrl may point to (the app's and the sandbox's always may). */
  readonly allowedReturnOrigins?: readonly string[];
  /** The rate limits (default: DEFAULT_RATE_POLICIES; `RATE_LIMITS` in runtime.ts). */
  readonly ratePolicies?: RatePolicies;
  /**
   * Where the client's address comes from. `socket` (default; standalone): the peer of the
   * connection, or `X-Forwarded-For` through `trustProxyHops` proxies. `app`: mounted in the
   * app, whose Node server hook sets CLIENT_ADDRESS_HEADER on every request after dropping
   * the client's own (lib/http/methodGuard.ts) and whose server forwards it on its calls.
   */
  readonly clientAddressFrom?: 'socket' | 'app';
  /** Proxies in front of a standalone sandbox whose X-Forwarded-For is believed (TRUST_PROXY_HOPS). */
  readonly trustProxyHops?: number;
  /** Where emails go (mail/transport.ts); none: they wait in the queue. */
  readonly mailer?: Mailer | null;
}

/** The client's address as the options say to read it (lib/http/clientAddress). */
function clientAddressReader(options: CreateSandboxAppOptions): (c: Context<SandboxEnv>) => string {
  if (options.clientAddressFrom === 'app') return (c) => c.req.header(CLIENT_ADDRESS_HEADER) || UNKNOWN_CLIENT;
  const hops = options.trustProxyHops ?? 0;
  return (c) => {
    // @hono/node-server hands the Node request over as `env.incoming`.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return clientAddressOf(incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), hops);
  };
}

/** Outside the test mode a secret must be given: a known one would let anyone forge tokens. */
function jwtSecretOf(options: CreateSandboxAppOptions, testMode: boolean): string {
  if (options.jwtSecret) return options.jwtSecret;
  if (testMode) return DEV_JWT_SECRET;
  throw new Error('sandbox: an access-token secret is required outside the test mode (see sandbox/runtime.ts).');
}

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/iu.exec(header ?? '');
  return match?.[1] ?? null;
}

/** What every request and every job of the sandbox works with (context.ts). */
export function createSandboxConfig(options: CreateSandboxAppOptions): SandboxConfig {
  const testMode = options.testMode ?? false;
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/u, '');
  return {
    db: options.db,
    clock: options.clock ?? (testMode ? databaseClock : systemClock),
    testMode,
    basePath,
    jwtSecret: new TextEncoder().encode(jwtSecretOf(options, testMode)),
    appUrl: (options.appUrl ?? DEFAULT_APP_URL).replace(/\/+$/u, ''),
    publicUrl: (options.publicUrl ?? basePath).replace(/\/+$/u, ''),
    allowedReturnOrigins: options.allowedReturnOrigins ?? [],
    rateLimiter: createRateLimiter(options.db, options.ratePolicies ?? DEFAULT_RATE_POLICIES, !testMode),
    mailer: options.mailer ?? null,
  };
}

export function createSandboxApp(
  options: CreateSandboxAppOptions,
  config = createSandboxConfig(options),
): Hono<SandboxEnv> {
  const { testMode, basePath } = config;
  const clientAddress = clientAddressReader(options);
  const returnOrigins = allowedReturnOrigins(config);
  const app = new Hono<SandboxEnv>().basePath(basePath);
  app.onError(handleError);
  app.notFound((c) =>
    c.json({ errors: [{ code: 'NOT_FOUND', message: `No route ${c.req.method} ${c.req.path}.` }] }, 404),
  );

  const context: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const ctx: RequestContext = {
      ...contextAt(config, await config.clock.now(config.db)),
      clientAddress: clientAddress(c),
      locale: localeOfAcceptLanguage(c.req.header('accept-language')),
    };
    c.set('ctx', ctx);
    c.header('Cache-Control', 'no-store');
    await next();
  };
  // Before anything reads the request: a method we serve, a decodable path and query
  // without NUL (lib/http/requestGuard; the app's proxy.ts applies the same).
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const refused = refusedRequest(c.req.method, url.pathname, url.search);
    if (refused) return refusalResponse(refused);
    return next();
  });
  app.use('*', context);
  // Cross-origin callers (the standalone sandbox on another port than the app): the
  // app's origin, the allowed return origins and local development origins.
  app.use(
    '*',
    cors({
      origin: (origin) =>
        returnOrigins.has(origin) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/u.test(origin) ? origin : null,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      credentials: true,
      maxAge: 600,
    }),
  );
  if (testMode) app.use('*', faultInjection(basePath));

  // Body size: files up to 5 MB (plus multipart overhead), everything else 256 KB
  // (MAX_JSON_BYTES, which the same-origin proxy applies too). Its nesting depth is
  // checked where every JSON body is read (./http/input.ts), before JSON.parse.
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
        let caller: BearerCaller = { claims: null, client: null };
        try {
          caller = await verifyBearer(config.db, config, token, c.var.ctx.now, clockTolerance);
        } catch (error) {
          if (clockTolerance === 0) {
            c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
            throw error;
          }
        }
        c.set('ctx', { ...c.var.ctx, ...caller });
      }
      await next();
    };
  app.use('/api/*', bearer(0));
  app.use('/auth/disconnect', bearer(24 * 60 * 60));

  // Idempotency-Key: recorded before the request runs, its answer replayed for a repeat
  // (./http/idempotency). The card provider's routes take it too (the card form sends one).
  app.use('/api/*', idempotency());
  app.use('/provider/*', idempotency());

  app.route('/api', apiRoutes());
  app.route('/auth', authRoutes());
  app.route('/auth/account', accountRoutes());
  app.route('/provider', providerRoutes());
  if (testMode) app.route('/__test', testRoutes());
  if (testMode) app.route('/__test', accountTestRoutes());
  if (testMode) app.route('/__test', checkInTestRoutes());
  return app;
}
