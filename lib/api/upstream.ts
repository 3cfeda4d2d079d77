/**
 * Where the forms API and the auth server live, without any Next import (the proxy and
 * the same-origin proxy route handlers use it too). By default the built-in sandbox on
 * this very app; FORMS_API_URL / FORMS_AUTH_URL point elsewhere and turn it off.
 */
import { basePath } from '@/lib/config';
import { isPathOnly } from '@/lib/http/pathAddress';

export type ApiService = 'api' | 'auth';

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** Where this app mounts the built-in sandbox (SANDBOX_BASE_PATH overrides it). */
export const DEFAULT_SANDBOX_BASE_PATH = `${basePath}/sandbox`;

type Env = Record<string, string | undefined>;

/** The port this server listens on (`next start -p` sets PORT). */
const listeningPort = (env: Env) => env.PORT?.trim() || '3000';

/**
 * This app's origin as its own server reaches it (its API calls to the in-app sandbox,
 * the same-origin proxy's retries): FORMS_INTERNAL_ORIGIN behind a load balancer, else
 * the loopback address and the port it listens on. Never the request's Host or
 * X-Forwarded-Host: a forged header would make the server call that host, and send the
 * visitor's bearer there.
 */
export function internalOrigin(env: Env = process.env): string {
  return trimSlash(env.FORMS_INTERNAL_ORIGIN?.trim() || `http://127.0.0.1:${listeningPort(env)}`);
}

/**
 * This app's origin as a site, an e-mail or any other third party is given it (a prepared
 * cart's address, a payment request's back link, an abuse report's form address):
 * FORMS_PUBLIC_ORIGIN, else http://localhost and the port it listens on. From
 * configuration only, like internalOrigin. Browsers on a page of the app are given paths
 * instead unless FORMS_PUBLIC_ORIGIN is set (browserAddressBase, cardReturnAddress).
 */
export function publicOrigin(env: Env = process.env): string {
  return trimSlash(configuredPublicOrigin(env) || `http://localhost:${listeningPort(env)}`);
}

/** FORMS_PUBLIC_ORIGIN when it is set (the one origin browsers are to use), else null. */
export function configuredPublicOrigin(env: Env = process.env): string | null {
  const configured = env.FORMS_PUBLIC_ORIGIN?.trim();
  return configured ? trimSlash(configured) : null;
}

/**
 * What a browser on one of the app's pages is given before a path of the app: the
 * configured public origin, else nothing — the path alone, which the browser resolves
 * against the origin it is on (127.0.0.1, localhost or a domain), never one taken from the
 * request's Host or X-Forwarded-* headers.
 */
export function browserAddressBase(env: Env = process.env): string {
  return configuredPublicOrigin(env) ?? '';
}

/**
 * Where the card provider sends the payer back to `path` (a page of this app, base path
 * included). A provider addressed by a path is this app's own (the in-app sandbox): the
 * return is a path too, so the payer comes back to the origin they are on. A provider on
 * another origin (the standalone sandbox, FORMS_CARD_PROVIDER_ORIGIN) cannot resolve a
 * path against our pages: it gets our public origin. FORMS_PUBLIC_ORIGIN, when set, wins.
 */
export function cardReturnAddress(path: string, providerUrl: string, env: Env = process.env): string {
  const configured = configuredPublicOrigin(env);
  if (configured) return `${configured}${path}`;
  return isPathOnly(providerUrl) ? path : `${publicOrigin(env)}${path}`;
}

/**
 * The addresses the in-app sandbox hands out (sandbox/inApp.ts), unless SANDBOX_APP_URL /
 * SANDBOX_PUBLIC_URL say otherwise:
 *  - `appUrl`, absolute: the app's public origin and base path, for what leaves the
 *    visitor's page (a prepared cart's address given to another site, e-mail links);
 *  - `publicUrl`: the sandbox's base for its card provider and 3-D Secure page, and so
 *    for the pages the provider sends the payer back to — absolute on
 *    FORMS_CARD_PROVIDER_ORIGIN or FORMS_PUBLIC_ORIGIN when one is set, else the path alone.
 */
export function inAppSandboxAddresses(env: Env = process.env): { appUrl: string; publicUrl: string } {
  const sandboxPath = env.SANDBOX_BASE_PATH || DEFAULT_SANDBOX_BASE_PATH;
  const providerOrigin = env.FORMS_CARD_PROVIDER_ORIGIN?.trim() || configuredPublicOrigin(env) || '';
  return {
    appUrl: env.SANDBOX_APP_URL || `${publicOrigin(env)}${basePath}`,
    publicUrl: env.SANDBOX_PUBLIC_URL || `${trimSlash(providerOrigin)}${sandboxPath}`,
  };
}

/** The real server of a service (what the same-origin proxy forwards to). */
export function upstreamBase(service: ApiService, origin: string): string {
  const configured = service === 'api' ? process.env.FORMS_API_URL : process.env.FORMS_AUTH_URL;
  return trimSlash(configured?.trim() || `${trimSlash(origin)}${DEFAULT_SANDBOX_BASE_PATH}/${service}`);
}

/** The same-origin proxy of a service (SPEC §7: /forms/api, /forms/auth). */
export function sameOriginProxyBase(service: ApiService, origin: string): string {
  return `${trimSlash(origin)}${basePath}/${service}`;
}

/**
 * Whether the built-in sandbox serves the API: FORMS_API_URL / FORMS_AUTH_URL unset, or
 * pointing at a path under the sandbox's base path (this app's /forms/sandbox).
 */
export function isSandboxEnabled(env: Env = process.env): boolean {
  const sandboxBasePath = env.SANDBOX_BASE_PATH || DEFAULT_SANDBOX_BASE_PATH;
  return [env.FORMS_API_URL, env.FORMS_AUTH_URL].every((value) => {
    if (!value) return true;
    try {
      return new URL(value, 'http://localhost').pathname.startsWith(sandboxBasePath);
    } catch {
      return false;
    }
  });
}

/**
 * Whether the server's own calls to a service may skip HTTP and hand their requests to the
 * in-app sandbox directly (sandbox/inApp.ts): the sandbox is on, the service's address is
 * not configured (so it is this app's /forms/sandbox), and FORMS_INTERNAL_ORIGIN does not
 * say the app reaches itself through another address (a balancer in front of several
 * instances, or a test that stands its own sandbox there): then HTTP it is.
 */
export function reachesSandboxInProcess(service: ApiService, env: Env = process.env): boolean {
  const configured = service === 'api' ? env.FORMS_API_URL : env.FORMS_AUTH_URL;
  return isSandboxEnabled(env) && !configured?.trim() && !env.FORMS_INTERNAL_ORIGIN?.trim();
}
