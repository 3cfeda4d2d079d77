import { defineConfig } from 'drizzle-kit';

/**
 * Migrations of the sandbox database (sandbox/db/schema.ts → sandbox/db/migrations).
 * `npm run db:generate` only diffs the schema against the last snapshot: it needs no
 * database. The sandbox applies the migrations itself at start (sandbox/db/migrate.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './sandbox/db/schema.ts',
  out: './sandbox/db/migrations',
  migrations: { table: '__drizzle_migrations', schema: 'drizzle' },
  strict: true,
  verbose: true,
});
