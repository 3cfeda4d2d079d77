import 'server-only';
import { internalOrigin, sameOriginProxyBase, upstreamBase } from './upstream';

/**
 * Where the forms API lives (SPEC §7). By default the built-in sandbox on this very app
 * (the server's own calls hand it the same requests in process: ./transport); FORMS_API_URL
 * and FORMS_AUTH_URL point elsewhere and turn the sandbox off.
 */
export interface ApiEndpoints {
  api: string;
  auth: string;
  /** Same-origin proxy (SPEC §7: /forms/api, /forms/auth), the fallback after a 421 or a network error. */
  proxyApi: string;
  proxyAuth: string;
}

/** Where the server calls the API: from configuration, never from the request (./upstream). */
export async function apiEndpoints(): Promise<ApiEndpoints> {
  const origin = internalOrigin();
  return {
    api: upstreamBase('api', origin),
    auth: upstreamBase('auth', origin),
    proxyApi: sameOriginProxyBase('api', origin),
    proxyAuth: sameOriginProxyBase('auth', origin),
  };
}
