import { describe, expect, it } from 'vitest';
import { needsSessionRefresh, refreshTokens } from './sessionRefresh';

const now = new Date('2026-06-01T12:00:00Z');
const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('needsSessionRefresh', () => {
  const valid = jwt({ uid: '1', exp: seconds(now) + 600 });
  const expiring = jwt({ uid: '1', exp: seconds(now) + 30 });
  const expired = jwt({ uid: '1', exp: seconds(now) - 1 });

  it.each([
    ['no refresh token', { accessToken: expired, refreshToken: undefined }, false],
    ['a valid access token', { accessToken: valid, refreshToken: 'r' }, false],
    ['no access token (cookie expired with the token)', { accessToken: undefined, refreshToken: 'r' }, true],
    ['an expired access token', { accessToken: expired, refreshToken: 'r' }, true],
    ['an access token expiring within a minute', { accessToken: expiring, refreshToken: 'r' }, true],
    ['an unreadable access token', { accessToken: 'garbage', refreshToken: 'r' }, true],
  ])('%s → %s', (_name, tokens, expected) => {
    expect(needsSessionRefresh({ pathname: '/', now, ...tokens })).toBe(expected);
  });

  it.each(['/sandbox/auth/token', '/auth/token', '/_next/data', '/healthz'])('never on %s', (pathname) => {
    expect(needsSessionRefresh({ pathname, now, accessToken: undefined, refreshToken: 'r' })).toBe(false);
  });
});

describe('refreshTokens', () => {
  const tokens = { access_token: 'a', refresh_token: 'r2', token_type: 'bearer', expires_in: 900 };

  it('posts the refresh grant and returns the new tokens', async () => {
    let body = '';
    const outcome = await refreshTokens({
      authBase: 'http://auth',
      proxyBase: 'http://proxy/auth',
      refreshToken: 'r1',
      fetchImpl: (async (_url: string, init?: RequestInit) => {
        body = String(init?.body);
        return Response.json(tokens);
      }) as unknown as typeof fetch,
    });
    expect(body).toBe('grant_type=refresh_token&refresh_token=r1');
    expect(outcome).toEqual({ kind: 'refreshed', tokens });
  });

  it('ends the session when the refresh token is refused', async () => {
    const outcome = await refreshTokens({
      authBase: 'http://auth',
      proxyBase: 'http://auth',
      refreshToken: 'r1',
      fetchImpl: (async () =>
        Response.json(
          { error: 'invalid_grant', errors: [{ code: 'invalid_grant', message: 'no' }] },
          { status: 400 },
        )) as unknown as typeof fetch,
    });
    expect(outcome).toEqual({ kind: 'ended' });
  });

  it('keeps the session when the auth server is unavailable', async () => {
    const outcome = await refreshTokens({
      authBase: 'http://auth',
      proxyBase: 'http://auth',
      refreshToken: 'r1',
      fetchImpl: (async () =>
        Response.json({ errors: [{ code: 'X', message: 'down' }] }, { status: 503 })) as unknown as typeof fetch,
    });
    expect(outcome).toEqual({ kind: 'unavailable' });
  });
});
