/**
 * Runs once when a server instance starts (Next's instrumentation hook). In the Node.js
 * runtime: methods the app does not serve are refused before Next reads them
 * (lib/http/methodGuard explains why proxy.ts cannot).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnservedMethods } = await import('./lib/http/methodGuard');
    refuseUnservedMethods();
  }
}
