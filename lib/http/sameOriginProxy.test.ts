import { describe, expect, it, vi } from 'vitest';
import {
  downstreamResponseHeaders,
  forwardToUpstream,
  MAX_PROXIED_BODY_BYTES,
  PROXY_MARK_HEADER,
  upstreamRequestHeaders,
  upstreamUrl,
} from './sameOriginProxy';

describe('same-origin proxy: request headers', () => {
  const incoming = new Headers({
    cookie: 'forms-access-token=secret; forms-refresh-token=also-secret; NEXT_LOCALE=fr',
    host: 'localhost:3000',
    origin: 'http://localhost:3000',
    referer: 'http://localhost:3000/forms/x',
    'x-forwarded-for': '10.0.0.1',
    accept: 'application/json',
    'accept-language': 'fr-FR',
    'content-type': 'application/json',
    'idempotency-key': 'k-1',
    'x-forms-proxy-retry': '421',
  });

  it('never forwards our cookies, host or origin', () => {
    const headers = upstreamRequestHeaders(incoming, 'tok');
    for (const name of ['cookie', 'host', 'origin', 'referer', 'x-forwarded-for'])
      expect(headers.has(name)).toBe(false);
  });

  it('forwards content negotiation, idempotency and retry headers, and marks the call', () => {
    const headers = upstreamRequestHeaders(incoming, null);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('fr-FR');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe('k-1');
    expect(headers.get('x-forms-proxy-retry')).toBe('421');
    expect(headers.get(PROXY_MARK_HEADER)).toBe('1');
  });

  it('sends the bearer from the access-token cookie', () => {
    expect(upstreamRequestHeaders(incoming, 'tok').get('authorization')).toBe('Bearer tok');
    expect(upstreamRequestHeaders(incoming, null).has('authorization')).toBe(false);
  });

  it("prefers the caller's own bearer (the server-side transport retrying)", () => {
    const withBearer = new Headers({ authorization: 'Bearer from-caller' });
    expect(upstreamRequestHeaders(withBearer, 'cookie-token').get('authorization')).toBe('Bearer from-caller');
    const basic = new Headers({ authorization: 'Basic abc' });
    expect(upstreamRequestHeaders(basic, 'cookie-token').get('authorization')).toBe('Bearer cookie-token');
  });
});

describe('same-origin proxy: response headers', () => {
  it('drops cookies of the upstream, hop-by-hop headers and the encoding fetch undid', () => {
    const upstream = new Headers({
      'content-type': 'application/json',
      'set-cookie': 'evil=1',
      connection: 'keep-alive',
      'transfer-encoding': 'chunked',
      'content-encoding': 'gzip',
      'content-length': '10',
      'idempotent-replayed': 'true',
      'cache-control': 'no-store',
    });
    const headers = downstreamResponseHeaders(upstream);
    for (const name of ['set-cookie', 'connection', 'transfer-encoding', 'content-encoding', 'content-length']) {
      expect(headers.has(name)).toBe(false);
    }
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotent-replayed')).toBe('true');
    expect(headers.get(PROXY_MARK_HEADER)).toBe('1');
  });

  it('is never cached unless the upstream said otherwise', () => {
    expect(downstreamResponseHeaders(new Headers()).get('cache-control')).toBe('no-store');
    expect(downstreamResponseHeaders(new Headers({ 'cache-control': 'max-age=60' })).get('cache-control')).toBe(
      'max-age=60',
    );
  });
});

describe('same-origin proxy: forwarding', () => {
  it('keeps path segments encoded and the query', () => {
    expect(upstreamUrl('http://api/x/', ['carts', 'a b', 'c/d'], '?formSlug=f&n=1')).toBe(
      'http://api/x/carts/a%20b/c%2Fd?formSlug=f&n=1',
    );
  });

  it('forwards method, query and body, and streams the answer back', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe('http://up/api/carts/crt_1/tip?backUrl=%2Fx');
      expect(init?.method).toBe('PUT');
      expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe('{"tip":100}');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer cookie-token');
      return new Response('{"ok":true}', {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': 'x=1' },
      });
    });
    const request = new Request('http://localhost/forms/api/carts/crt_1/tip?backUrl=%2Fx', {
      method: 'PUT',
      body: '{"tip":100}',
      headers: { 'content-type': 'application/json', cookie: 'forms-access-token=cookie-token' },
    });
    const response = await forwardToUpstream({
      request,
      segments: ['carts', 'crt_1', 'tip'],
      upstreamBase: 'http://up/api',
      accessToken: 'cookie-token',
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get(PROXY_MARK_HEADER)).toBe('1');
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('passes errors through unchanged (421 included)', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"errors":[{"code":"X"}]}', { status: 421 }));
    const response = await forwardToUpstream({
      request: new Request('http://localhost/forms/api/agg/user'),
      segments: ['agg', 'user'],
      upstreamBase: 'http://up/api',
      accessToken: null,
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(response.status).toBe(421);
    expect(await response.json()).toEqual({ errors: [{ code: 'X' }] });
  });

  it("refreshes once after a 401 on the cookie's token", async () => {
    const bearers: (string | null)[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const bearer = new Headers(init?.headers).get('authorization');
      bearers.push(bearer);
      return new Response('{}', { status: bearer === 'Bearer fresh' ? 200 : 401 });
    });
    const refresh = vi.fn(async () => 'fresh');
    const response = await forwardToUpstream({
      request: new Request('http://localhost/forms/api/agg/user'),
      segments: ['agg', 'user'],
      upstreamBase: 'http://up/api',
      accessToken: 'stale',
      refresh,
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(response.status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(bearers).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('leaves a 401 alone when the caller sent its own bearer (it refreshes itself)', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 401 }));
    const refresh = vi.fn(async () => 'fresh');
    const response = await forwardToUpstream({
      request: new Request('http://localhost/forms/api/agg/user', { headers: { authorization: 'Bearer own' } }),
      segments: ['agg', 'user'],
      upstreamBase: 'http://up/api',
      accessToken: 'cookie',
      refresh,
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('answers 502 when the upstream cannot be reached and 504 when it is too slow', async () => {
    const unreachable = await forwardToUpstream({
      request: new Request('http://localhost/forms/api/x'),
      segments: ['x'],
      upstreamBase: 'http://up/api',
      accessToken: null,
      fetchImpl: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect(unreachable.status).toBe(502);
    expect(unreachable.headers.get(PROXY_MARK_HEADER)).toBe('1');
    const slow = await forwardToUpstream({
      request: new Request('http://localhost/forms/api/x'),
      segments: ['x'],
      upstreamBase: 'http://up/api',
      accessToken: null,
      timeoutMs: 20,
      fetchImpl: ((_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )) as unknown as typeof fetch,
    });
    expect(slow.status).toBe(504);
  });

  it('refuses bodies above the limit before calling the upstream', async () => {
    const fetchImpl = vi.fn();
    const response = await forwardToUpstream({
      request: new Request('http://localhost/forms/api/carts/1/file', {
        method: 'POST',
        headers: { 'content-length': String(MAX_PROXIED_BODY_BYTES + 1) },
        body: 'x',
      }),
      segments: ['carts', '1', 'file'],
      upstreamBase: 'http://up/api',
      accessToken: null,
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(response.status).toBe(413);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['['.repeat(100_000), 400, 'INVALID_JSON'],
    [`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 400, 'INVALID_JSON'],
    [JSON.stringify({ note: 'x'.repeat(300 * 1024) }), 413, 'PAYLOAD_TOO_LARGE'],
  ])('refuses a JSON body too deep or too large before calling the upstream (%#)', async (body, status, code) => {
    const fetchImpl = vi.fn();
    const response = await forwardToUpstream({
      request: new Request('http://localhost/forms/api/abuses', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
      segments: ['abuses'],
      upstreamBase: 'http://up/api',
      accessToken: null,
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(response.status).toBe(status);
    expect((await response.json()).errors[0].code).toBe(code);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
