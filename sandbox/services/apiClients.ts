/**
 * Organisations' API credentials (OAuth2 client_credentials, as HelloAsso's API): an
 * association's own site exchanges its client id and secret for an access token of that
 * organisation, and prepares checkout carts with it (POST /carts/cart-one-page). Secrets
 * are random, stored as SHA-256 hashes and shown once, to an admin of the organisation.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { z } from 'zod';
import {
  ClientTokenClaimsSchema,
  type ApiClientResponse,
  type ClientCredentialsGrantSchema,
  type ClientTokenClaims,
  type ClientTokenResponse,
} from '@/lib/api/contracts/auth';
import type { Executor, SandboxDb } from '../db/client';
import { apiClients, organizations } from '../db/schema';
import type { RequestContext, SandboxConfig } from '../context';
import { ApiFailure, fail } from '../http/errors';
import { authFailure, sha256 } from './auth';
import { findOrganization } from './forms';
import { randomToken } from './ids';

/** HelloAsso's client tokens last 30 minutes. */
export const CLIENT_TOKEN_LIFETIME_S = 30 * 60;

/** The organisation whose credential made the request's bearer token. */
export interface ClientCaller {
  readonly clientId: string;
  readonly organizationId: number;
  readonly organizationSlug: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function usableClient(ex: Executor, config: SandboxConfig, clientId: string) {
  const rows = await ex
    .select({ client: apiClients, organizationSlug: organizations.slug })
    .from(apiClients)
    .innerJoin(organizations, eq(organizations.id, apiClients.organizationId))
    .where(eq(apiClients.clientId, clientId));
  const row = rows[0];
  // A credential whose secret is written in the source works under the test mode only.
  return row && (!row.client.testModeOnly || config.testMode) ? row : null;
}

/** POST /auth/token grant_type=client_credentials. */
export async function clientCredentialsGrant(
  ex: Executor,
  ctx: RequestContext,
  body: z.output<typeof ClientCredentialsGrantSchema>,
): Promise<ClientTokenResponse> {
  const row = await usableClient(ex, ctx.config, body.client_id);
  // Hashed either way, so an unknown id takes as long as a wrong secret.
  const given = sha256(body.client_secret);
  if (!row || !sameHash(given, row.client.secretHash)) {
    throw authFailure(401, 'invalid_client', 'Unknown client_id or wrong client_secret.');
  }
  const claims = { typ: 'client', client_id: row.client.clientId, organizationSlug: row.organizationSlug };
  const accessToken = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(`client:${row.client.clientId}`)
    .setIssuedAt(seconds(ctx.now))
    .setExpirationTime(seconds(ctx.now) + CLIENT_TOKEN_LIFETIME_S)
    .sign(ctx.config.jwtSecret);
  return { access_token: accessToken, token_type: 'bearer', expires_in: CLIENT_TOKEN_LIFETIME_S };
}

/** The claims when `payload` is a client token's, else null (a user's token). */
export function clientClaimsOf(payload: unknown): ClientTokenClaims | null {
  const parsed = ClientTokenClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** A verified client token's caller; 401 when its credential no longer works. */
export async function clientCaller(db: SandboxDb, config: SandboxConfig, claims: ClientTokenClaims) {
  const row = await usableClient(db, config, claims.client_id);
  if (!row) throw new ApiFailure(401, [{ code: 'INVALID_TOKEN', message: 'The API credential no longer works.' }]);
  return {
    clientId: row.client.clientId,
    organizationId: row.client.organizationId,
    organizationSlug: row.organizationSlug,
  } satisfies ClientCaller;
}

/**
 * POST /api/organizations/{org}/api-clients: an OrganizationAdmin of {org} makes a new
 * credential; its random secret is answered this once and kept only as a hash.
 */
export async function createApiClient(ctx: RequestContext, organizationSlug: string): Promise<ApiClientResponse> {
  if (!ctx.claims) throw fail(401, 'UNAUTHORIZED', 'Sign in as an admin of the organisation.');
  const org = await findOrganization(ctx.db, organizationSlug);
  const isAdmin = ctx.claims.grants.some(
    (grant) => grant.role === 'OrganizationAdmin' && grant.organizationSlug === org.slug,
  );
  if (!isAdmin) throw fail(403, 'FORBIDDEN', `Only an OrganizationAdmin of "${org.slug}" makes its API credentials.`);
  const clientId = `${org.slug}-${randomToken(6)}`;
  const clientSecret = randomToken(32);
  await ctx.db
    .insert(apiClients)
    .values({ clientId, organizationId: org.id, secretHash: sha256(clientSecret), createdAt: ctx.now });
  return { clientId, clientSecret, organizationSlug: org.slug, createdAt: ctx.now.toISOString() };
}
