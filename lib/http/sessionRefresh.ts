/**
 * Refreshing the session before a page renders (used by proxy.ts). A server component
 * cannot write cookies, so a token refreshed during a render would be lost and the
 * rotated refresh token replayed on the next page. The proxy can: when the access token
 * is missing or about to expire and a refresh token exists, it exchanges it, hands the
 * new access token to the render (request cookie) and stores both (response cookies).
 */
import { TokenResponseSchema, type TokenResponse } from '@/lib/api/contracts/auth';
import { httpRequest, isApiFailure } from '@/lib/api/http';
import { ACCESS_TOKEN_REFRESH_MARGIN_S } from '@/lib/api/sessionCookies';
import { isTokenExpired, readAccessToken } from '@/lib/rules/tokens';

/** Paths that never trigger a refresh: the API servers themselves and framework files. */
const NO_REFRESH_PREFIXES = ['/sandbox', '/auth', '/_next', '/healthz'];

export function needsSessionRefresh(input: {
  pathname: string;
  accessToken: string | undefined;
  refreshToken: string | undefined;
  now: Date;
}): boolean {
  if (!input.refreshToken) return false;
  if (NO_REFRESH_PREFIXES.some((prefix) => input.pathname === prefix || input.pathname.startsWith(`${prefix}/`))) {
    return false;
  }
  if (!input.accessToken) return true;
  const soon = new Date(input.now.getTime() + ACCESS_TOKEN_REFRESH_MARGIN_S * 1000);
  return isTokenExpired(readAccessToken(input.accessToken), soon);
}

export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: TokenResponse }
  /** The auth server refused the refresh token: the session is over. */
  | { kind: 'ended' }
  /** The auth server could not answer: keep the cookies, try again on the next request. */
  | { kind: 'unavailable' };

export async function refreshTokens(options: {
  authBase: string;
  proxyBase: string;
  refreshToken: string;
  fetchImpl?: typeof fetch;
}): Promise<RefreshOutcome> {
  try {
    const tokens = await httpRequest({
      method: 'POST',
      base: options.authBase,
      proxyBase: options.proxyBase,
      path: '/token',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: options.refreshToken }),
      schema: TokenResponseSchema,
      routeLabel: 'auth.refresh',
      timeoutMs: 10_000,
      fetchImpl: options.fetchImpl,
    });
    return { kind: 'refreshed', tokens };
  } catch (error) {
    if (isApiFailure(error) && (error.statusCode === 400 || error.statusCode === 401)) return { kind: 'ended' };
    return { kind: 'unavailable' };
  }
}
