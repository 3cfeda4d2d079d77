/**
 * Applies the SQL migrations of sandbox/db/migrations with drizzle's migrator, on either
 * driver. drizzle-kit writes foreign keys as REFERENCES "public"."table": those
 * qualifiers are dropped before running, so the same migrations also build an isolated
 * schema (one per test file on PostgreSQL). The files and their hashes are unchanged.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { DbHandle } from './client';

export const MIGRATIONS_TABLE = '__drizzle_migrations';

/** The migrations folder, from the env, beside this file, or under the working directory (Next). */
export function migrationsFolder(): string {
  const candidates = [
    process.env.SANDBOX_MIGRATIONS_DIR,
    safeModuleDir('./migrations'),
    join(process.cwd(), 'sandbox', 'db', 'migrations'),
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('Sandbox migrations not found (set SANDBOX_MIGRATIONS_DIR)');
}

function safeModuleDir(relative: string): string | undefined {
  try {
    return fileURLToPath(new URL(relative, import.meta.url));
  } catch {
    return undefined;
  }
}

export function schemaNeutral(migrations: MigrationMeta[]): MigrationMeta[] {
  return migrations.map((migration) => ({
    ...migration,
    sql: migration.sql.map((statement) => statement.replaceAll('"public".', '')),
  }));
}

export async function migrate(handle: DbHandle): Promise<void> {
  const config = {
    migrationsFolder: migrationsFolder(),
    migrationsTable: MIGRATIONS_TABLE,
    // The bookkeeping table lives beside the tables, so an isolated schema is self-contained.
    migrationsSchema: handle.schemaName === 'public' ? 'drizzle' : handle.schemaName,
  };
  const migrations = schemaNeutral(readMigrationFiles(config));
  // What drizzle-orm/pglite/migrator and drizzle-orm/postgres-js/migrator do, with the
  // statements made schema-neutral.
  const internals = handle.db as unknown as { dialect: PgDialect; session: PgSession };
  await internals.dialect.migrate(migrations, internals.session, config);
}
