/**
 * `npm run sandbox:reset`: starts the demo data over. PGlite: deletes the data folder;
 * PostgreSQL (DATABASE_URL): drops the sandbox's tables and its migrations table (nothing else). Then
 * migrates and seeds. Stop the app and the standalone sandbox first (PGlite allows one
 * process per folder: while one holds it, the reset refuses, naming it).
 */
import { rmSync } from 'node:fs';
import { openDatabaseFromEnv, dataDirFromEnv, prepareDatabase } from '../runtime';
import { openPostgres } from '../db/client';
import { lockDataDir } from '../db/dataDirLock';
import { MIGRATIONS_TABLE } from '../db/migrate';
import { TABLES } from '../seed';

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    const handle = await openPostgres({
      url: process.env.DATABASE_URL,
      schemaName: process.env.SANDBOX_DB_SCHEMA || undefined,
      max: 2,
    });
    const migrationsSchema = handle.schemaName === 'public' ? 'drizzle' : handle.schemaName;
    await handle.withExclusiveLock(async () => {
      // Only the sandbox's own tables: the database may hold other things.
      await handle.sql.unsafe(
        `DROP TABLE IF EXISTS ${TABLES.map((table) => `"${handle.schemaName}"."${table}"`).join(', ')} CASCADE`,
      );
      await handle.sql.unsafe(`DROP TABLE IF EXISTS "${migrationsSchema}"."${MIGRATIONS_TABLE}"`);
    });
    await handle.close();
  } else {
    // Never under a running app or sandbox: the folder's lock says whether one holds it.
    const unlock = lockDataDir(dataDirFromEnv());
    rmSync(dataDirFromEnv(), { recursive: true, force: true });
    unlock();
  }
  const handle = await openDatabaseFromEnv();
  await prepareDatabase(handle);
  await handle.close();
  process.stdout.write(`sandbox database reset (${process.env.DATABASE_URL ? 'PostgreSQL' : dataDirFromEnv()})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`reset failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
