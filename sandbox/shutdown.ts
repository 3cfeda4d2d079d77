/**
 * Closing the sandbox's database when the process is asked to stop (SIGTERM from a
 * container runtime or a process manager, SIGINT from a terminal, SIGHUP when the
 * terminal goes away): PGlite then shuts PostgreSQL down cleanly (a shutdown checkpoint,
 * its folder's lock released), so the next start has nothing to replay.
 *
 * Inside the app, Next has its own SIGTERM and SIGINT handlers: they close the HTTP
 * server, then call process.exit. The database must be closed by then, so once a signal
 * came, process.exit waits for the close (at most CLOSE_TIMEOUT_MS). A signal nobody
 * else handles (SIGHUP, or any signal in the standalone server) ends the process here
 * after the close, with the usual 128 + signal number.
 */
import { constants } from 'node:os';

export const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const CLOSE_TIMEOUT_MS = 5_000;

type Holder = typeof globalThis & { __formsSandboxSignals?: { close: () => Promise<void> } };

function bounded(work: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      process.stderr.write(`sandbox: the database did not close within ${CLOSE_TIMEOUT_MS} ms; stopping anyway.\n`);
      resolve();
    }, CLOSE_TIMEOUT_MS);
    work
      .catch((error: unknown) => process.stderr.write(`sandbox: closing the database failed: ${String(error)}\n`))
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/** Registers `close` for the stop signals, once per process (a hot reload replaces it). */
export function closeOnSignals(close: () => Promise<void>): void {
  const holder = globalThis as Holder;
  if (holder.__formsSandboxSignals) {
    holder.__formsSandboxSignals.close = close;
    return;
  }
  const registration = { close };
  holder.__formsSandboxSignals = registration;
  let closing: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = bounded(registration.close());
    const exit = process.exit.bind(process);
    const done = closing;
    process.exit = ((code?: number | string | null) => {
      void done.then(() => exit(code ?? undefined));
    }) as typeof process.exit;
    // Alone on this signal: nobody else will end the process.
    if (process.listenerCount(signal) === 1) void done.then(() => exit(128 + (constants.signals[signal] ?? 0)));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
}
