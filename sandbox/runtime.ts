/**
 * Starting the sandbox from the environment: shared by the Next route handler, the
 * standalone server and the reset script.
 *
 *   DATABASE_URL        PostgreSQL (postgres-js); otherwise embedded PGlite
 *   SANDBOX_DB_SCHEMA   PostgreSQL schema for the tables (default public; created if missing)
 *   SANDBOX_DATA_DIR    PGlite data folder (default .data/pglite)
 *   SANDBOX_TEST_MODE   1 → test controls under {base}/__test, database clock
 *   SANDBOX_JWT_SECRET  HS256 secret of access tokens; without it, a random secret made
 *                       once and kept in the database (shared by every instance on it),
 *                       or the known development secret under SANDBOX_TEST_MODE
 *   SANDBOX_APP_URL     absolute URL of the app, e.g. https://dons.example.org/forms, for what
 *                       the API hands out (default http://localhost:3000/forms)
 *   SANDBOX_PUBLIC_URL  the sandbox's base as browsers reach its card provider and 3-D
 *                       Secure page: a path (mounted in the app; the default) or absolute
 *                       (standalone: standaloneAddresses below)
 *                       Neither is ever taken from a request's Host; the app sets both from
 *                       its own configuration when it mounts the sandbox (sandbox/inApp.ts)
 *   SANDBOX_RETURN_ORIGINS  comma-separated extra origins allowed as card returnUrl
 *   SANDBOX_BASE_PATH   mount path (default /forms/sandbox)
 *   RATE_LIMITS         rate limits other than the defaults (http/rateLimitPolicies.ts)
 *   TRUST_PROXY_HOPS    standalone: proxies whose X-Forwarded-For names the client (default 0)
 *   SMTP_URL, MAIL_FROM the mail server and sender of the emails (mail/transport.ts); without
 *                       SMTP_URL, emails wait in the queue
 *   SANDBOX_JOBS, SANDBOX_JOBS_POLL_MS  the queue's worker (jobs/worker.ts)
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { sandboxSettings } from './db/schema';
import { openPglite, openPostgres, type DbHandle } from './db/client';
import { migrate } from './db/migrate';
import { SEED_VERSION, reseed, seedDatabase, seededVersion } from './seed';
import { isTestModeEnv } from './testMode';
import { ratePoliciesFrom } from './http/rateLimitPolicies';
import { trustedProxyHops } from '@/lib/http/clientAddress';
import {
  DEFAULT_APP_URL,
  DEFAULT_BASE_PATH,
  DEV_JWT_SECRET,
  createSandboxApp,
  createSandboxConfig,
  type CreateSandboxAppOptions,
} from './app';
import { mailerFromEnv } from './mail/transport';
import { automaticKinds, pollMsFrom, startJobWorker } from './jobs/worker';

export type Env = Record<string, string | undefined>;

export function dataDirFromEnv(env: Env = process.env): string {
  return env.SANDBOX_DATA_DIR || join(process.cwd(), '.data', 'pglite');
}

export async function openDatabaseFromEnv(env: Env = process.env): Promise<DbHandle> {
  if (env.DATABASE_URL) return openPostgres({ url: env.DATABASE_URL, schemaName: env.SANDBOX_DB_SCHEMA || undefined });
  return openPglite({ dataDir: dataDirFromEnv(env) });
}

/** Migrates, then seeds a new database (or re-seeds one seeded by an older demo version). */
export async function prepareDatabase(handle: DbHandle, now: Date = new Date()): Promise<void> {
  await handle.withExclusiveLock(async () => {
    await migrate(handle);
    const version = await seededVersion(handle.db);
    if (version === null) await seedDatabase(handle.db, now);
    else if (version !== SEED_VERSION) await reseed(handle.db, now);
  });
}

export function appOptionsFromEnv(env: Env = process.env): Omit<CreateSandboxAppOptions, 'db'> {
  return {
    testMode: isTestModeEnv(env),
    basePath: env.SANDBOX_BASE_PATH || DEFAULT_BASE_PATH,
    ...(env.SANDBOX_APP_URL ? { appUrl: env.SANDBOX_APP_URL } : {}),
    ...(env.SANDBOX_PUBLIC_URL ? { publicUrl: env.SANDBOX_PUBLIC_URL } : {}),
    allowedReturnOrigins: (env.SANDBOX_RETURN_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    ratePolicies: ratePoliciesFrom(env.RATE_LIMITS),
    trustProxyHops: trustedProxyHops(env),
  };
}

/**
 * The standalone sandbox (sandbox/server.ts) has an origin of its own, which the app's
 * pages cannot address by a path: its card provider and 3-D Secure page are given
 * absolute, on the address it listens on, and the app's pages on the app's configured
 * origin (SANDBOX_APP_URL, else FORMS_PUBLIC_ORIGIN, else `npm start`'s).
 */
export function standaloneAddresses(
  env: Env,
  listening: { hostname: string; port: number },
): { SANDBOX_APP_URL: string; SANDBOX_PUBLIC_URL: string } {
  const wildcard = ['', '0.0.0.0', '::'].includes(listening.hostname);
  const host =
    wildcard ? 'localhost'
    : listening.hostname.includes(':') ? `[${listening.hostname}]`
    : listening.hostname;
  const publicOrigin = env.FORMS_PUBLIC_ORIGIN?.trim().replace(/\/+$/u, '');
  return {
    SANDBOX_APP_URL: env.SANDBOX_APP_URL || (publicOrigin ? `${publicOrigin}/forms` : DEFAULT_APP_URL),
    SANDBOX_PUBLIC_URL:
      env.SANDBOX_PUBLIC_URL || `http://${host}:${listening.port}${env.SANDBOX_BASE_PATH || DEFAULT_BASE_PATH}`,
  };
}

const JWT_SECRET_SETTING = 'jwtSecret';

/**
 * The secret that signs access tokens when none is configured: made at random the first
 * time and kept in the database, so every instance serving one database accepts the
 * tokens of the others, and nobody can forge a token from a secret written in the source.
 */
export async function storedJwtSecret(handle: DbHandle): Promise<string> {
  await handle.db
    .insert(sandboxSettings)
    .values({ key: JWT_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await handle.db
    .select({ value: sandboxSettings.value })
    .from(sandboxSettings)
    .where(eq(sandboxSettings.key, JWT_SECRET_SETTING));
  if (typeof row?.value !== 'string') throw new Error('sandbox: no access-token secret could be stored.');
  return row.value;
}

/** SANDBOX_JWT_SECRET, else the development secret under the test mode, else the stored one. */
export async function jwtSecretFor(handle: DbHandle, env: Env = process.env): Promise<string> {
  if (env.SANDBOX_JWT_SECRET) return env.SANDBOX_JWT_SECRET;
  return appOptionsFromEnv(env).testMode ? DEV_JWT_SECRET : storedJwtSecret(handle);
}

/**
 * `clientAddressFrom: 'app'` only where the app mounts it (sandbox/inApp.ts): there the
 * address header is the app's own; a standalone sandbox reads its socket.
 */
export async function startFromEnv(
  env: Env = process.env,
  overrides: Pick<CreateSandboxAppOptions, 'clientAddressFrom'> = {},
) {
  const handle = await openDatabaseFromEnv(env);
  await prepareDatabase(handle);
  const jwtSecret = await jwtSecretFor(handle, env);
  const options: CreateSandboxAppOptions = {
    db: handle.db,
    ...appOptionsFromEnv(env),
    ...overrides,
    jwtSecret,
    mailer: mailerFromEnv(env),
  };
  const config = createSandboxConfig(options);
  // The queue's worker of this instance (jobs/worker.ts): emails and due collections.
  const worker = startJobWorker(config, { kinds: automaticKinds(env), pollMs: pollMsFrom(env) });
  return {
    handle,
    config,
    app: createSandboxApp(options, config),
    /** Stops the worker, closes the mail connection, then the database. */
    async close() {
      await worker.stop();
      config.mailer?.close();
      await handle.close();
    },
  };
}

/** The app mounts the sandbox unless FORMS_API_URL / FORMS_AUTH_URL point elsewhere (lib/api/upstream). */
export { isSandboxEnabled } from '@/lib/api/upstream';
