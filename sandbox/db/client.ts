/**
 * Opening the sandbox database: PGlite (embedded PostgreSQL, the default) or PostgreSQL
 * through postgres-js when DATABASE_URL is set. Both give the same drizzle API over the
 * same schema; the rest of the sandbox sees only `SandboxDb`.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema';

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
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Folder of the data; undefined = in memory (tests). Created if missing. */
  readonly dataDir?: string | undefined;
  /** A tarball of a data folder to start from (skips initdb). */
  readonly loadDataDir?: Blob | undefined;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DbHandle & { readonly client: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // The sandbox is a test double: durability of every single write is not worth a
    // filesystem sync per query.
    relaxedDurability: true,
  });
  const db = drizzlePglite(client, { schema }) as unknown as SandboxDb;
  return {
    db,
    client,
    driver: 'pglite',
    schemaName: 'public',
    // One PGlite instance serves one process and runs one query at a time.
    withExclusiveLock: (fn) => fn(),
    close: () => client.close(),
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
    connection: { search_path: schemaName, application_name: 'formulaires-sandbox' },
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
    close: () => sql.end({ timeout: 5 }),
  };
}

/** Drops an isolated schema (tests) with everything in it. */
export async function dropSchema(handle: DbHandle & { readonly sql: postgres.Sql }): Promise<void> {
  if (handle.schemaName === 'public') throw new Error('Refusing to drop the public schema');
  await handle.sql.unsafe(`DROP SCHEMA IF EXISTS "${handle.schemaName}" CASCADE`);
}
