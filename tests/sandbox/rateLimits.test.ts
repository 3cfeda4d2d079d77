/**
 * The rate limits (sandbox/http/rateLimits.ts, numbers in docs/security.md) over real
 * HTTP and a real database: sign-in's soft lockout, the sending forms' limits per client
 * and per address, and counters shared by two instances serving one database. The lock
 * is shortened through configuration (`rateLimits`, RATE_LIMITS's syntax), never skipped.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@/lib/api/contracts/errors';
import { createSandboxApp } from '@/sandbox/app';
import { ratePoliciesFrom } from '@/sandbox/http/rateLimitPolicies';
import {
  BASE_PATH,
  DEMO_PASSWORD,
  DRIVERS,
  expectShape,
  requester,
  startTestSandbox,
  type ApiResponse,
  type TestSandbox,
} from './support';

/** A 2-second first lock, so "after the wait" is seconds, not a minute. */
const SHORT_LOCK = 'login.accountClient=10/3600/2/2';

const expectRateLimited = (response: ApiResponse) => {
  expect(response.status).toBe(429);
  expect(expectShape(ErrorBodySchema, response.body).errors[0]?.code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
};

describe.each(DRIVERS)('rate limits on %s', (driver) => {
  let sandbox: TestSandbox;
  // A second instance of the sandbox on the same database: its own app, server and limiter objects.
  let second: { request: TestSandbox['request']; close: () => Promise<void> };
  beforeAll(async () => {
    // One trusted proxy hop: each test names its clients in X-Forwarded-For, as a proxy would.
    sandbox = await startTestSandbox(driver, { rateLimits: SHORT_LOCK, trustProxyHops: 1 });
    const app = createSandboxApp({
      db: sandbox.handle.db,
      testMode: true,
      basePath: BASE_PATH,
      ratePolicies: ratePoliciesFrom(SHORT_LOCK),
      trustProxyHops: 1,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    second = {
      request: requester(`http://127.0.0.1:${port}${BASE_PATH}`),
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        }),
    };
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await sandbox?.close();
  });

  let clients = 0;
  /** A client address of its own for each use, so tests do not share counters. */
  const newClient = () => `198.51.100.${(clients += 1)}`;
  const from = (client: string) => ({ 'x-forwarded-for': client });
  const account = async () => {
    const email = `verrou-${driver}-${Date.now()}-${clients}@example.org`;
    expect((await sandbox.request('POST', '/__test/accounts', { body: { email } })).status).toBe(201);
    return email;
  };
  const signIn = (request: TestSandbox['request'], client: string, username: string, password: string) =>
    request('POST', '/auth/token', {
      form: { grant_type: 'password', username, password },
      headers: from(client),
    });

  it('locks an account for a client after 10 wrong passwords: 429 with Retry-After, the right password too, then 200 after the wait', async () => {
    const email = await account();
    const client = newClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn(sandbox.request, client, email, 'mauvais-mot')).status).toBe(400);
    }
    const eleventh = await signIn(sandbox.request, client, email, 'mauvais-mot');
    const retryAfter = expectRateLimited(eleventh);
    expect(retryAfter).toBeLessThanOrEqual(2);
    // The OAuth2 shape of the auth server too.
    expect((eleventh.body as { error: string }).error).toBe('RATE_LIMITED');
    expectRateLimited(await signIn(sandbox.request, client, email, DEMO_PASSWORD));
    // Another client is not locked out by this one's failures.
    expect((await signIn(sandbox.request, newClient(), email, DEMO_PASSWORD)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 300));
    expect((await signIn(sandbox.request, client, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown account exactly as an existing one', async () => {
    const client = newClient();
    const unknown = `personne-${driver}-${Date.now()}@example.org`;
    const answers: ApiResponse[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) answers.push(await signIn(sandbox.request, client, unknown, 'x'));
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(400));
    expectRateLimited(answers[10]!);
  });

  it('counts the failures of one account across two instances on one database', async () => {
    const email = await account();
    const client = newClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const request = attempt % 2 === 0 ? second.request : sandbox.request;
      expect((await signIn(request, client, email, 'mauvais-mot')).status).toBe(400);
    }
    expectRateLimited(await signIn(second.request, client, email, DEMO_PASSWORD));
    expectRateLimited(await signIn(sandbox.request, client, email, DEMO_PASSWORD));
  });

  it('refuses the 11th prospect from one client, with Retry-After, of 30 in a row', async () => {
    const client = newClient();
    const statuses: number[] = [];
    let refused: ApiResponse | undefined;
    for (let index = 0; index < 30; index++) {
      const answer = await (index % 2 === 0 ? sandbox.request : second.request)('POST', '/api/carts/prospects', {
        body: {
          organizationSlug: 'club-sportif-des-berges',
          formType: 'Donation',
          formSlug: 'soutien-au-club',
          email: `fan-${index}@example.org`,
        },
        headers: from(client),
      });
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expectRateLimited(refused!);
  });

  const report = (client: string, url: string, userEmail: string | null = null) =>
    sandbox.request('POST', '/api/abuses', {
      body: { reason: 'SPAM', userMessage: 'Contenu douteux', userEmail, url },
      headers: from(client),
    });

  it('refuses the 6th report of one page from one client, and the 11th report of 30 from one client', async () => {
    const client = newClient();
    const page = `http://localhost:3000/forms/associations/a/formulaires/page-${driver}`;
    const samePage = [];
    for (let index = 0; index < 6; index++) samePage.push((await report(client, page)).status);
    expect(samePage).toEqual([201, 201, 201, 201, 201, 429]);

    const other = newClient();
    const statuses = [];
    for (let index = 0; index < 30; index++) statuses.push((await report(other, `${page}-${index}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('mails one address at most 10 times a day, whoever asks', async () => {
    const email = await account();
    const statuses = [];
    for (let index = 0; index < 12; index++) {
      const answer = await sandbox.request('POST', '/auth/account/password-reset', {
        body: { email },
        headers: from(newClient()),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
    // The same for an address without an account: the answer never tells which exists.
    const nobody = `inconnu-${driver}-${Date.now()}@example.org`;
    const unknown = [];
    for (let index = 0; index < 11; index++) {
      unknown.push(
        (
          await sandbox.request('POST', '/auth/account/first-connection', {
            body: { email: nobody },
            headers: from(newClient()),
          })
        ).status,
      );
    }
    expect(unknown).toEqual([...Array(10).fill(202), 429]);
  });

  it('believes X-Forwarded-For only through the trusted hops: the socket address otherwise', async () => {
    // This instance trusts one hop: the entry before it is the client's choice, ignored.
    const email = await account();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await signIn(sandbox.request, `203.0.113.${attempt}, 192.0.2.77`, email, 'mauvais-mot');
    }
    expectRateLimited(await signIn(sandbox.request, '203.0.113.200, 192.0.2.77', email, DEMO_PASSWORD));
  });
});
