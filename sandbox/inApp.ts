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

export type InAppSandbox = Awaited<ReturnType<typeof startFromEnv>>;
type SandboxGlobal = typeof globalThis & { __formsSandbox?: Promise<InAppSandbox> };

/** The process's sandbox, started on first use; a failed start is not kept (the next use tries again). */
export function inAppSandbox(): Promise<InAppSandbox> {
  const holder = globalThis as SandboxGlobal;
  if (holder.__formsSandbox) return holder.__formsSandbox;
  // Mounted in the app, the sandbox's addresses come from the app's configuration, never
  // from a request: its card provider and 3-D Secure page are paths (on whatever origin the
  // visitor is) unless FORMS_CARD_PROVIDER_ORIGIN / FORMS_PUBLIC_ORIGIN name one.
  const { appUrl, publicUrl } = inAppSandboxAddresses();
  const started = startFromEnv({ ...process.env, SANDBOX_APP_URL: appUrl, SANDBOX_PUBLIC_URL: publicUrl });
  holder.__formsSandbox = started;
  started.catch(() => {
    if (holder.__formsSandbox === started) holder.__formsSandbox = undefined;
  });
  return started;
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
  const answer = inAppSandbox().then(({ app }) => app.fetch(request));
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
