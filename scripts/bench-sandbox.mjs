#!/usr/bin/env node
// Load test of the standalone sandbox: complete cart-to-confirmed journeys per second at
// 20 concurrent clients for ~10 s, on PGlite (fresh temporary data folder) and, when
// DATABASE_URL is set, on PostgreSQL (a temporary schema, dropped afterwards).
// Each journey: create cart on the demo donation form → payer → tip → init-payment →
// card-embed initialize → test card 4242… at the provider → confirm.
// Prints { pglite: { journeysPerSecond, p50Ms, p99Ms, errors, journeys }, postgres: {...} | null }.
//
//   node scripts/bench-sandbox.mjs [--duration 10] [--clients 20]
// Traffic goes to 127.0.0.1 only; the servers are started and stopped by this script.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const DURATION_MS = argument('duration', 10) * 1000;
const CLIENTS = argument('clients', 20);
const BASE_PATH = '/forms/sandbox';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['sandbox/server.ts'], {
      cwd: root,
      env: { ...process.env, SANDBOX_HOST: '127.0.0.1', SANDBOX_TEST_MODE: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`sandbox did not start in 120 s:\n${output}`));
    }, 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('sandbox ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited with ${code}:\n${output}`));
    });
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

async function call(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

async function journey(base) {
  const cart = await call(base, 'POST', '/api/carts', {
    organizationSlug: 'les-amis-du-quartier',
    formType: 'Donation',
    formSlug: 'soutenir-nos-actions',
    items: [{ tierId: 1011, customAmount: 2500 }],
  });
  await call(base, 'PUT', `/api/carts/${cart.id}/payer`, {
    payer: {
      firstName: 'Jeanne',
      lastName: 'Durand',
      email: 'jeanne.durand@example.org',
      address: '12 rue des Lilas',
      zipCode: '69003',
      city: 'Lyon',
      country: 'FR',
      consent: true,
    },
  });
  await call(base, 'PUT', `/api/carts/${cart.id}/tip`, { tip: 250 });
  const request = await call(base, 'POST', `/api/carts/${cart.id}/init-payment`, { tipConsent: true });
  const attempt = await call(base, 'POST', `/api/payments/card-embed/initialize?paymentRequestId=${request.id}`);
  const card = await call(base, 'POST', `/provider/payments/${request.id}/card`, {
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  if (card.nextAction !== 'Confirm') throw new Error(`card: ${JSON.stringify(card)}`);
  const confirmed = await call(base, 'POST', `/api/payments/card-embed/confirm?paymentId=${attempt.paymentId}`);
  if (confirmed.state !== 'Authorized') throw new Error(`confirm: ${JSON.stringify(confirmed)}`);
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(base) {
  await journey(base); // warm-up
  const durations = [];
  let errors = 0;
  let firstError = null;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        try {
          await journey(base);
          durations.push(performance.now() - begin);
        } catch (error) {
          errors += 1;
          firstError ??= String(error.message ?? error);
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    journeysPerSecond: Math.round((durations.length / elapsedS) * 10) / 10,
    p50Ms: Math.round(percentile(durations, 50) ?? 0),
    p99Ms: Math.round(percentile(durations, 99) ?? 0),
    errors,
    journeys: durations.length,
    ...(firstError ? { firstError } : {}),
  };
}

async function run(label, env, cleanup) {
  const port = await freePort();
  const server = await startServer({ ...env, SANDBOX_PORT: String(port) });
  try {
    return await measure(`http://127.0.0.1:${port}${BASE_PATH}`);
  } finally {
    await stopServer(server);
    await cleanup?.();
    process.stderr.write(`bench: ${label} done\n`);
  }
}

const results = { pglite: null, postgres: null };
const dataDir = mkdtempSync(join(tmpdir(), 'formulaires-bench-'));
results.pglite = await run('pglite', { DATABASE_URL: '', SANDBOX_DATA_DIR: dataDir }, () =>
  rmSync(dataDir, { recursive: true, force: true }),
);
if (process.env.DATABASE_URL) {
  const schema = `sandbox_bench_${process.pid}`;
  results.postgres = await run('postgres', { SANDBOX_DB_SCHEMA: schema }, async () => {
    const { default: postgres } = await import('postgres');
    const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await sql.unsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await sql.end();
  });
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
