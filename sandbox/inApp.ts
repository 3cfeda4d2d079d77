/**
 * The sandbox mounted in the app: one instance per process (one database, one PGlite),
 * shared by the route handler that serves it to browsers (app/sandbox/[...path]/route.ts)
 * and by the server's own API calls, which reach its Hono app directly instead of going
 * out and back in through the app's HTTP stack (lib/api/transport.ts). Kept on globalThis:
 * the route handler and the pages are separate bundles (each with its own copy of this
 * module), and development's hot reloads must not open a second database.
 */
import { inAppSandboxAddresses } from '@/lib/api/upstream';
import { startFromEnv } from './runtime';
import { closeOnSignals } from './shutdown';
import { queueCounts, type QueueCounts } from './jobs/queue';

export type InAppSandbox = Awaited<ReturnType<typeof startFromEnv>>;
type SandboxGlobal = typeof globalThis & {
  __formsSandbox?: Promise<InAppSandbox>;
  __formsSandboxFailure?: { readonly error: unknown; readonly at: number };
};

/**
 * After a failed start, the next tries wait this long: a start opens (and may repair)
 * the database, which is not work to redo on every request while it cannot succeed;
 * meanwhile every call is answered 503 with the cause (sandboxUnavailable).
 */
export const START_RETRY_MS = 10_000;

/** The process's sandbox, started on first use; a failed start is remembered for START_RETRY_MS, then tried again. */
export function inAppSandbox(): Promise<InAppSandbox> {
  const holder = globalThis as SandboxGlobal;
  if (holder.__formsSandbox) return holder.__formsSandbox;
  const failure = holder.__formsSandboxFailure;
  if (failure && Date.now() - failure.at < START_RETRY_MS) return Promise.reject(failure.error);
  // Mounted in the app, the sandbox's addresses come from the app's configuration, never
  // from a request: its card provider and 3-D Secure page are paths (on whatever origin the
  // visitor is) unless FORMS_CARD_PROVIDER_ORIGIN / FORMS_PUBLIC_ORIGIN name one.
  const { appUrl, publicUrl } = inAppSandboxAddresses();
  // The client's address is the one the app's Node server hook resolved (lib/http/clientAddress).
  const started = startFromEnv(
    { ...process.env, SANDBOX_APP_URL: appUrl, SANDBOX_PUBLIC_URL: publicUrl },
    { clientAddressFrom: 'app' },
  );
  holder.__formsSandbox = started;
  started.then(
    (sandbox) => {
      holder.__formsSandboxFailure = undefined;
      // A stopping server stops its worker and closes the database cleanly (checkpoint, lock released).
      closeOnSignals(() => sandbox.close());
    },
    (error: unknown) => {
      if (holder.__formsSandbox === started) holder.__formsSandbox = undefined;
      // Said once per failure, not once per request that meets it.
      if (!holder.__formsSandboxFailure) process.stderr.write(`sandbox: could not start: ${causeOf(error)}\n`);
      holder.__formsSandboxFailure = { error, at: Date.now() };
    },
  );
  return started;
}

/** One line naming a failure (no stack: the log line, the readiness body). */
export function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message.split('\n')[0]})` : '';
  return `${error.name}: ${error.message.split('\n')[0]}${cause}`;
}

/** The answer of every call while the sandbox cannot start: 503 with the cause, in the API's error shape. */
export function sandboxUnavailable(error: unknown): Response {
  return Response.json(
    { errors: [{ code: 'SERVICE_UNAVAILABLE', message: `The sandbox API is unavailable: ${causeOf(error)}` }] },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': String(START_RETRY_MS / 1000) } },
  );
}

/**
 * A round trip to the sandbox's database (readiness: app/readyz), with the job queue's
 * counts; throws with the cause.
 */
export async function checkSandboxDatabase(): Promise<{ jobs: QueueCounts }> {
  const { handle } = await inAppSandbox();
  await handle.ping();
  return { jobs: await queueCounts(handle.db) };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` answered by the in-app sandbox: the very Request an HTTP call would carry
 * (URL, method, headers, bearer, body), handed to its Hono app. The call's signal still
 * bounds it: the sandbox's handlers do not watch it, so the wait is raced against it and
 * a timeout rejects as it would over HTTP (TimeoutError).
 */
export const inAppSandboxFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const signal = init?.signal ?? null;
  if (signal?.aborted) throw abortReason(signal);
  const answer = inAppSandbox().then(
    ({ app }) => app.fetch(request),
    (error: unknown) => sandboxUnavailable(error),
  );
  if (!signal) return answer;
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([answer, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
};
