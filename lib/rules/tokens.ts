import { decodeJwt } from 'jose';

/**
 * Access-token rules (SPEC §4, §6). The client only READS the token it already holds to
 * decide what to show; it never trusts it for authorisation (the API verifies the
 * signature). So decoding here deliberately does not verify: jose's `decodeJwt` reads the
 * payload (browsers, Node and edge runtimes alike) and rejects what is not a JWT.
 */

/** Claim names the sandbox puts in its tokens and this module reads. */
export const ACCESS_TOKEN_CLAIMS = {
  expiry: 'exp',
  userId: 'uid',
  roles: 'roles',
  unverified: 'unverified',
} as const;

export const ADMIN_ROLES = ['OrganizationAdmin', 'FormAdmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export interface AccessToken {
  /** Expiry instant, or null when the token has none. */
  readonly expiresAt: Date | null;
  readonly userId: string | null;
  readonly roles: readonly string[];
  readonly unverified: boolean;
}

/** The payload of a JWT as an object, or null when the token is not a readable JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

function readRoles(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  return [];
}

/** Identity providers write booleans as JSON booleans or as "true"/"True" strings. */
function readFlag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.toLowerCase() === 'true');
}

function readUserId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Reads the claims the front end uses; null when the token cannot be decoded. */
export function readAccessToken(token: string): AccessToken | null {
  const payload = decodeJwtPayload(token);
  if (!payload) return null;
  const expiry = payload[ACCESS_TOKEN_CLAIMS.expiry];
  return {
    expiresAt: typeof expiry === 'number' && Number.isFinite(expiry) ? new Date(expiry * 1000) : null,
    userId: readUserId(payload[ACCESS_TOKEN_CLAIMS.userId]),
    roles: readRoles(payload[ACCESS_TOKEN_CLAIMS.roles]),
    unverified: readFlag(payload[ACCESS_TOKEN_CLAIMS.unverified]),
  };
}

/**
 * Expired when the expiry is before now. A token without a readable expiry counts as
 * expired: refreshing costs one call, trusting it could show a stale session.
 */
export function isTokenExpired(token: AccessToken | null, now: Date): boolean {
  if (!token?.expiresAt) return true;
  return token.expiresAt.getTime() < now.getTime();
}

/** Connected = the token names a user and the user is not flagged unverified (SPEC §4). */
export function isConnected(token: AccessToken | null): boolean {
  return Boolean(token?.userId) && !token?.unverified;
}

export function isAdminRole(role: string): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}

export function hasAdminRole(token: AccessToken | null): boolean {
  return token?.roles.some(isAdminRole) ?? false;
}
