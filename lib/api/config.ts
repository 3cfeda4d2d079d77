import 'server-only';
import { headers } from 'next/headers';
import { internalOrigin, sameOriginProxyBase, upstreamBase } from './upstream';

export { upstreamBase } from './upstream';

/**
 * Where the forms API lives (SPEC §7). By default the built-in sandbox, reached over
 * HTTP on this very app (so it behaves like any remote API); FORMS_API_URL and
 * FORMS_AUTH_URL point elsewhere and turn the sandbox off.
 */
export interface ApiEndpoints {
  api: string;
  auth: string;
  /** Same-origin proxy (SPEC §7: /forms/api, /forms/auth), the fallback after a 421 or a network error. */
  proxyApi: string;
  proxyAuth: string;
}

/** This app's own origin, as the request reached it (or FORMS_INTERNAL_ORIGIN behind a load balancer). */
export async function selfOrigin(): Promise<string> {
  const requestHeaders = await headers();
  const host =
    requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? `localhost:${process.env.PORT ?? 3000}`;
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http';
  return internalOrigin(`${protocol.split(',')[0]?.trim()}://${host.split(',')[0]?.trim()}`);
}

export async function apiEndpoints(): Promise<ApiEndpoints> {
  const origin = await selfOrigin();
  return {
    api: upstreamBase('api', origin),
    auth: upstreamBase('auth', origin),
    proxyApi: sameOriginProxyBase('api', origin),
    proxyAuth: sameOriginProxyBase('auth', origin),
  };
}
