/**
 * The in-process route to the in-app sandbox, wired by the composition root: lib/api may
 * not import sandbox/ (the API client knows contracts, not an implementation), so
 * instrumentation.ts registers, once per server process, how to load the sandbox's
 * `fetch` (sandbox/inApp.ts). Kept on globalThis: the instrumentation and the pages are
 * separate bundles with their own copies of this module. Nothing registered (unit tests,
 * scripts) → the transport calls the sandbox over HTTP as before.
 */
type FetchLoader = () => Promise<typeof fetch>;
type Holder = typeof globalThis & { __formsInProcessApi?: FetchLoader };

/** Called by instrumentation.ts: `load` imports the sandbox on first use only. */
export function serveSandboxInProcess(load: FetchLoader | undefined): void {
  (globalThis as Holder).__formsInProcessApi = load;
}

/** The sandbox's `fetch` when one is registered, else null (loads the sandbox on first call). */
export function inProcessSandboxFetch(): Promise<typeof fetch> | null {
  return (globalThis as Holder).__formsInProcessApi?.() ?? null;
}
