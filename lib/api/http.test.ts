import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFailure, buildUrl, httpRequest } from './http';

/** A real HTTP server standing in for the API and its same-origin proxy. */
type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
let handler: Handler = () => {};
const calls: { url: string; authorization?: string; retry?: string; body: string }[] = [];
let origin = '';
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    calls.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      retry: request.headers['x-forms-proxy-retry'] as string | undefined,
      body,
    });
    handler(request, response, body);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function json(response: ServerResponse, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload));
}

const Pong = z.object({ pong: z.boolean() });

describe('httpRequest', () => {
  it('builds URLs with query parameters, skipping empty ones', () => {
    expect(buildUrl('http://a/api', '/carts/1', { organizationSlug: 'x', formSlug: undefined, n: 0 })).toBe(
      'http://a/api/carts/1?organizationSlug=x&n=0',
    );
  });

  it('asks again while a call with the same Idempotency-Key still runs, and gets its answer', async () => {
    calls.length = 0;
    let answered = 0;
    handler = (_request, response) => {
      answered += 1;
      if (answered === 1) json(response, 409, { errors: [{ code: 'IDEMPOTENCY_KEY_IN_USE', message: 'retry later' }] });
      else json(response, 200, { pong: true });
    };
    const call = (headers?: Record<string, string>) =>
      httpRequest({
        method: 'POST',
        base: `${origin}/api`,
        path: '/ping',
        headers,
        schema: Pong,
        routeLabel: 'test.ping',
      });
    await expect(call({ 'Idempotency-Key': 'k-1' })).resolves.toEqual({ pong: true });
    expect(calls).toHaveLength(2);
    // Without a key, a 409 is the caller's answer: nothing is sent again.
    answered = 0;
    await expect(call()).rejects.toMatchObject({ statusCode: 409 });
    expect(calls).toHaveLength(3);
  });

  it('sends the bearer and a JSON body, and validates the answer', async () => {
    calls.length = 0;
    handler = (_request, response) => json(response, 200, { pong: true });
    const answer = await httpRequest({
      method: 'POST',
      base: `${origin}/api`,
      path: '/ping',
      body: { hello: 'monde' },
      bearer: 'token-1',
      schema: Pong,
      routeLabel: 'test.ping',
    });
    expect(answer).toEqual({ pong: true });
    expect(calls[0]).toMatchObject({ url: '/api/ping', authorization: 'Bearer token-1', body: '{"hello":"monde"}' });
  });

  it('normalises API errors (SPEC §8) and tags them with the route label', async () => {
    handler = (_request, response) =>
      json(response, 409, { errors: [{ code: 'ticketsSoldOut', message: 'Sold out' }] });
    const failure = await httpRequest({
      base: `${origin}/api`,
      path: '/carts',
      schema: Pong,
      routeLabel: 'cart.create',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      statusCode: 409,
      code: 'ticketsSoldOut',
      message: 'Sold out',
      routeLabel: 'cart.create',
    });
  });

  it('refreshes the token once after a 401 and retries with the new bearer', async () => {
    calls.length = 0;
    handler = (request, response) =>
      request.headers.authorization === 'Bearer fresh' ?
        json(response, 200, { pong: true })
      : json(response, 401, { errors: [{ code: 'AUTHENTICATION_FAILURE', message: 'expired' }] });
    let refreshes = 0;
    const answer = await httpRequest({
      base: `${origin}/api`,
      path: '/agg/user',
      bearer: 'stale',
      refreshBearer: async () => {
        refreshes += 1;
        return 'fresh';
      },
      schema: Pong,
      routeLabel: 'user.aggregate',
    });
    expect(answer.pong).toBe(true);
    expect(refreshes).toBe(1);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('gives up after one refresh', async () => {
    calls.length = 0;
    handler = (_request, response) =>
      json(response, 401, { errors: [{ code: 'AUTHENTICATION_FAILURE', message: 'no' }] });
    const failure = await httpRequest({
      base: `${origin}/api`,
      path: '/agg/user',
      bearer: 'stale',
      refreshBearer: async () => null,
      schema: Pong,
      routeLabel: 'user.aggregate',
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 401 });
    // The session is over: the call went once more as a visitor's, then answered its 401.
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer stale', undefined]);
  });

  it('makes a public call as a visitor’s when the session is over (a foreign or stale token)', async () => {
    calls.length = 0;
    handler = (request, response) =>
      request.headers.authorization ?
        json(response, 401, { errors: [{ code: 'INVALID_TOKEN', message: 'not ours' }] })
      : json(response, 200, { pong: true });
    const answer = await httpRequest({
      base: `${origin}/api`,
      path: '/agg/form',
      bearer: 'not-a-token-of-ours',
      refreshBearer: async () => null,
      schema: Pong,
      routeLabel: 'form.aggregate',
    });
    expect(answer.pong).toBe(true);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer not-a-token-of-ours', undefined]);
  });

  it('retries a 421 once through the same-origin proxy', async () => {
    calls.length = 0;
    handler = (request, response) =>
      request.url?.startsWith('/proxy/') ?
        json(response, 200, { pong: true })
      : json(response, 421, { errors: [{ code: 'MISDIRECTED', message: 'no' }] });
    const answer = await httpRequest({
      base: `${origin}/api`,
      proxyBase: `${origin}/proxy`,
      path: '/ping',
      schema: Pong,
      routeLabel: 't',
    });
    expect(answer.pong).toBe(true);
    // Node's fetch (undici) itself retries a 421 once on a fresh connection before we see it.
    const urls = calls.map((call) => call.url);
    expect(urls.at(-1)).toBe('/proxy/ping');
    expect(urls.slice(0, -1).every((url) => url === '/api/ping')).toBe(true);
    // The retry says why it goes through the proxy.
    expect(calls.at(-1)?.retry).toBe('421');
    expect(calls[0]?.retry).toBeUndefined();
  });

  it('retries a network failure through the proxy', async () => {
    calls.length = 0;
    handler = (_request, response) => json(response, 200, { pong: true });
    const answer = await httpRequest({
      base: 'http://127.0.0.1:9/api',
      proxyBase: `${origin}/proxy`,
      path: '/ping',
      schema: Pong,
      routeLabel: 't',
    });
    expect(answer.pong).toBe(true);
    expect(calls.map((call) => [call.url, call.retry])).toEqual([['/proxy/ping', 'network']]);
  });

  it('maps a timeout to 504', async () => {
    handler = () => {}; // never answers
    const failure = await httpRequest({
      base: `${origin}/api`,
      proxyBase: `${origin}/proxy`,
      path: '/slow',
      schema: Pong,
      routeLabel: 't',
      timeoutMs: 200,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 504 });
  });

  it('refuses an answer that breaks the contract', async () => {
    handler = (_request, response) => json(response, 200, { pong: 'yes' });
    const failure = await httpRequest({ base: `${origin}/api`, path: '/ping', schema: Pong, routeLabel: 't' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ statusCode: 502, code: 'INVALID_RESPONSE' });
  });
});
