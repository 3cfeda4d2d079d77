// The e2e servers' sandbox data (playwright.config.ts): PGlite in .data/e2e-{port}, or the
// schema e2e_{port} of DATABASE_URL's database. Both outlive a run: a second `npm test`
// would start from what the first left (the payment form's places sold), so each run
// starts from the seed. The clock's locks (tests/support/journey.ts, `lockRoot`) outlive
// a run that was stopped mid-journey too: a lock left taken made every later run wait
// for it until CI's limit, so they go with the data. A server already listening on the
// port (a developer's, reused by Playwright outside CI, with a run perhaps under way)
// keeps both.
import { rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/** The folder of the clock's locks of the server on `port` (tests/support/journey.ts `lockRoot`, the same name). */
export function clockLockRoot(port) {
  return join(tmpdir(), `forms-e2e-clock-lock-${port}`);
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function resetE2eData(port = Number(process.env.E2E_PORT ?? 3100)) {
  if (await isListening(port)) {
    console.log(`e2e data: a server already listens on ${port}; its data is kept.`);
    return;
  }
  // The page-memory instance (port + 2) has data of its own.
  for (const dataPort of [port, port + 2]) rmSync(`.data/e2e-${dataPort}`, { recursive: true, force: true });
  rmSync(clockLockRoot(port), { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // The second instance (port + 1) shares the first one's schema; the page-memory
    // instance (port + 2) has its own. Every name is dropped.
    for (const schema of [`e2e_${port}`, `e2e_${port + 1}`, `e2e_${port + 2}`]) {
      await sql.unsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  } finally {
    await sql.end();
  }
}
