/**
 * The embedded database (PGlite) and the process dying at any moment: the
 * standalone sandbox, killed with SIGKILL while payers pay, restarted each time; then its
 * write-ahead log truncated; then a second process on its folder. The standalone server
 * is the database code the app runs (sandbox/runtime.ts, sandbox/db/), with none of a
 * Next build's start-up: a restart takes a few seconds, not tens.
 *
 * "Confirmed" is what a payer was told: a confirmation answered 200. Every one of them
 * must be there, charged once, after every restart, whatever the kill interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox } from '@/sandbox/mail/mailbox';
import { pgliteTemplate, requester, startPayment, type TestSandbox } from './support';

const KILLS = Number(process.env.CRASH_KILLS ?? 20);
/** Payers paying at once while the kill comes. */
const PAYERS = 2;

interface Server {
  readonly child: ChildProcess;
  readonly base: string;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

let root = '';
let dataDir = '';
const running = new Set<ChildProcess>();

function startServer(env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_TEST_MODE: '1',
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
    const check = () => {
      const ready = /sandbox ready on (http:\/\/\S+)/u.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: ready[1], output: () => output, exited });
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

async function kill(server: Server): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Round {
  done: boolean;
  /** Called as a confirmation is sent: the kill comes soon after the round's first. */
  onConfirm: () => void;
}

/** A payer paying until the round is done; every confirmation answered 200 goes into `confirmed`. */
async function payUntil(sandbox: Pick<TestSandbox, 'request'>, round: Round, confirmed: Set<string>) {
  while (!round.done) {
    try {
      const journey = await startPayment(sandbox);
      round.onConfirm();
      const confirm = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
      if (confirm.status === 200) confirmed.add(journey.paymentRequestId);
    } catch {
      // The kill cut this journey short: the payer was told nothing.
    }
  }
}

async function expectAllCharged(sandbox: Pick<TestSandbox, 'request'>, confirmed: Set<string>) {
  const charges = await sandbox.request('GET', '/__test/charges');
  expect(charges.status).toBe(200);
  const counts = new Map<string, number>();
  for (const charge of charges.body.data as { paymentRequestId: string }[]) {
    counts.set(charge.paymentRequestId, (counts.get(charge.paymentRequestId) ?? 0) + 1);
  }
  const missing = [...confirmed].filter((id) => counts.get(id) !== 1);
  expect(missing, `confirmed payments missing or charged twice: ${missing.join(', ')}`).toEqual([]);
}

/** Every confirmed payment there, charged once; and serving: a new payment goes through. */
async function expectAllChargedAndServing(server: Server, confirmed: Set<string>) {
  const sandbox = { request: requester(server.base) };
  await expectAllCharged(sandbox, confirmed);
  const journey = await startPayment(sandbox);
  const confirm = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
  expect(confirm.status).toBe(200);
  confirmed.add(journey.paymentRequestId);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'formulaires-crash-'));
  dataDir = join(root, 'pglite');
  // The migrated, seeded template of the other sandbox tests, unpacked into a folder: no
  // initdb and seed at the first start.
  const client = await PGlite.create({ dataDir, loadDataDir: await pgliteTemplate() });
  await client.close();
}, 120_000);

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded database when the process dies', () => {
  const confirmed = new Set<string>();

  it(`keeps every confirmed payment through ${KILLS} kills at random moments of payments`, async () => {
    const started = Date.now();
    for (let round = 0; round < KILLS; round++) {
      const server = await startServer();
      const sandbox = { request: requester(server.base) };
      await expectAllCharged(sandbox, confirmed);
      let confirming: () => void = () => {};
      const firstConfirm = new Promise<void>((resolve) => (confirming = resolve));
      const round: Round = { done: false, onConfirm: () => confirming() };
      const payers = Array.from({ length: PAYERS }, () => payUntil(sandbox, round, confirmed));
      // A random moment around the round's first confirmation: before its transaction,
      // during it, during its checkpoint, or while the next journeys are under way.
      await Promise.race([firstConfirm, sleep(10_000)]);
      await sleep(Math.random() * 1_000);
      await kill(server);
      round.done = true;
      await Promise.all(payers);
    }
    const server = await startServer();
    try {
      await expectAllChargedAndServing(server, confirmed);
      process.stdout.write(
        `crash test: ${KILLS} kills, ${confirmed.size} confirmed payments kept, ${Math.round((Date.now() - started) / 1000)} s\n`,
      );
      // Payments were confirmed between the kills, not only after the last one.
      expect(confirmed.size).toBeGreaterThanOrEqual(Math.ceil(KILLS / 4));
    } finally {
      await kill(server);
    }
  }, 600_000);

  it('repairs a folder whose write-ahead log was truncated, keeping the confirmed payments', async () => {
    const started = Date.now();
    const walDir = join(dataDir, 'pg_wal');
    const segments = readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/u.test(name));
    expect(segments.length).toBeGreaterThan(0);
    // Every segment cut short, the last checkpoint's record with them: PGlite alone would
    // abort on every open from now on.
    for (const name of segments) truncateSync(join(walDir, name), Math.min(statSync(join(walDir, name)).size, 4096));
    const server = await startServer();
    const copies = readdirSync(root).filter((name) => name.startsWith('pglite.broken-'));
    expect(copies).toHaveLength(1);
    expect(server.output()).toContain(`REPAIRED the embedded database ${dataDir}`);
    expect(server.output()).toContain(join(root, copies[0] ?? ''));
    await expectAllChargedAndServing(server, confirmed);
    process.stdout.write(
      `truncated-WAL test: repaired and serving in ${Math.round((Date.now() - started) / 1000)} s\n`,
    );

    // A second process on the same folder fails fast, naming the first.
    const second = spawn(process.execPath, ['--import', 'tsx', 'sandbox/server.ts'], {
      env: { ...process.env, DATABASE_URL: '', SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let secondOutput = '';
    second.stderr.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    const secondCode = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(secondCode).toBe(1);
    expect(secondOutput).toContain(`is in use by process ${server.child.pid}`);

    // SIGTERM: a clean stop (checkpoint, close), the lock released.
    server.child.kill('SIGTERM');
    expect(await server.exited).not.toBeNull();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await startServer();
    await expectAllCharged({ request: requester(again.base) }, confirmed);
    again.child.kill('SIGHUP');
    await again.exited;
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 300_000);

  it('sends every confirmation of a burst of 20 payments once the server killed while sending is started again', async () => {
    const started = Date.now();
    const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    const mailEnv = { SMTP_URL: mailbox.smtpUrl, SANDBOX_JOBS_POLL_MS: '100' };
    try {
      const server = await startServer(mailEnv);
      const sandbox = { request: requester(server.base) };
      const burst = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const journey = await startPayment(sandbox);
          const confirm = await sandbox.request(
            'POST',
            `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`,
          );
          expect(confirm.status).toBe(200);
          return journey.paymentRequestId;
        }),
      );
      // The worker polls every 100 ms: the kill falls while the confirmations go out.
      await sleep(Math.random() * 1_500);
      const sentBeforeKill = mailbox.messages().length;
      await kill(server);

      const again = await startServer(mailEnv);
      try {
        const request = requester(again.base);
        const orderIds = await Promise.all(
          burst.map(async (id) => {
            const status = await request('GET', `/api/payments/card-embed/get-next-action?paymentRequestId=${id}`);
            return status.body.orderId as number;
          }),
        );
        const expected = orderIds.map((id) => `email.PaymentConfirmation.order.${id}@`);
        const confirmationsOf = () =>
          mailbox.messages().filter((message) => expected.some((prefix) => message.messageId?.includes(prefix)));
        const deadline = Date.now() + 60_000;
        while (new Set(confirmationsOf().map((message) => message.messageId)).size < 20 && Date.now() < deadline) {
          await sleep(250);
        }
        const confirmations = confirmationsOf();
        const byId = new Map<string | null, Set<string>>();
        for (const message of confirmations) {
          byId.set(
            message.messageId,
            (byId.get(message.messageId) ?? new Set()).add(`${message.html}\n${message.text}`),
          );
        }
        // None lost: one Message-ID per order, each with one body however often it went.
        expect(byId.size).toBe(20);
        expect([...byId.values()].filter((bodies) => bodies.size > 1)).toEqual([]);
        process.stdout.write(
          `email crash test: 20 payments, kill after ${sentBeforeKill} sent, ${confirmations.length} confirmations ` +
            `received (${confirmations.length - 20} sent twice), ${Math.round((Date.now() - started) / 1000)} s\n`,
        );
      } finally {
        await kill(again);
      }
    } finally {
      await mailbox.close();
    }
  }, 300_000);
});
