/** The auth server (SPEC §7 Auth), under {base}/auth. */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { ClientCredentialsGrantSchema, DisconnectQuerySchema, TokenRequestSchema } from '@/lib/api/contracts/auth';
import type { SandboxEnv } from '../env';
import { ApiFailure } from '../http/errors';
import { readQuery, readRawBody } from '../http/input';
import { authFailure, disconnect, passwordGrant, refreshGrant } from '../services/auth';
import { clientCredentialsGrant } from '../services/apiClients';
import { withSignInLimits } from '../services/limits';

function invalidRequest(error: z.ZodError) {
  const issue = error.issues[0];
  return authFailure(400, 'invalid_request', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

export function authRoutes(): Hono<SandboxEnv> {
  const auth = new Hono<SandboxEnv>();

  auth.post('/token', async (c) => {
    const ctx = c.var.ctx;
    let raw: unknown;
    try {
      ({ value: raw } = await readRawBody(c, { form: true }));
    } catch (error) {
      if (error instanceof ApiFailure) {
        const first = error.errors[0];
        throw new ApiFailure(error.status, error.errors, {
          error: 'invalid_request',
          error_description: first?.message ?? 'invalid request',
        });
      }
      throw error;
    }
    const grantType = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).grant_type : undefined;
    if (grantType === 'client_credentials') {
      const parsed = ClientCredentialsGrantSchema.safeParse(raw);
      if (!parsed.success) throw invalidRequest(parsed.error);
      c.header('Cache-Control', 'no-store');
      return c.json(await clientCredentialsGrant(ctx.db, ctx, parsed.data));
    }
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      throw authFailure(
        400,
        'unsupported_grant_type',
        'grant_type must be "password", "refresh_token" or "client_credentials".',
      );
    }
    const parsed = TokenRequestSchema.safeParse(raw);
    if (!parsed.success) throw invalidRequest(parsed.error);
    const body = parsed.data;
    const tokens =
      body.grant_type === 'password' ?
        await withSignInLimits(ctx, body.username, () => ctx.db.transaction((tx) => passwordGrant(tx, ctx, body)))
      : await ctx.db.transaction((tx) => refreshGrant(tx, ctx, body));
    if ('failure' in tokens) throw tokens.failure;
    c.header('Cache-Control', 'no-store');
    return c.json(tokens);
  });

  const disconnectHandler = async (c: Context<SandboxEnv>) => {
    const { refresh_token: refreshToken } = readQuery(c, DisconnectQuerySchema);
    await disconnect(c.var.ctx, refreshToken);
    return c.json({ disconnected: true as const });
  };
  auth.get('/disconnect', disconnectHandler);
  auth.post('/disconnect', disconnectHandler);

  return auth;
}
