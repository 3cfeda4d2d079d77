/**
 * The caller a bearer token names: a signed-in user (password grant) or an
 * organisation's site (client_credentials grant). Both are HS256 tokens of the same
 * secret; a client token says so in its `typ` claim.
 */
import type { AccessTokenClaims } from '@/lib/api/contracts/auth';
import type { SandboxDb } from '../db/client';
import type { SandboxConfig } from '../context';
import { ApiFailure } from '../http/errors';
import { clientCaller, clientClaimsOf, type ClientCaller } from './apiClients';
import { tokenPayload, verifyAccessToken } from './auth';

export interface BearerCaller {
  readonly claims: AccessTokenClaims | null;
  readonly client: ClientCaller | null;
}

export async function verifyBearer(
  db: SandboxDb,
  config: SandboxConfig,
  token: string,
  now: Date,
  clockTolerance = 0,
): Promise<BearerCaller> {
  const payload = await tokenPayload(config, token, now, clockTolerance);
  const isClient = typeof payload === 'object' && payload !== null && (payload as { typ?: unknown }).typ === 'client';
  if (!isClient)
    return { claims: await verifyAccessToken(db, config, token, now, clockTolerance, payload), client: null };
  const claims = clientClaimsOf(payload);
  if (!claims)
    throw new ApiFailure(401, [{ code: 'INVALID_TOKEN', message: 'The access token lacks required claims.' }]);
  return { claims: null, client: await clientCaller(db, config, claims) };
}
