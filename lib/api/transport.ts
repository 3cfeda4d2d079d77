import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/clientAddress';
import type { ZodType, z } from 'zod';
import { TokenResponseSchema } from './contracts/auth';
import { apiEndpoints, type ApiEndpoints } from './config';
import { httpRequest, type HttpRequest } from './http';
import { inProcessSandboxFetch } from './inProcess';
import { clearSessionTokens, readSessionTokens, writeSessionTokens } from './session';
import { reachesSandboxInProcess, type ApiService } from './upstream';

/**
 * The Next glue of the transport (lib/api/http.ts): endpoints from the request, the
 * bearer from the httpOnly access-token cookie, and the refresh from the refresh-token
 * cookie. Used from server components, server actions and route handlers; the browser
 * never holds a token.
 */
export interface ApiCall<S extends ZodType> extends Omit<
  HttpRequest<S>,
  'base' | 'proxyBase' | 'bearer' | 'refreshBearer' | 'fetchImpl'
> {
  /** Which server: the forms API (default) or the auth server. */
  service?: 'api' | 'auth';
  /** Send the session's bearer (default true). */
  authenticated?: boolean;
  /** Use this bearer instead of the cookie's (right after sign-in, before the browser has the cookie). */
  bearer?: string;
  /**
   * Send the visitor's address, for the API's rate limits (docs/security.md): the calls a
   * server action makes for the visitor (sign-in, emailed links, reports, prospects).
   * Not on renders, which may be cached and read no request header.
   */
  forwardClient?: boolean;
}

/**
 * The visitor's address as the Node server hook resolved it (lib/http/clientAddress): to
 * the in-app sandbox in CLIENT_ADDRESS_HEADER, which it trusts because the hook replaces
 * whatever a client sends; to any other API as X-Forwarded-For, which it believes only
 * through its configured proxy hops (the app is then one of them).
 */
async function clientHeaders(): Promise<Record<string, string>> {
  const address = (await headers()).get(CLIENT_ADDRESS_HEADER);
  return address ? { [CLIENT_ADDRESS_HEADER]: address, 'x-forwarded-for': address } : {};
}

/**
 * How a call reaches its service. The in-app sandbox is reached in process: its Hono app
 * answers the very Request an HTTP call would carry (same URL, headers, bearer, body),
 * without the loopback socket and a second pass through Next (the proxy, the route
 * handler) for every API call of a render. The sandbox is loaded on first use only
 * (./inProcess), so a deployment on a remote API never loads it. The rules stay those of
 * HTTP (SPEC §7): an answer 421 or a failure is tried once more through the same-origin
 * proxy, over HTTP (the sandbox's fault injection makes such answers in tests).
 */
const requestUrl = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input
  : input instanceof URL ? input.href
  : input.url;

async function route(
  service: ApiService,
  endpoints: ApiEndpoints,
): Promise<Pick<HttpRequest<ZodType>, 'base' | 'proxyBase' | 'fetchImpl'>> {
  const base = service === 'api' ? endpoints.api : endpoints.auth;
  const proxyBase = service === 'api' ? endpoints.proxyApi : endpoints.proxyAuth;
  const inProcess = reachesSandboxInProcess(service) ? inProcessSandboxFetch() : null;
  if (!inProcess) return { base, proxyBase };
  const sandboxFetch = await inProcess;
  const fetchImpl: typeof fetch = (input, init) =>
    requestUrl(input).startsWith(`${base}/`) ? sandboxFetch(input, init) : fetch(input, init);
  return { base, proxyBase, fetchImpl };
}

async function exchangeRefreshToken(): Promise<string | null> {
  const { refreshToken } = await readSessionTokens();
  if (!refreshToken) return null;
  const endpoints = await apiEndpoints();
  try {
    const tokens = await httpRequest({
      method: 'POST',
      ...(await route('auth', endpoints)),
      path: '/token',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      schema: TokenResponseSchema,
      routeLabel: 'auth.refresh',
    });
    await writeSessionTokens(tokens);
    return tokens.access_token;
  } catch {
    await clearSessionTokens();
    return null;
  }
}

/**
 * Exchanges the refresh-token cookie for new tokens; null when there is none or it is
 * refused. Several calls of one request that all meet a 401 share one refresh (React's
 * per-request cache), so the refresh token is rotated once.
 */
export const refreshSession: () => Promise<string | null> = cache(exchangeRefreshToken);

/** One call to the forms API from the server (server components, actions, route handlers). */
export async function callApi<S extends ZodType>({
  service = 'api',
  authenticated = true,
  bearer: givenBearer,
  forwardClient = false,
  ...call
}: ApiCall<S>): Promise<z.infer<S>> {
  const endpoints = await apiEndpoints();
  const bearer = !authenticated ? null : (givenBearer ?? (await readSessionTokens()).accessToken);
  return httpRequest({
    ...call,
    ...(forwardClient ? { headers: { ...(await clientHeaders()), ...call.headers } } : {}),
    ...(await route(service, endpoints)),
    bearer,
    refreshBearer: authenticated ? refreshSession : undefined,
  });
}
