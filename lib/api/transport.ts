import 'server-only';
import { cache } from 'react';
import type { ZodType, z } from 'zod';
import { TokenResponseSchema } from './contracts/auth';
import { apiEndpoints } from './config';
import { httpRequest, type HttpRequest } from './http';
import { clearSessionTokens, readSessionTokens, writeSessionTokens } from './session';

/**
 * The Next glue of the transport (lib/api/http.ts): endpoints from the request, the
 * bearer from the httpOnly access-token cookie, and the refresh from the refresh-token
 * cookie. Used from server components, server actions and route handlers; the browser
 * never holds a token.
 */
export interface ApiCall<S extends ZodType> extends Omit<
  HttpRequest<S>,
  'base' | 'proxyBase' | 'bearer' | 'refreshBearer'
> {
  /** Which server: the forms API (default) or the auth server. */
  service?: 'api' | 'auth';
  /** Send the session's bearer (default true). */
  authenticated?: boolean;
  /** Use this bearer instead of the cookie's (right after sign-in, before the browser has the cookie). */
  bearer?: string;
}

async function exchangeRefreshToken(): Promise<string | null> {
  const { refreshToken } = await readSessionTokens();
  if (!refreshToken) return null;
  const endpoints = await apiEndpoints();
  try {
    const tokens = await httpRequest({
      method: 'POST',
      base: endpoints.auth,
      proxyBase: endpoints.proxyAuth,
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
  ...call
}: ApiCall<S>): Promise<z.infer<S>> {
  const endpoints = await apiEndpoints();
  const bearer = !authenticated ? null : (givenBearer ?? (await readSessionTokens()).accessToken);
  return httpRequest({
    ...call,
    base: service === 'api' ? endpoints.api : endpoints.auth,
    proxyBase: service === 'api' ? endpoints.proxyApi : endpoints.proxyAuth,
    bearer,
    refreshBearer: authenticated ? refreshSession : undefined,
  });
}
