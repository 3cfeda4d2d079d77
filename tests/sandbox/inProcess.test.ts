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
import type { InAppSandbox } from '@/sandbox/inApp';

vi.mock('server-only', () => ({}));
/** An anonymous visitor: no session cookie. */
vi.mock('next/headers', () => {
  const store = { get: () => undefined, getAll: () => [], has: () => false, set: () => store, delete: () => store };
  return { cookies: async () => store, headers: async () => new Headers() };
});

const { callApi } = await import('@/lib/api/transport');
const { getFormAggregate } = await import('@/lib/api/forms');

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
  beforeAll(() => {
    for (const name of SAVED) saved[name] = process.env[name];
    for (const name of SAVED) delete process.env[name];
    // Nothing listens on this port: a call that went over HTTP would fail.
    process.env.PORT = '9';
    process.env.SANDBOX_DATA_DIR = join(dataDir, 'pglite');
    // What instrumentation.ts registers when the server starts.
    serveSandboxInProcess(async () => (await import('@/sandbox/inApp')).inAppSandboxFetch);
  });
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
  }, 120_000);

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
});
