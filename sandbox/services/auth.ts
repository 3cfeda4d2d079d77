/**
 * Auth server: HS256 access tokens (jose) and opaque refresh tokens stored as SHA-256
 * hashes, rotated on every use. A rotated token still works for a few seconds (two tabs
 * refreshing at once must not log the user out); reusing it later is treated as a
 * theft and ends the session. Disconnect ends the session: its access tokens stop
 * working too (the session is checked on each authenticated call).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { z } from 'zod';
import {
  AccessTokenClaimsSchema,
  type AccessTokenClaims,
  type PasswordGrantSchema,
  type RefreshGrantSchema,
  type RoleGrant,
  type TokenResponse,
} from '@/lib/api/contracts/auth';
import { ACCESS_TOKEN_CLAIMS } from '@/lib/rules/tokens';
import type { Executor, SandboxDb, SandboxTx } from '../db/client';
import { forms, organizations, refreshTokens, userRoles, users } from '../db/schema';
import type { RequestContext, SandboxConfig } from '../context';
import { ApiFailure, type SandboxErrorCode } from '../http/errors';
import { newId, randomToken } from './ids';
import { dummyPasswordHash, verifyPassword } from './passwords';

export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;
/** A rotated refresh token is still honoured this long (concurrent refreshes). */
export const ROTATION_GRACE_MS = 30_000;

export type UserRow = typeof users.$inferSelect;

/** OAuth2-style error of the token endpoint, with the `errors` list every failure has. */
export function authFailure(status: 400 | 401, error: SandboxErrorCode, description: string): ApiFailure {
  return new ApiFailure(status, [{ code: error, message: description }], { error, error_description: description });
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function grantsOf(ex: Executor, userId: number): Promise<RoleGrant[]> {
  const rows = await ex
    .select({
      role: userRoles.role,
      organizationSlug: organizations.slug,
      formType: forms.formType,
      formSlug: forms.slug,
    })
    .from(userRoles)
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .leftJoin(forms, eq(forms.id, userRoles.formId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => ({
    role: row.role as RoleGrant['role'],
    organizationSlug: row.organizationSlug,
    ...(row.formType && row.formSlug ? { formType: row.formType, formSlug: row.formSlug } : {}),
  }));
}

export async function signAccessToken(
  config: SandboxConfig,
  user: UserRow,
  grants: RoleGrant[],
  sessionId: string,
  now: Date,
  lifetimeSeconds: number,
): Promise<string> {
  const claims = {
    [ACCESS_TOKEN_CLAIMS.userId]: String(user.id),
    [ACCESS_TOKEN_CLAIMS.roles]: [...new Set(grants.map((grant) => grant.role))],
    [ACCESS_TOKEN_CLAIMS.unverified]: !user.verified,
    grants,
    email: user.email,
    sid: sessionId,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + lifetimeSeconds)
    .sign(config.jwtSecret);
}

async function issueTokens(
  tx: SandboxTx,
  ctx: RequestContext,
  user: UserRow,
  sessionId: string,
  lifetimeSeconds: number | undefined,
): Promise<TokenResponse> {
  const lifetime = ctx.config.testMode && lifetimeSeconds ? lifetimeSeconds : ACCESS_TOKEN_LIFETIME_S;
  const refreshToken = randomToken();
  await tx.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken),
    userId: user.id,
    sessionId,
    expiresAt: new Date(ctx.now.getTime() + REFRESH_TOKEN_LIFETIME_S * 1000),
    createdAt: ctx.now,
  });
  const accessToken = await signAccessToken(
    ctx.config,
    user,
    await grantsOf(tx, user.id),
    sessionId,
    ctx.now,
    lifetime,
  );
  return { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: lifetime };
}

export async function passwordGrant(
  tx: SandboxTx,
  ctx: RequestContext,
  body: z.output<typeof PasswordGrantSchema>,
): Promise<TokenResponse> {
  const rows = await tx.select().from(users).where(eq(users.email, body.username.trim().toLowerCase()));
  const user = rows[0];
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) throw authFailure(400, 'invalid_grant', 'Wrong email or password.');
  if (user.passwordExpired) {
    throw authFailure(400, 'password_expired', 'The password has expired: the user must choose a new one.');
  }
  return issueTokens(tx, ctx, user, newId('ses'), body.expires_in);
}

/**
 * Rotates a refresh token. A failure that must still be recorded (the session ended on
 * reuse) is RETURNED, so the caller's transaction commits before it answers the error.
 */
export async function refreshGrant(
  tx: SandboxTx,
  ctx: RequestContext,
  body: z.output<typeof RefreshGrantSchema>,
): Promise<TokenResponse | { failure: ApiFailure }> {
  const rows = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(body.refresh_token)))
    .for('update');
  const token = rows[0];
  if (!token) throw authFailure(400, 'invalid_grant', 'Unknown refresh token.');
  if (token.expiresAt.getTime() <= ctx.now.getTime())
    throw authFailure(400, 'invalid_grant', 'The refresh token has expired.');
  if (token.revokedAt) {
    const withinGrace =
      token.revokedReason === 'rotated' && ctx.now.getTime() - token.revokedAt.getTime() <= ROTATION_GRACE_MS;
    if (!withinGrace) {
      const failure = authFailure(400, 'invalid_grant', 'The refresh token was already used or revoked.');
      if (token.revokedReason !== 'rotated') throw failure;
      // A rotated token used again long after: someone else may hold it. End the session.
      await revokeSession(tx, token.sessionId, ctx.now, 'reused');
      return { failure };
    }
  } else {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: ctx.now, revokedReason: 'rotated' })
      .where(eq(refreshTokens.id, token.id));
  }
  const userRows = await tx.select().from(users).where(eq(users.id, token.userId));
  const user = userRows[0];
  if (!user) throw authFailure(400, 'invalid_grant', 'The user no longer exists.');
  return issueTokens(tx, ctx, user, token.sessionId, body.expires_in);
}

export async function revokeSession(
  ex: Executor,
  sessionId: string,
  now: Date,
  reason: 'disconnected' | 'reused',
): Promise<void> {
  // Every token of the session, rotated ones included (their grace window ends here).
  await ex
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  await ex
    .update(refreshTokens)
    .set({ revokedReason: reason })
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revokedReason, 'rotated')));
}

/** Disconnect: the session of the bearer token and/or of the given refresh token. */
export async function disconnect(ctx: RequestContext, refreshToken: string | undefined): Promise<void> {
  const sessions = new Set<string>();
  if (ctx.claims) sessions.add(ctx.claims.sid);
  if (refreshToken) {
    const rows = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (rows[0]) sessions.add(rows[0].sessionId);
  }
  for (const sessionId of sessions) await revokeSession(ctx.db, sessionId, ctx.now, 'disconnected');
}

function unauthorized(code: 'INVALID_TOKEN' | 'TOKEN_EXPIRED', message: string): ApiFailure {
  return new ApiFailure(401, [{ code, message }]);
}

/** An HS256 token's payload once its signature and expiry are checked; 401 otherwise. */
export async function tokenPayload(
  config: SandboxConfig,
  token: string,
  now: Date,
  clockTolerance = 0,
): Promise<unknown> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: now,
      clockTolerance,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw unauthorized('TOKEN_EXPIRED', 'The access token has expired: refresh it.');
    throw unauthorized('INVALID_TOKEN', 'The access token is not valid.');
  }
}

/** A user's access token at the request's instant; 401 when invalid, expired or its session ended. */
export async function verifyAccessToken(
  db: SandboxDb,
  config: SandboxConfig,
  token: string,
  now: Date,
  /** Seconds of expiry tolerated (disconnect accepts a just-expired token). */
  clockTolerance = 0,
  /** The payload, when the caller checked the token already. */
  checked?: unknown,
): Promise<AccessTokenClaims> {
  const payload = checked ?? (await tokenPayload(config, token, now, clockTolerance));
  const parsed = AccessTokenClaimsSchema.safeParse(payload);
  if (!parsed.success) throw unauthorized('INVALID_TOKEN', 'The access token lacks required claims.');
  const ended = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.sessionId, parsed.data.sid),
        inArray(refreshTokens.revokedReason, ['disconnected', 'reused']),
      ),
    );
  if ((ended[0]?.n ?? 0) > 0) throw unauthorized('INVALID_TOKEN', 'The session has ended (disconnected).');
  return parsed.data;
}
