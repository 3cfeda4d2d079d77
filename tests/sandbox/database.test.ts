import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder } from '@/sandbox/db/migrate';
import { forms, orders, organizations, tiers, users } from '@/sandbox/db/schema';
import { seedDatabase } from '@/sandbox/seed';
import type { DbHandle } from '@/sandbox/db/client';
import { DRIVERS, openTestDatabase } from './support';

describe.each(DRIVERS)('sandbox database on %s', (driver) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const counts = async () => ({
    organizations: (await handle.db.select({ n: count() }).from(organizations))[0]?.n,
    forms: (await handle.db.select({ n: count() }).from(forms))[0]?.n,
    tiers: (await handle.db.select({ n: count() }).from(tiers))[0]?.n,
    users: (await handle.db.select({ n: count() }).from(users))[0]?.n,
    orders: (await handle.db.select({ n: count() }).from(orders))[0]?.n,
  });

  it('migrates idempotently and seeds idempotently', async () => {
    const before = await counts();
    expect(before).toMatchObject({ organizations: 4, users: 5 });
    await migrate(handle);
    await seedDatabase(handle.db, new Date());
    expect(await counts()).toEqual(before);
  });

  it('seeds every form state of SPEC §4', async () => {
    const rows = await handle.db.select({ state: forms.state, formType: forms.formType }).from(forms);
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['Public', 'Private', 'Draft', 'Disabled', 'Deleted']),
    );
    expect(new Set(rows.map((row) => row.formType)).size).toBe(7);
  });

  it('keeps the tables in the isolated schema', async () => {
    const result = await handle.db.execute(sql`select current_schema() as schema`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { schema: string }[];
    expect(rows[0]?.schema).toBe(handle.schemaName);
  });
});

describe('sandbox migrations', () => {
  it('are generated SQL with a journal, applied schema-neutral', () => {
    const folder = migrationsFolder();
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(journal.entries.length).toBeGreaterThan(0);
    const first = readFileSync(join(folder, `${journal.entries[0]?.tag}.sql`), 'utf8');
    expect(first).toContain('CREATE TABLE "carts"');
    expect(first).toContain('"charges_payment_request_id_unique"');
  });
});
