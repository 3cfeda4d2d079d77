/**
 * Runs once when a server instance starts (Next's instrumentation hook). In the Node.js
 * runtime: methods the app does not serve are refused before Next reads them
 * (lib/http/methodGuard explains why proxy.ts cannot); the server's own calls to the
 * in-app sandbox go to it in process (lib/api/inProcess.ts; the sandbox module is only
 * imported when a call needs it, so a deployment on a remote API never loads it).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnservedMethods } = await import('./lib/http/methodGuard');
    refuseUnservedMethods();
    const { serveSandboxInProcess } = await import('./lib/api/inProcess');
    serveSandboxInProcess(async () => (await import('./sandbox/inApp')).inAppSandboxFetch);
  }
}
