/**
 * Standalone sandbox: `npm run sandbox` (port 4000, env SANDBOX_PORT; host SANDBOX_HOST,
 * default 127.0.0.1). Same routes as inside the app: http://127.0.0.1:4000/forms/sandbox/api/…
 * Its card provider is given to browsers on that address, the app's pages on SANDBOX_APP_URL
 * (default FORMS_PUBLIC_ORIGIN, else http://localhost:3000): runtime.ts standaloneAddresses.
 * The first start on a new PGlite folder runs initdb, migrations and the seed (≈5 s).
 * One process per PGlite folder: a second one on the same folder fails fast (db/dataDirLock).
 */
import { serve } from '@hono/node-server';
import { standaloneAddresses, startFromEnv } from './runtime';
import { DEFAULT_BASE_PATH } from './app';
import { isTestModeEnv } from './testMode';
import { closeOnSignals } from './shutdown';
import { DataDirInUseError } from './db/dataDirLock';

async function main(): Promise<void> {
  const startedAt = Date.now();
  const port = Number(process.env.SANDBOX_PORT ?? 4000);
  const hostname = process.env.SANDBOX_HOST ?? '127.0.0.1';
  // Browsers reach it on its own origin: absolute addresses, from where it listens.
  const { app, handle, close } = await startFromEnv({
    ...process.env,
    ...standaloneAddresses(process.env, { hostname, port }),
  });
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    const base = process.env.SANDBOX_BASE_PATH || DEFAULT_BASE_PATH;
    process.stdout.write(
      `sandbox ready on http://${hostname}:${info.port}${base} (${handle.driver}, ${Date.now() - startedAt} ms` +
        `${isTestModeEnv() ? ', test mode' : ''})\n`,
    );
  });
  // SIGTERM, SIGINT, SIGHUP: stop listening, close the database cleanly, exit.
  closeOnSignals(async () => {
    server.close();
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    await close();
  });
}

main().catch((error: unknown) => {
  // A folder in use is an operator's mistake, said in one sentence; anything else with its stack.
  const detail =
    error instanceof DataDirInUseError ? error.message
    : error instanceof Error ? (error.stack ?? error.message)
    : String(error);
  process.stderr.write(`sandbox failed to start: ${detail}\n`);
  process.exit(1);
});
