/**
 * Opening the sandbox database: PGlite (embedded PostgreSQL, the default) or PostgreSQL
 * through postgres-js when DATABASE_URL is set. Both give the same drizzle API over the
 * same schema; the rest of the sandbox sees only `SandboxDb`.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql as sqlTag } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema';
import { lockDataDir } from './dataDirLock';
import { openRepairing } from './repair';

export type Schema = typeof schema;
export type SandboxDb = PgDatabase<PgQueryResultHKT, Schema>;
export type SandboxTx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or a transaction. */
export type Executor = SandboxDb | SandboxTx;

export type Driver = 'pglite' | 'postgres';

export interface DbHandle {
  readonly db: SandboxDb;
  readonly driver: Driver;
  /** PostgreSQL schema holding the tables (search_path); 'public' unless isolated. */
  readonly schemaName: string;
  /** Runs `fn` while holding a cross-process lock (migrations and seeding). */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  /** A round trip to the database (`select 1`): readiness checks. */
  ping(): Promise<void>;
  /** Clean shutdown: on PGlite a checkpoint, then its folder's lock released. */
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Folder of the data; undefined = in memory (tests). Created if missing. */
  readonly dataDir?: string | undefined;
  /** A tarball of a data folder to start from (skips initdb). */
  readonly loadDataDir?: Blob | undefined;
}

/**
 * Transactions that insert a charge (money moved: sandbox/services/payments/capture.ts)
 * are followed by a CHECKPOINT before they answer. PGlite runs no checkpointer of its
 * own, so without it everything since the last start lives only in the write-ahead log,
 * and a log torn by a kill would take it all; after it, the data files hold every
 * confirmed payment, and a repair that resets the log (repair.ts) keeps them. What a checkpoint
 * costs: docs/performance.md, "Figures behind the code".
 */
function checkpointAfterCharges(db: SandboxDb, checkpoint: () => Promise<void>): void {
  const watch = (tx: SandboxTx, onCharge: () => void): SandboxTx => {
    const insert = tx.insert.bind(tx);
    const nested = tx.transaction.bind(tx);
    Object.assign(tx, {
      insert: ((table: unknown) => {
        if (table === schema.charges) onCharge();
        return insert(table as Parameters<typeof insert>[0]);
      }) as typeof tx.insert,
      transaction: (<T>(fn: (inner: SandboxTx) => Promise<T>) =>
        nested((inner) => fn(watch(inner, onCharge)))) as typeof tx.transaction,
    });
    return tx;
  };
  const transaction = db.transaction.bind(db);
  Object.assign(db, {
    transaction: (async (fn, config) => {
      let charged = false;
      const result = await transaction((tx) => fn(watch(tx, () => (charged = true))), config);
      if (charged) await checkpoint();
      return result;
    }) as typeof db.transaction,
  });
}

export async function openPglite(options: PgliteOptions = {}): Promise<DbHandle & { readonly client: PGlite }> {
  const { dataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Before anything touches the folder: a second process on it would corrupt it.
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // relaxedDurability is left at its default: it only defers the browser filesystems'
  // flushes; on Node every write goes to the folder's files as PostgreSQL makes it.
  const create = () =>
    PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  let client: PGlite;
  try {
    client = dataDir ? await openRepairing(dataDir, create) : await create();
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as SandboxDb;
  if (dataDir) checkpointAfterCharges(db, async () => void (await client.exec('CHECKPOINT')));
  let closed: Promise<void> | undefined;
  return {
    db,
    client,
    driver: 'pglite',
    schemaName: 'public',
    // One PGlite instance serves one process and runs one query at a time.
    withExclusiveLock: (fn) => fn(),
    ping: async () => void (await db.execute(sqlTag`select 1`)),
    // PGlite's close waits for the running query, then shuts PostgreSQL down cleanly
    // (a shutdown checkpoint): the next start has no log to replay.
    close: () => (closed ??= client.close().finally(unlock)),
  };
}

export interface PostgresOptions {
  readonly url: string;
  /** Isolate the tables in this schema (created if missing), e.g. one per test file. */
  readonly schemaName?: string | undefined;
  /** Pool size (at least 2: the exclusive lock holds one connection while the work uses another). */
  readonly max?: number | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/u;

export async function openPostgres(options: PostgresOptions): Promise<DbHandle & { readonly sql: postgres.Sql }> {
  const schemaName = options.schemaName ?? 'public';
  if (!SCHEMA_NAME.test(schemaName)) throw new Error(`Invalid schema name: ${schemaName}`);
  const sql = postgres(options.url, {
    max: Math.max(2, options.max ?? 10),
    onnotice: () => {},
    // The schema in the name tells an isolated sandbox's connections apart (tests that
    // terminate them: tests/sandbox/outages.test.ts).
    connection: {
      search_path: schemaName,
      application_name: schemaName === 'public' ? 'formulaires-sandbox' : `formulaires-sandbox:${schemaName}`,
    },
  });
  if (schemaName !== 'public') await sql.unsafe(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzlePostgres(sql, { schema }) as unknown as SandboxDb;
  return {
    db,
    sql,
    driver: 'postgres',
    schemaName,
    async withExclusiveLock(fn) {
      const reserved = await sql.reserve();
      try {
        await reserved`select pg_advisory_lock(hashtext(${`formulaires-sandbox:${schemaName}`}))`;
        return await fn();
      } finally {
        await reserved`select pg_advisory_unlock(hashtext(${`formulaires-sandbox:${schemaName}`}))`.catch(() => {});
        reserved.release();
      }
    },
    ping: async () => void (await sql`select 1`),
    close: () => sql.end({ timeout: 5 }),
  };
}

/** Drops an isolated schema (tests) with everything in it. */
export async function dropSchema(handle: DbHandle & { readonly sql: postgres.Sql }): Promise<void> {
  if (handle.schemaName === 'public') throw new Error('Refusing to drop the public schema');
  await handle.sql.unsafe(`DROP SCHEMA IF EXISTS "${handle.schemaName}" CASCADE`);
}
