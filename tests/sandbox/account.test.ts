/** Account recovery of the sandbox auth server (sandbox/routes/account.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountTokenResponseSchema,
  SentEmailsResponseSchema,
  SetPasswordResponseSchema,
} from '@/lib/api/contracts/account';
import { ErrorBodySchema } from '@/lib/api/contracts/errors';
import { isConnected, readAccessToken } from '@/lib/rules/tokens';
import { DEMO_PASSWORD, DRIVERS, expectShape, startTestSandbox, type TestSandbox } from './support';

const NEW_PASSWORD = 'Nouveau-mot-2026';

describe.each(DRIVERS)('sandbox account recovery on %s', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    // Every test here asks for links from this one machine: the per-client limit (10 in
    // 10 minutes, tests/sandbox/rateLimits.test.ts) is raised so the per-account rule is what they meet.
    sandbox = await startTestSandbox(driver, { rateLimits: 'links.client=100/600' });
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const emails = async (to: string) =>
    expectShape(
      SentEmailsResponseSchema,
      (await sandbox.request('GET', `/__test/emails?to=${encodeURIComponent(to)}`)).body,
    ).data;
  const tokenOf = (link: string | null) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
  const account = async (body: Record<string, unknown>) => {
    const created = await sandbox.request('POST', '/__test/accounts', { body });
    expect(created.status).toBe(201);
    return created.body as { id: number; email: string };
  };
  const login = (username: string, password: string) =>
    sandbox.request('POST', '/auth/token', { body: { grant_type: 'password', username, password } });

  it('answers 202 whatever the address, and emails only existing accounts', async () => {
    const unknown = await sandbox.request('POST', '/auth/account/password-reset', {
      body: { email: 'personne@example.org' },
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ sent: true });
    expect(await emails('personne@example.org')).toEqual([]);
    const known = await sandbox.request('POST', '/auth/account/password-reset', {
      body: { email: 'Payeur@Example.org' },
    });
    expect(known.status).toBe(202);
    const [email] = await emails('payeur@example.org');
    expect(email?.kind).toBe('reset');
    expect(email?.link).toMatch(/\/forms\/utilisateur\/recuperation-mot-de-passe\?token=/);
  });

  it('resets a password once with the emailed link', async () => {
    const user = await account({ email: 'reset.once@example.org' });
    await sandbox.request('POST', '/auth/account/password-reset', { form: { email: user.email } });
    const token = tokenOf((await emails(user.email))[0]?.link ?? null);
    const info = await sandbox.request('GET', `/auth/account/token?token=${token}`);
    expect(expectShape(AccountTokenResponseSchema, info.body)).toMatchObject({
      kind: 'reset',
      maskedEmail: 'r•••••••••@example.org',
    });
    const weak = await sandbox.request('POST', '/auth/account/password', { body: { token, password: 'azerty123' } });
    expect(weak.status).toBe(400);
    expect(expectShape(ErrorBodySchema, weak.body).errors[0]).toMatchObject({
      field: 'password',
      message: 'Validation.passwordTooSimple',
    });
    const done = await sandbox.request('POST', '/auth/account/password', { body: { token, password: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect(expectShape(SetPasswordResponseSchema, done.body)).toMatchObject({ kind: 'reset', email: user.email });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, DEMO_PASSWORD)).status).toBe(400);
    const again = await sandbox.request('POST', '/auth/account/password', { body: { token, password: NEW_PASSWORD } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('activates an unverified account at its first connection and keeps where to go next', async () => {
    const user = await account({ email: 'premiere@example.org', verified: false });
    const before = await login(user.email, DEMO_PASSWORD);
    expect(isConnected(readAccessToken(before.body.access_token))).toBe(false);
    await sandbox.request('POST', '/auth/account/first-connection', {
      body: { email: user.email, redirectTo: '/associations/a/formulaires/b' },
    });
    const [email] = await emails(user.email);
    expect(email?.kind).toBe('activation');
    expect(email?.link).toContain('redirectTo=%2Fassociations%2Fa%2Fformulaires%2Fb');
    const done = await sandbox.request('POST', '/auth/account/password', {
      body: { token: tokenOf(email?.link ?? null), password: NEW_PASSWORD },
    });
    expect(done.body).toMatchObject({ kind: 'activation', redirectTo: '/associations/a/formulaires/b' });
    const after = await login(user.email, NEW_PASSWORD);
    expect(isConnected(readAccessToken(after.body.access_token))).toBe(true);
  });

  it('tells an active account it is active (with a reset link) instead of activating it', async () => {
    const user = await account({ email: 'deja.actif@example.org' });
    await sandbox.request('POST', '/auth/account/first-connection', { body: { email: user.email } });
    expect((await emails(user.email))[0]?.kind).toBe('already-active');
  });

  it('lifts an expired password', async () => {
    const user = await account({ email: 'expire.test@example.org', passwordExpired: true });
    expect((await login(user.email, DEMO_PASSWORD)).body.error).toBe('password_expired');
    await sandbox.request('POST', '/auth/account/password-reset', { body: { email: user.email } });
    const token = tokenOf((await emails(user.email))[0]?.link ?? null);
    await sandbox.request('POST', '/auth/account/password', { body: { token, password: NEW_PASSWORD } });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses unknown and expired links', async () => {
    const unknown = await sandbox.request('GET', '/auth/account/token?token=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_grant');
    const user = await account({ email: 'lien.expire@example.org' });
    await sandbox.request('POST', '/auth/account/password-reset', { body: { email: user.email } });
    const token = tokenOf((await emails(user.email))[0]?.link ?? null);
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 61 * 60 * 1000 } });
    try {
      expect((await sandbox.request('GET', `/auth/account/token?token=${token}`)).status).toBe(400);
    } finally {
      await sandbox.request('POST', '/__test/clock', { body: { reset: true } });
    }
  });

  it('sends at most 5 emails an hour to one account', async () => {
    const user = await account({ email: 'flood@example.org' });
    for (let i = 0; i < 7; i += 1) {
      expect(
        (await sandbox.request('POST', '/auth/account/password-reset', { body: { email: user.email } })).status,
      ).toBe(202);
    }
    expect(await emails(user.email)).toHaveLength(5);
  });
});
