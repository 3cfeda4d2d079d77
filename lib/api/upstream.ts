/**
 * Where the forms API and the auth server live, without any Next import (the proxy and
 * the same-origin proxy route handlers use it too). By default the built-in sandbox on
 * this very app; FORMS_API_URL / FORMS_AUTH_URL point elsewhere and turn it off.
 */
import { basePath } from '@/lib/config';

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
 * This app's origin as browsers and third parties reach it (the card provider's return
 * address, the back link a payment request carries, the in-app sandbox's links):
 * FORMS_PUBLIC_ORIGIN, else http://localhost and the port it listens on. From
 * configuration only, like internalOrigin.
 */
export function publicOrigin(env: Env = process.env): string {
  return trimSlash(env.FORMS_PUBLIC_ORIGIN?.trim() || `http://localhost:${listeningPort(env)}`);
}

/**
 * An address on this app's public origin as a path the browser resolves against the page
 * (so a page opened as 127.0.0.1 posts to itself, not to localhost); any other address
 * unchanged.
 */
export function onThisOrigin(url: string, env: Env = process.env): string {
  const origin = publicOrigin(env);
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
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
