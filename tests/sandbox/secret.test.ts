/**
 * Access tokens outside the test mode (issue: no default secret in production): a token
 * signed with the development secret written in the source is refused, the secret is
 * made at random once and shared through the database, and an app without one refuses
 * to start.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSandboxApp, DEV_JWT_SECRET } from '@/sandbox/app';
import { jwtSecretFor, storedJwtSecret } from '@/sandbox/runtime';
import { DRIVERS, sandboxPerSuite, startTestSandbox } from './support';

/** A token for the demo payer (user 1003), as the sandbox would sign it, with `secret`. */
async function forgedToken(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ uid: '1003', roles: [], unverified: false, grants: [], email: 'payeur@example.org', sid: 'x' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1003')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
}

describe.each(DRIVERS)('access-token secret outside the test mode on %s', (driver) => {
  const sandboxOf = sandboxPerSuite(driver, { testMode: false });

  it('refuses a token signed with the development secret, accepts its own', async () => {
    const forged = await sandboxOf().request('GET', '/api/agg/user', {
      headers: { authorization: `Bearer ${await forgedToken(DEV_JWT_SECRET)}` },
    });
    expect(forged.status).toBe(401);

    const login = await sandboxOf().request('POST', '/auth/token', {
      body: { grant_type: 'password', username: 'payeur@example.org', password: 'Formulaires2026!' },
    });
    expect(login.status).toBe(200);
    const own = await sandboxOf().request('GET', '/api/agg/user', {
      headers: { authorization: `Bearer ${String(login.body.access_token)}` },
    });
    expect(own.status).toBe(200);
  });

  it('makes the secret once, at random, and every instance on the database reads the same', async () => {
    const first = await storedJwtSecret(sandboxOf().handle);
    const second = await storedJwtSecret(sandboxOf().handle);
    expect(second).toBe(first);
    expect(first).not.toBe(DEV_JWT_SECRET);
    expect(Buffer.from(first, 'base64url').length).toBe(32);
    // A second instance (another app on the same database) accepts the first one's tokens.
    const login = await sandboxOf().request('POST', '/auth/token', {
      body: { grant_type: 'password', username: 'payeur@example.org', password: 'Formulaires2026!' },
    });
    const other = createSandboxApp({ db: sandboxOf().handle.db, basePath: '/forms/sandbox', jwtSecret: second });
    const response = await other.fetch(
      new Request('http://127.0.0.1/forms/sandbox/api/agg/user', {
        headers: { authorization: `Bearer ${String(login.body.access_token)}` },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('takes SANDBOX_JWT_SECRET first, and the development secret only under the test mode', async () => {
    expect(await jwtSecretFor(sandboxOf().handle, { SANDBOX_JWT_SECRET: 'configured' })).toBe('configured');
    expect(await jwtSecretFor(sandboxOf().handle, { SANDBOX_TEST_MODE: '1' })).toBe(DEV_JWT_SECRET);
    expect(await jwtSecretFor(sandboxOf().handle, {})).toBe(await storedJwtSecret(sandboxOf().handle));
  });
});

describe('sandbox app without a secret', () => {
  it('refuses to start outside the test mode', async () => {
    const sandbox = await startTestSandbox('pglite');
    try {
      expect(() => createSandboxApp({ db: sandbox.handle.db, testMode: false })).toThrow(/secret is required/);
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});
