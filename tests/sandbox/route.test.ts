/** The Next route handler that mounts the sandbox (app/sandbox/[...path]/route.ts). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE, GET, POST, PUT } from '@/app/sandbox/[...path]/route';
import type { startFromEnv } from '@/sandbox/runtime';
import './support';

const SAVED = ['DATABASE_URL', 'SANDBOX_DATA_DIR', 'SANDBOX_TEST_MODE', 'FORMS_API_URL', 'FORMS_AUTH_URL'] as const;
const FORM_QUERY = 'organizationSlug=les-amis-du-quartier&formType=Donation&formSlug=soutenir-nos-actions';

describe('the app route /forms/sandbox/[...path]', () => {
  const saved: Record<string, string | undefined> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'formulaires-route-'));
  beforeAll(() => {
    for (const name of SAVED) saved[name] = process.env[name];
    for (const name of SAVED) delete process.env[name];
    // A fresh PGlite folder: this is the first start of a new machine (initdb, migrations, seed).
    process.env.SANDBOX_DATA_DIR = join(dataDir, 'pglite');
  });
  afterAll(async () => {
    const holder = globalThis as typeof globalThis & { __formsSandbox?: ReturnType<typeof startFromEnv> };
    const started = await holder.__formsSandbox?.catch(() => undefined);
    await started?.handle.close();
    holder.__formsSandbox = undefined;
    for (const name of SAVED) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the sandbox on the first request and serves the API', async () => {
    const response = await GET(new Request(`http://localhost:3000/forms/sandbox/api/agg/form?${FORM_QUERY}`));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { form: { formSlug: string } }).form.formSlug).toBe('soutenir-nos-actions');
    const withoutBase = await GET(new Request(`http://localhost:3000/sandbox/api/agg/form?${FORM_QUERY}`));
    expect(withoutBase.status).toBe(200);
  }, 120_000);

  it('passes bodies and methods through', async () => {
    const created = await POST(
      new Request('http://localhost:3000/sandbox/api/carts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          organizationSlug: 'les-amis-du-quartier',
          formType: 'Donation',
          formSlug: 'soutenir-nos-actions',
          items: [{ tierId: 1011 }],
        }),
      }),
    );
    expect(created.status).toBe(201);
    const cart = (await created.json()) as { id: string };
    const tip = await PUT(
      new Request(`http://localhost:3000/forms/sandbox/api/carts/${cart.id}/tip`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tip: 150 }),
      }),
    );
    expect(tip.status).toBe(200);
    expect(
      (await DELETE(new Request(`http://localhost:3000/forms/sandbox/api/carts/${cart.id}`, { method: 'DELETE' })))
        .status,
    ).toBe(404);
    // Test controls are off unless SANDBOX_TEST_MODE=1.
    expect((await GET(new Request('http://localhost:3000/forms/sandbox/__test/clock'))).status).toBe(404);
  }, 60_000);

  it('answers 404 when FORMS_API_URL points at another server', async () => {
    process.env.FORMS_API_URL = 'https://api.example.org/v5';
    try {
      const response = await GET(new Request(`http://localhost:3000/forms/sandbox/api/agg/form?${FORM_QUERY}`));
      expect(response.status).toBe(404);
      expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('NOT_FOUND');
    } finally {
      delete process.env.FORMS_API_URL;
    }
  });
});
