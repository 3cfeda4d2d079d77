import 'server-only';
import { cache } from 'react';
import type { UserAggregate } from '@/lib/api/contracts/users';
import { isApiFailure } from '@/lib/api/http';
import { readSessionTokens } from '@/lib/api/session';
import { getUserAggregate } from '@/lib/api/users';
import { hasAdminRole, isConnected, readAccessToken } from '@/lib/rules/tokens';

export interface Session {
  /** A session cookie exists (it may still belong to an unverified user). */
  hasSession: boolean;
  /** SPEC §4/§6: the token names a user who is not flagged unverified. */
  connected: boolean;
  /** The token holds OrganizationAdmin or FormAdmin (SPEC §6). */
  admin: boolean;
}

/** The session as the cookies say, once per request. */
export const getSession = cache(async (): Promise<Session> => {
  const { accessToken, refreshToken } = await readSessionTokens();
  const token = accessToken ? readAccessToken(accessToken) : null;
  return {
    hasSession: Boolean(accessToken || refreshToken),
    connected: isConnected(token),
    admin: hasAdminRole(token),
  };
});

/**
 * The signed-in user's aggregate (SPEC §7 GET /agg/user), once per request; null when
 * nobody is connected. A failure shows the page as for an anonymous visitor rather than
 * breaking it (the next page tries again); it is logged on the server.
 */
export const getSessionUser = cache(async (): Promise<UserAggregate | null> => {
  const session = await getSession();
  if (!session.connected) return null;
  try {
    return await getUserAggregate();
  } catch (error) {
    if (!isApiFailure(error) || (error.statusCode !== 401 && error.statusCode !== 403)) {
      process.stderr.write(
        `[account] user aggregate unavailable: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
    return null;
  }
});
