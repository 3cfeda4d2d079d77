/**
 * Names and options of the session cookies, shared by lib/api/session.ts (server
 * components, actions, route handlers) and proxy.ts (which refreshes the tokens before a
 * page renders). No Next import here: the proxy bundle stays small.
 *
 * - `forms-access-token` (httpOnly): the short-lived access token, sent as the bearer.
 * - `forms-refresh-token` (httpOnly): exchanged for new tokens (rotated on each use).
 * - `forms-session` (readable by scripts, value "1", no secret): tells the browser a
 *   session exists, so the client can revoke the user it shows when the session is gone
 *   (SPEC §6). Tokens are never readable by scripts and never go to localStorage.
 */
import { firstPartyCookie, type CookieAttributes } from '../http/cookiePolicy';

export const ACCESS_TOKEN_COOKIE = 'forms-access-token';
export const REFRESH_TOKEN_COOKIE = 'forms-refresh-token';
export const SESSION_MARKER_COOKIE = 'forms-session';

/** Refresh token and session marker lifetime, in seconds (the sandbox's refresh tokens live 30 days). */
export const REFRESH_TOKEN_MAX_AGE = 60 * 60 * 24 * 30;

/** The proxy refreshes an access token that expires within this many seconds (clock skew, slow pages). */
export const ACCESS_TOKEN_REFRESH_MARGIN_S = 60;

export type SessionCookieOptions = CookieAttributes;

/** Session cookies follow the app's cookie policy (lib/http/cookiePolicy.ts), on every path. */
export function sessionCookieOptions(httpOnly = true): SessionCookieOptions {
  return firstPartyCookie({ path: '/', readableByScripts: !httpOnly });
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** The three cookies to write for new tokens, in one place for every writer. */
export function sessionCookiesFor(tokens: TokenPair): { name: string; value: string; options: SessionCookieOptions }[] {
  return [
    {
      name: ACCESS_TOKEN_COOKIE,
      value: tokens.access_token,
      options: { ...sessionCookieOptions(), maxAge: tokens.expires_in },
    },
    {
      name: REFRESH_TOKEN_COOKIE,
      value: tokens.refresh_token,
      options: { ...sessionCookieOptions(), maxAge: REFRESH_TOKEN_MAX_AGE },
    },
    {
      name: SESSION_MARKER_COOKIE,
      value: '1',
      options: { ...sessionCookieOptions(false), maxAge: REFRESH_TOKEN_MAX_AGE },
    },
  ];
}

export const SESSION_COOKIE_NAMES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, SESSION_MARKER_COOKIE] as const;
