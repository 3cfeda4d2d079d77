import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { extraPort, startExtraInstance, type ExtraInstance } from '../support/extraInstance';

/** The messages this page shows (messages/fr.json: Errors.page.503.title, Home.noDemo). */
const UNAVAILABLE_TITLE = 'Service indisponible';
const NO_DEMO = 'Aucun formulaire de démonstration n’est disponible pour le moment.';

/**
 * An instance whose database is unusable tells the truth: liveness (/healthz)
 * stays 200 — the process runs —, readiness (/readyz) answers 503 with the cause, so a
 * load balancer stops sending payers there; a page says the service fails instead of
 * showing an empty home, and the log names the cause once. The embedded database here
 * is a folder PGlite cannot open and the repair cannot mend (its control file is noise).
 */
const listenOn = extraPort(0);
const dataDir = `.data/e2e-broken-${listenOn}`;
let instance: ExtraInstance | undefined;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  for (const name of readdirBroken()) rmSync(name, { recursive: true, force: true });
  mkdirSync(`${dataDir}/global`, { recursive: true });
  writeFileSync(`${dataDir}/PG_VERSION`, '18\n');
  writeFileSync(`${dataDir}/global/pg_control`, Buffer.alloc(8192, 0x5a));
  instance = await startExtraInstance(listenOn, {
    DATABASE_URL: '',
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_APP_URL: `http://localhost:${listenOn}/forms`,
  });
});

test.afterAll(async () => {
  await instance?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  for (const name of readdirBroken()) rmSync(name, { recursive: true, force: true });
});

function readdirBroken(): string[] {
  // The repair's copies of the folder as it was (sandbox/db/repair.ts), and its lock.
  if (!existsSync('.data')) return [];
  return readdirSync('.data')
    .filter((name) => name.startsWith(`e2e-broken-${listenOn}.broken-`) || name === `e2e-broken-${listenOn}.lock`)
    .map((name) => `.data/${name}`);
}

test('with its database unusable, readiness is 503 with the cause, liveness 200, pages say so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const origin = instance?.origin ?? '';
  // On a loaded machine the first probes may time out while the repair is still trying
  // ("no answer within 2000 ms", also a 503): wait for the probe that names the cause.
  let body = { ready: true, cause: '' };
  await expect
    .poll(
      async () => {
        const ready = await request.get(`${origin}/forms/readyz`);
        expect(ready.status()).toBe(503);
        body = (await ready.json()) as { ready: boolean; cause: string };
        return body.cause;
      },
      { timeout: 60_000 },
    )
    .toContain('could not be repaired');
  expect(body.ready).toBe(false);
  expect(body.cause).toContain(dataDir);
  expect((await request.get(`${origin}/forms/healthz`)).status()).toBe(200);

  // The home page: the error page, not "no demo form".
  await page.goto(`${origin}/forms`);
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE_TITLE })).toBeVisible();
  await expect(page.getByText(NO_DEMO)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The API itself answers 503 with the cause (what the app's own calls get).
  const api = await request.get(`${origin}/forms/sandbox/api/organizations/les-amis-du-quartier`);
  expect(api.status()).toBe(503);
  expect(((await api.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('SERVICE_UNAVAILABLE');
  expect((await request.get(`${origin}/forms/readyz`)).status()).toBe(503);
  // Said once in the log, however many requests met it.
  const said = instance?.output().match(/sandbox: could not start/gu) ?? [];
  expect(said).toHaveLength(1);
  expect(instance?.output().match(/readiness: NOT READY/gu) ?? []).toHaveLength(1);
});
