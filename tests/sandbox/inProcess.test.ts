/**
 * The server's calls to the in-app sandbox (lib/api/transport.ts, lib/api/inProcess.ts,
 * sandbox/inApp.ts): handed to its Hono app in process, never over HTTP, with the same
 * answer the route handler gives a browser, from the one sandbox of the process. A remote
 * API is still called over HTTP (lib/api/http.test.ts covers that transport).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GET } from '@/app/sandbox/[...path]/route';
import { ApiFailure } from '@/lib/api/http';
import { serveSandboxInProcess } from '@/lib/api/inProcess';
import { ACCESS_TOKEN_COOKIE } from '@/lib/api/sessionCookies';
import type { InAppSandbox } from '@/sandbox/inApp';

vi.mock('server-only', () => ({}));
/** The request's cookies: none (an anonymous visitor) unless a test sets some. */
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => {
  const store = {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: () => store,
    delete: () => store,
  };
  return { cookies: async () => store, headers: async () => new Headers() };
});

const { callApi } = await import('@/lib/api/transport');
const { findFormAggregate, findFreshFormAggregate, getFormAggregate } = await import('@/lib/api/forms');

/** The URLs of the calls handed to the sandbox. */
const calls: string[] = [];
const aggregateCalls = (formSlug: string) => calls.filter((url) => url.includes(`formSlug=${formSlug}`)).length;

const SAVED = [
  'DATABASE_URL',
  'SANDBOX_DATA_DIR',
  'SANDBOX_TEST_MODE',
  'FORMS_API_URL',
  'FORMS_AUTH_URL',
  'FORMS_INTERNAL_ORIGIN',
  'PORT',
] as const;
const FORM = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Donation',
  formSlug: 'soutenir-nos-actions',
} as const;
type Holder = typeof globalThis & { __formsSandbox?: Promise<InAppSandbox> };
const holder = globalThis as Holder;

describe('the server’s calls to the in-app sandbox', () => {
  const saved: Record<string, string | undefined> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'formulaires-transport-'));
  beforeAll(async () => {
    for (const name of SAVED) saved[name] = process.env[name];
    for (const name of SAVED) delete process.env[name];
    // Nothing listens on this port: a call that went over HTTP would fail.
    process.env.PORT = '9';
    process.env.SANDBOX_DATA_DIR = join(dataDir, 'pglite');
    // What instrumentation.ts registers when the server starts (each call's URL noted).
    serveSandboxInProcess(async () => {
      const { inAppSandboxFetch } = await import('@/sandbox/inApp');
      return (input, init) => {
        calls.push(String(input));
        return inAppSandboxFetch(input, init);
      };
    });
    // A first start on a new PGlite folder (initdb, migrations, seed) may take longer than
    // a call's timeout on a busy machine: it is done before the calls.
    const { inAppSandbox } = await import('@/sandbox/inApp');
    await inAppSandbox();
  }, 180_000);
  afterAll(async () => {
    const started = await holder.__formsSandbox?.catch(() => undefined);
    await started?.handle.close();
    holder.__formsSandbox = undefined;
    serveSandboxInProcess(undefined);
    for (const name of SAVED) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reach its Hono app in process, with the answer the route handler gives a browser', async () => {
    const overHttp = vi.spyOn(globalThis, 'fetch');
    const aggregate = await getFormAggregate(FORM);
    expect(overHttp).not.toHaveBeenCalled();
    expect(aggregate.form.formSlug).toBe('soutenir-nos-actions');

    // One sandbox for the process: the route handler answers from the same instance.
    const instance = await holder.__formsSandbox;
    const query = new URLSearchParams(FORM).toString();
    const served = await GET(new Request(`http://localhost:9/forms/sandbox/api/agg/form?${query}`));
    expect(served.status).toBe(200);
    expect(await holder.__formsSandbox).toBe(instance);
    const fromRoute = (await served.json()) as { form: { id: number; title: string } };
    expect(aggregate.form.id).toBe(fromRoute.form.id);
    expect(aggregate.form.title).toBe(fromRoute.form.title);
  });

  it('keep the transport’s error normalisation (a 404 with its code and route label)', async () => {
    const failure = await getFormAggregate({ ...FORM, formSlug: 'nulle-part' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ statusCode: 404, routeLabel: 'form.aggregate' });
  });

  it('send the request an HTTP call would carry: method, bearer, JSON body', async () => {
    const real = await holder.__formsSandbox;
    const seen: Request[] = [];
    holder.__formsSandbox = Promise.resolve({
      ...real!,
      app: {
        fetch: async (request: Request) => {
          seen.push(request.clone());
          return Response.json({ pong: true });
        },
      } as unknown as InAppSandbox['app'],
    });
    try {
      await callApi({
        method: 'POST',
        path: '/ping',
        body: { a: 1 },
        schema: z.object({ pong: z.boolean() }),
        routeLabel: 'test.ping',
        bearer: 'token-1',
        headers: { 'Idempotency-Key': 'k1' },
      });
    } finally {
      holder.__formsSandbox = Promise.resolve(real!);
    }
    const [request] = seen;
    expect(request?.url).toBe('http://127.0.0.1:9/forms/sandbox/api/ping');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('idempotency-key')).toBe('k1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ a: 1 });
  });

  it('keep the timeout: a sandbox that does not answer in time is a 504', async () => {
    const real = await holder.__formsSandbox;
    holder.__formsSandbox = Promise.resolve({
      ...real!,
      app: { fetch: () => new Promise<Response>(() => {}) } as unknown as InAppSandbox['app'],
    });
    try {
      const failure = await callApi({
        path: '/slow',
        schema: z.object({}),
        routeLabel: 'test.slow',
        timeoutMs: 50,
      }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ statusCode: 504, routeLabel: 'test.slow' });
    } finally {
      holder.__formsSandbox = Promise.resolve(real!);
    }
  });

  it('share a visitor’s aggregate for a few seconds, unless the form shows stock', async () => {
    calls.length = 0;
    const donation = await findFormAggregate(FORM);
    expect(await findFormAggregate(FORM)).toBe(donation);
    expect(aggregateCalls('soutenir-nos-actions')).toBe(1);
    // What makes a cart reads it afresh.
    await findFreshFormAggregate(FORM);
    expect(aggregateCalls('soutenir-nos-actions')).toBe(2);

    // An event shows its places left: every read asks the API.
    const event = {
      organizationSlug: 'les-amis-du-quartier',
      formType: 'Event',
      formSlug: 'fete-de-quartier',
    } as const;
    const first = await findFormAggregate(event);
    expect(first?.form.tiers.some((tier) => tier.remainingNumber !== null)).toBe(true);
    await findFormAggregate(event);
    await findFormAggregate(event);
    expect(aggregateCalls('fete-de-quartier')).toBe(3);
  });

  it('never share a signed-in user’s aggregate (it says what that user may do)', async () => {
    calls.length = 0;
    jar.set(ACCESS_TOKEN_COOKIE, 'a-token-the-sandbox-refuses');
    try {
      await findFormAggregate(FORM);
      await findFormAggregate(FORM);
    } finally {
      jar.clear();
    }
    expect(aggregateCalls('soutenir-nos-actions')).toBeGreaterThanOrEqual(2);
  });
});
