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

/** This app's origin as the server should reach it: FORMS_INTERNAL_ORIGIN behind a load balancer, else the request's. */
export function internalOrigin(requestOrigin: string): string {
  const configured = process.env.FORMS_INTERNAL_ORIGIN?.trim();
  return trimSlash(configured || requestOrigin);
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
export function isSandboxEnabled(env: Record<string, string | undefined> = process.env): boolean {
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
