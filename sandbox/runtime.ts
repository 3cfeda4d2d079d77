/**
 * Starting the sandbox from the environment: shared by the Next route handler, the
 * standalone server and the reset script.
 *
 *   DATABASE_URL        PostgreSQL (postgres-js); otherwise embedded PGlite
 *   SANDBOX_DB_SCHEMA   PostgreSQL schema for the tables (default public; created if missing)
 *   SANDBOX_DATA_DIR    PGlite data folder (default .data/pglite)
 *   SANDBOX_TEST_MODE   1 → test controls under {base}/__test, database clock
 *   SANDBOX_JWT_SECRET  HS256 secret of access tokens (a development default otherwise)
 *   SANDBOX_APP_URL     public URL of the app, e.g. http://localhost:3000/forms
 *   SANDBOX_RETURN_ORIGINS  comma-separated extra origins allowed as card returnUrl
 *   SANDBOX_BASE_PATH   mount path (default /forms/sandbox)
 */
import { join } from 'node:path';
import { openPglite, openPostgres, type DbHandle } from './db/client';
import { migrate } from './db/migrate';
import { SEED_VERSION, reseed, seedDatabase, seededVersion } from './seed';
import { DEFAULT_BASE_PATH, createSandboxApp, type CreateSandboxAppOptions } from './app';

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
    testMode: env.SANDBOX_TEST_MODE === '1' || env.SANDBOX_TEST_MODE === 'true',
    basePath: env.SANDBOX_BASE_PATH || DEFAULT_BASE_PATH,
    ...(env.SANDBOX_JWT_SECRET ? { jwtSecret: env.SANDBOX_JWT_SECRET } : {}),
    ...(env.SANDBOX_APP_URL ? { appUrl: env.SANDBOX_APP_URL } : {}),
    allowedReturnOrigins: (env.SANDBOX_RETURN_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

export async function startFromEnv(env: Env = process.env) {
  const handle = await openDatabaseFromEnv(env);
  await prepareDatabase(handle);
  return { handle, app: createSandboxApp({ db: handle.db, ...appOptionsFromEnv(env) }) };
}

/** The app mounts the sandbox unless FORMS_API_URL / FORMS_AUTH_URL point elsewhere (lib/api/upstream). */
export { isSandboxEnabled } from '@/lib/api/upstream';
