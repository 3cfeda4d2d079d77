/**
 * Mounts the sandbox forms API under /forms/sandbox (API, auth, test card provider and,
 * with SANDBOX_TEST_MODE=1, test controls). Off (404) when FORMS_API_URL / FORMS_AUTH_URL
 * point at another server. The database and the Hono app are created on first use and
 * shared with the server's own API calls (sandbox/inApp.ts): one PGlite instance per
 * process, also across hot reloads in development.
 */
import { inAppSandbox, sandboxUnavailable, type InAppSandbox } from '@/sandbox/inApp';
import { isSandboxEnabled } from '@/sandbox/runtime';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const BASE_PATH = '/forms';

async function handle(request: Request): Promise<Response> {
  if (!isSandboxEnabled()) {
    return Response.json(
      {
        errors: [
          { code: 'NOT_FOUND', message: 'The sandbox is off: FORMS_API_URL / FORMS_AUTH_URL point at another server.' },
        ],
      },
      { status: 404 },
    );
  }
  let app: InAppSandbox['app'];
  try {
    ({ app } = await inAppSandbox());
  } catch (error) {
    // Its database does not open: 503 with the cause, not a 500 page (app/readyz says it too).
    return sandboxUnavailable(error);
  }
  // Next may hand the URL with or without the /forms base path: the app expects it.
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${BASE_PATH}/`)) {
    url.pathname = `${BASE_PATH}${url.pathname}`;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const init = {
      method: request.method,
      headers: request.headers,
      signal: request.signal,
      body: hasBody ? request.body : null,
      duplex: 'half',
    };
    return app.fetch(new Request(url, init as RequestInit));
  }
  return app.fetch(request);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
export const OPTIONS = handle;
