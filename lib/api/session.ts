import 'server-only';
import { cookies } from 'next/headers';
import type { TokenResponse } from './contracts/auth';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, SESSION_COOKIE_NAMES, sessionCookiesFor } from './sessionCookies';

/**
 * The session lives in httpOnly cookies (never in localStorage): the short-lived access
 * token, sent as the bearer, and the refresh token; plus a script-readable marker that
 * only says a session exists (lib/api/sessionCookies.ts).
 */
export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export async function readSessionTokens(): Promise<SessionTokens> {
  const store = await cookies();
  return {
    accessToken: store.get(ACCESS_TOKEN_COOKIE)?.value || null,
    refreshToken: store.get(REFRESH_TOKEN_COOKIE)?.value || null,
  };
}

/**
 * Stores new tokens. Cookies can only be written from server actions and route
 * handlers: during a server component render the write is skipped (the refreshed token
 * still serves the current request). proxy.ts refreshes an expired access token before
 * the page renders, so a render rarely needs to.
 */
export async function writeSessionTokens(tokens: TokenResponse): Promise<boolean> {
  try {
    const store = await cookies();
    for (const cookie of sessionCookiesFor(tokens)) store.set(cookie.name, cookie.value, cookie.options);
    return true;
  } catch {
    return false;
  }
}

export async function clearSessionTokens(): Promise<void> {
  try {
    const store = await cookies();
    for (const name of SESSION_COOKIE_NAMES) store.delete(name);
  } catch {
    // read-only context (server component render): nothing to clear here
  }
}
