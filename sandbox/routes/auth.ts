/** The auth server (SPEC §7 Auth), under {base}/auth. */
import { Hono, type Context } from 'hono';
import { DisconnectQuerySchema, TokenRequestSchema } from '@/lib/api/contracts/auth';
import type { SandboxEnv } from '../env';
import { ApiFailure } from '../http/errors';
import { readQuery, readRawBody } from '../http/input';
import { authFailure, disconnect, passwordGrant, refreshGrant } from '../services/auth';

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
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      throw authFailure(400, 'unsupported_grant_type', 'grant_type must be "password" or "refresh_token".');
    }
    const parsed = TokenRequestSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw authFailure(400, 'invalid_request', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const body = parsed.data;
    const tokens = await ctx.db.transaction((tx) =>
      body.grant_type === 'password' ? passwordGrant(tx, ctx, body) : refreshGrant(tx, ctx, body),
    );
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
