import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrorBodySchema } from '@/lib/api/contracts/errors';
import { TokenResponseSchema } from '@/lib/api/contracts/auth';
import { FormAggregateSchema } from '@/lib/api/contracts/forms';
import { UserAggregateSchema } from '@/lib/api/contracts/users';
import { hasAdminRole, isConnected, isTokenExpired, readAccessToken } from '@/lib/rules/tokens';
import { DEMO_PASSWORD, DRIVERS, expectShape, startTestSandbox, type TestSandbox, errorCode } from './support';

describe.each(DRIVERS)('sandbox auth and user on %s', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const login = async (username: string, extra: Record<string, unknown> = {}) =>
    sandbox.request('POST', '/auth/token', {
      body: { grant_type: 'password', username, password: DEMO_PASSWORD, ...extra },
    });

  it('logs in with JSON or a form post and issues tokens the client rules can read', async () => {
    const json = await login('Payeur@Example.org');
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const tokens = expectShape(TokenResponseSchema, json.body);
    expect(tokens.expires_in).toBe(900);
    const claims = readAccessToken(tokens.access_token);
    expect(claims).toMatchObject({ userId: '1003', roles: [], unverified: false });
    expect(isConnected(claims)).toBe(true);
    expect(isTokenExpired(claims, new Date())).toBe(false);
    const form = await sandbox.request('POST', '/auth/token', {
      form: { grant_type: 'password', username: 'admin.formulaire@example.org', password: DEMO_PASSWORD },
    });
    expect(form.status).toBe(200);
    const admin = readAccessToken(form.body.access_token);
    expect(admin?.roles).toEqual(['FormAdmin']);
    expect(hasAdminRole(admin)).toBe(true);
  });

  it.each([
    [{ grant_type: 'password', username: 'payeur@example.org', password: 'wrong' }, 400, 'invalid_grant'],
    [{ grant_type: 'password', username: 'nobody@example.org', password: DEMO_PASSWORD }, 400, 'invalid_grant'],
    [
      { grant_type: 'password', username: 'mot-de-passe-expire@example.org', password: DEMO_PASSWORD },
      400,
      'password_expired',
    ],
    [{ grant_type: 'client_credentials' }, 400, 'invalid_request'],
    [
      { grant_type: 'client_credentials', client_id: 'les-amis-du-quartier-demo', client_secret: 'wrong' },
      401,
      'invalid_client',
    ],
    [{ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'wrong' }, 401, 'invalid_client'],
    [{ grant_type: 'implicit' }, 400, 'unsupported_grant_type'],
    [{ grant_type: 'password', username: 'payeur@example.org' }, 400, 'invalid_request'],
    [{ grant_type: 'refresh_token', refresh_token: 'forged' }, 400, 'invalid_grant'],
    [[1, 2], 400, 'unsupported_grant_type'],
  ])('refuses %j', async (body, status, error) => {
    const response = await sandbox.request('POST', '/auth/token', { body });
    expect(response.status).toBe(status);
    const parsed = expectShape(AuthErrorBodySchema, response.body);
    expect(parsed.error).toBe(error);
    expect(parsed.errors[0]?.code).toBe(error);
  });

  it('refuses bad bodies of the token endpoint', async () => {
    expect((await sandbox.request('POST', '/auth/token', { body: '{nope' })).status).toBe(400);
    expect(
      (await sandbox.request('POST', '/auth/token', { raw: 'x', headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415);
    expect((await sandbox.request('GET', '/auth/token')).status).toBe(404);
  });

  it('rotates refresh tokens, tolerates a concurrent refresh and ends the session on late reuse', async () => {
    const first = (await login('payeur@example.org')).body;
    const rotated = await sandbox.request('POST', '/auth/token', {
      body: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first.refresh_token);
    const concurrent = await sandbox.request('POST', '/auth/token', {
      form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(concurrent.status).toBe(200);
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 60_000 } });
    const stolen = await sandbox.request('POST', '/auth/token', {
      body: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(stolen.status).toBe(400);
    const afterTheft = await sandbox.request('POST', '/auth/token', {
      body: { grant_type: 'refresh_token', refresh_token: rotated.body.refresh_token },
    });
    expect(afterTheft.status).toBe(400);
    const access = await sandbox.request('GET', '/api/agg/user', { token: rotated.body.access_token });
    expect(access.status).toBe(401);
    await sandbox.request('POST', '/__test/clock', { body: { reset: true } });
  });

  it('disconnects: the refresh token and the access token stop working', async () => {
    const tokens = (await login('payeur@example.org')).body;
    expect((await sandbox.request('GET', '/api/agg/user', { token: tokens.access_token })).status).toBe(200);
    const out = await sandbox.request('GET', '/auth/disconnect', { token: tokens.access_token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ disconnected: true });
    const refresh = await sandbox.request('POST', '/auth/token', {
      body: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refresh.status).toBe(400);
    const user = await sandbox.request('GET', '/api/agg/user', { token: tokens.access_token });
    expect(user.status).toBe(401);
    const other = (await login('payeur@example.org')).body;
    expect((await sandbox.request('GET', `/auth/disconnect?refresh_token=${other.refresh_token}`)).status).toBe(200);
    expect(
      (
        await sandbox.request('POST', '/auth/token', {
          body: { grant_type: 'refresh_token', refresh_token: other.refresh_token },
        })
      ).status,
    ).toBe(400);
    expect((await sandbox.request('GET', '/auth/disconnect')).status).toBe(200);
  });

  it('answers 401 to expired, short-lived and forged tokens, even on public calls', async () => {
    const short = (await login('payeur@example.org', { expires_in: 1 })).body;
    expect(short.expires_in).toBe(1);
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 5_000 } });
    const expired = await sandbox.request(
      'GET',
      '/api/agg/form?organizationSlug=les-amis-du-quartier&formType=Donation&formSlug=soutenir-nos-actions',
      {
        token: short.access_token,
      },
    );
    expect(expired.status).toBe(401);
    expect(errorCode(expired)).toBe('TOKEN_EXPIRED');
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    await sandbox.request('POST', '/__test/clock', { body: { reset: true } });
    const minted = (await sandbox.request('POST', '/__test/token', { body: { userId: 1003, expiresInSeconds: -10 } }))
      .body.access_token;
    expect(errorCode(await sandbox.request('GET', '/api/agg/user', { token: minted }))).toBe('TOKEN_EXPIRED');
    const forged = `${minted.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    expect(errorCode(await sandbox.request('GET', '/api/agg/user', { token: forged }))).toBe('INVALID_TOKEN');
    expect(errorCode(await sandbox.request('GET', '/api/agg/user', { token: 'garbage' }))).toBe('INVALID_TOKEN');
    expect(errorCode(await sandbox.request('GET', '/api/agg/user'))).toBe('UNAUTHORIZED');
  });

  it('gives the user aggregate with organisations and roles', async () => {
    const token = (await login('admin.asso@example.org')).body.access_token;
    const response = await sandbox.request('GET', '/api/agg/user', { token });
    const aggregate = expectShape(UserAggregateSchema, response.body);
    expect(aggregate.user).toMatchObject({ userId: '1002', email: 'admin.asso@example.org', unverified: false });
    expect(aggregate.organizations.map((org) => org.organizationSlug).sort()).toEqual([
      'club-sportif-des-berges',
      'les-amis-du-quartier',
    ]);
  });

  it('flags unverified users and keeps their orders closed', async () => {
    const token = (await login('non-verifie@example.org')).body.access_token;
    const claims = readAccessToken(token);
    expect(claims?.unverified).toBe(true);
    expect(isConnected(claims)).toBe(false);
    expect((await sandbox.request('GET', '/api/agg/user', { token })).body.user.unverified).toBe(true);
    const orders = await sandbox.request('GET', '/api/users/me/orders/40', { token });
    expect(orders.status).toBe(403);
    expect(errorCode(orders)).toBe('UNVERIFIED_USER');
  });

  it('shows a user their own orders and payments only', async () => {
    const payer = (await login('payeur@example.org')).body.access_token;
    const order = await sandbox.request('GET', '/api/users/me/orders/41', { token: payer });
    expect(order.status).toBe(200);
    expect(order.body.payments.map((payment: { state: string }) => payment.state)).toEqual([
      'Authorized',
      'Refused',
      'Pending',
    ]);
    expect(order.body.form).toBeUndefined();
    expect((await sandbox.request('GET', '/api/users/me/payments/411', { token: payer })).status).toBe(200);
    const admin = (await login('admin.asso@example.org')).body.access_token;
    expect(errorCode(await sandbox.request('GET', '/api/users/me/orders/41', { token: admin }))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(errorCode(await sandbox.request('GET', '/api/users/me/payments/411', { token: admin }))).toBe(
      'PAYMENT_NOT_FOUND',
    );
    expect((await sandbox.request('GET', '/api/users/me/orders/abc', { token: payer })).status).toBe(404);
    expect((await sandbox.request('GET', '/api/users/me/orders/41?withForm=maybe', { token: payer })).status).toBe(400);
    expect((await sandbox.request('GET', '/api/users/me/orders/41')).status).toBe(401);
  });

  it('computes hasAdminRights from the bearer token', async () => {
    const formAdmin = (await login('admin.formulaire@example.org')).body.access_token;
    const orgAdmin = (await login('admin.asso@example.org')).body.access_token;
    const form = (slug: string, type: string, org = 'les-amis-du-quartier', token?: string) =>
      sandbox.request(
        'GET',
        `/api/agg/form?organizationSlug=${org}&formType=${type}&formSlug=${slug}`,
        token ? { token } : {},
      );
    expect(
      expectShape(FormAggregateSchema, (await form('fete-de-quartier', 'Event', undefined, formAdmin)).body).form
        .hasAdminRights,
    ).toBe(true);
    expect((await form('adhesion-annuelle', 'Membership', undefined, formAdmin)).body.form.hasAdminRights).toBe(false);
    expect((await form('adhesion-annuelle', 'Membership', undefined, orgAdmin)).body.form.hasAdminRights).toBe(true);
    expect((await form('fete-de-quartier', 'Event')).body.form.hasAdminRights).toBe(false);
    const draft = await form('adhesion-saison-prochaine', 'Membership', 'club-sportif-des-berges', orgAdmin);
    expect(draft.status).toBe(200);
    expect(draft.body.form.state).toBe('Draft');
    expect((await form('adhesion-saison-prochaine', 'Membership', 'club-sportif-des-berges', formAdmin)).status).toBe(
      404,
    );
  });
});
