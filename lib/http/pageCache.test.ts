import { describe, expect, it, vi } from 'vitest';
import {
  PAGE_RENDER_HEADER,
  cacheablePageRequest,
  createPageCache,
  nonceOf,
  pageCacheMs,
  stepOneForm,
  type CacheablePage,
  type PageRequest,
  type RenderedPage,
} from './pageCache';

const donation = '/associations/les-amis/formulaires/soutenir';
const event = '/associations/les-amis/evenements/fete';

type RequestOverrides = Partial<PageRequest> & { headers?: never; headerValues?: Record<string, string> };

/** A browser's page visit (it accepts HTML), changed by `overrides`. */
function pageRequest({ headerValues = {}, ...rest }: RequestOverrides = {}): PageRequest {
  const headers = new Headers({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headerValues });
  return {
    method: 'GET',
    pathname: donation,
    search: '',
    headers,
    cookies: [],
    ...rest,
  };
}

describe('stepOneForm', () => {
  it.each([
    [donation, 'Donation'],
    [`${donation}/1`, 'Donation'],
    [`${donation}/en`, 'Donation'],
    [`${donation}/1/en`, 'Donation'],
    [`/forms${event}`, 'Event'],
    [`${donation}/widget`, 'Donation'],
    [`${donation}/widget/1/en`, 'Donation'],
  ])('%s is step 1 of a %s form', (path, formType) => {
    expect(stepOneForm(path)?.formType).toBe(formType);
  });

  it.each([
    `${donation}/2`,
    `${donation}/widget/2`,
    `${donation}/widget-vignette`,
    `${donation}/widget/widget`,
    `${donation}/signaler`,
    `${donation}/checkout/crt_abc`,
    `${donation}/redirection`,
    '/associations/les-amis/inconnu/soutenir',
    '/associations/les-amis/formulaires/%E0%A4%A',
    '/',
  ])('%s is not', (path) => {
    expect(stepOneForm(path)).toBeNull();
  });

  it('names the form by its decoded slugs', () => {
    expect(stepOneForm('/associations/les-amis/formulaires/f%C3%AAte')).toEqual({
      organizationSlug: 'les-amis',
      formType: 'Donation',
      formSlug: 'fête',
    });
  });
});

describe('cacheablePageRequest', () => {
  it('keys a visitor’s step 1 by its path, language and display settings, normalised', () => {
    const plain = cacheablePageRequest(pageRequest());
    expect(plain).toMatchObject({ pathname: donation, cookieHeader: 'NEXT_LOCALE=fr' });
    const english = cacheablePageRequest(pageRequest({ cookies: [{ name: 'NEXT_LOCALE', value: 'en' }] }));
    const dark = cacheablePageRequest(
      pageRequest({ cookies: [{ name: 'forms-display', value: 'theme=dark&bogus=1' }] }),
    );
    const tampered = cacheablePageRequest(
      pageRequest({
        cookies: [
          { name: 'NEXT_LOCALE', value: 'xx' },
          { name: 'forms-display', value: 'theme=neon' },
        ],
      }),
    );
    expect(english?.cookieHeader).toBe('NEXT_LOCALE=en');
    expect(dark?.cookieHeader).toBe('NEXT_LOCALE=fr; forms-display=theme%3Ddark');
    expect(new Set([plain?.key, english?.key, dark?.key]).size).toBe(3);
    // Unknown values are what the render reads them as: the defaults.
    expect(tampered?.key).toBe(plain?.key);
  });

  it('keys the home page too, with no form to check', () => {
    expect(cacheablePageRequest(pageRequest({ pathname: '/' }))).toMatchObject({ pathname: '/', ref: null });
  });

  it.each<[string, RequestOverrides]>([
    ['a POST', { method: 'POST' }],
    ['a HEAD', { method: 'HEAD' }],
    ['a query', { search: '?panier=expire' }],
    ['a session cookie', { cookies: [{ name: 'forms-access-token', value: 'x' }] }],
    ['a cart cookie', { cookies: [{ name: 'forms-cart.les-amis.formulaires.soutenir', value: 'x' }] }],
    ['a fetch that does not ask for HTML (Next’s navigations)', { headerValues: { accept: '*/*' } }],
    ['a request without Accept', { headerValues: { accept: '' } }],
    ['an RSC navigation', { headerValues: { rsc: '1' } }],
    ['a prefetch', { headerValues: { 'next-router-prefetch': '1' } }],
    ['a server action', { headerValues: { 'next-action': 'abc' } }],
    ['the render made for the memory', { headerValues: { [PAGE_RENDER_HEADER]: '1' } }],
    ['step 2', { pathname: `${donation}/2` }],
  ])('is null for %s', (_what, overrides) => {
    expect(cacheablePageRequest(pageRequest(overrides))).toBeNull();
  });
});

describe('nonceOf', () => {
  it('reads the nonce of a CSP', () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-ab+c/d==' 'strict-dynamic'")).toBe('ab+c/d==');
    expect(nonceOf("script-src 'self'")).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });
});

describe('pageCacheMs', () => {
  it('is 5 s by default, configurable, and off in test mode and development unless configured', () => {
    expect(pageCacheMs({})).toBe(5000);
    expect(pageCacheMs({ FORMS_API_CACHE_MS: '2000' })).toBe(2000);
    expect(pageCacheMs({ FORMS_API_CACHE_MS: '2000', FORMS_PAGE_CACHE_MS: '0' })).toBe(0);
    expect(pageCacheMs({ SANDBOX_TEST_MODE: '1' })).toBe(0);
    expect(pageCacheMs({ SANDBOX_TEST_MODE: '1', FORMS_PAGE_CACHE_MS: '60000' })).toBe(60000);
    expect(pageCacheMs({ NODE_ENV: 'development', FORMS_PAGE_CACHE_MS: '60000' })).toBe(0);
  });
});

/** A fake app: renders with a fresh nonce each time, showing the stock the fake API holds. */
function fakeApp({ stock = null as number | null, status = 200, setCookie = false } = {}) {
  const api = { stock, readable: true };
  let renders = 0;
  const aggregate = () => JSON.stringify({ form: { remainingNumber: api.stock } });
  const render = vi.fn(async (): Promise<RenderedPage> => {
    renders += 1;
    const nonce = `n0nce${renders}`;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'content-security-policy': `script-src 'nonce-${nonce}'`,
      'x-powered-by': 'nothing to keep',
    });
    if (setCookie) headers.set('set-cookie', 'a=b');
    return { status, headers, body: `<script nonce="${nonce}"></script><p>stock ${api.stock}</p>` };
  });
  const readAggregate = vi.fn(async () => (api.readable ? aggregate() : null));
  const stockShown = (text: string) =>
    (JSON.parse(text) as { form: { remainingNumber: number | null } }).form.remainingNumber !== null;
  return { api, render, readAggregate, stockShown };
}

function setUp(app: ReturnType<typeof fakeApp>, ttl = 5000) {
  let clock = 1_000;
  const cache = createPageCache({
    ttlMs: () => ttl,
    render: app.render,
    readAggregate: app.readAggregate,
    stockShown: app.stockShown,
    now: () => clock,
  });
  const page = cacheablePageRequest(pageRequest()) as CacheablePage;
  return { cache, page, advance: (ms: number) => (clock += ms) };
}

describe('createPageCache', () => {
  it('renders once, then answers from memory with each answer’s nonce and the body’s own headers', async () => {
    const app = fakeApp();
    const { cache, page } = setUp(app);
    const first = await cache.serve(page, 'AAA');
    const second = await cache.serve(page, 'BBB');
    expect(first).toMatchObject({
      source: 'miss',
      status: 200,
      body: '<script nonce="AAA"></script><p>stock null</p>',
    });
    expect(second).toMatchObject({ source: 'hit', body: '<script nonce="BBB"></script><p>stock null</p>' });
    expect(second?.headers).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['cache-control', 'private, no-store'],
    ]);
    expect(app.render).toHaveBeenCalledTimes(1);
  });

  it('renders again once the page is older than the window, and not at all when the window is 0', async () => {
    const app = fakeApp();
    const { cache, page, advance } = setUp(app);
    await cache.serve(page, 'A');
    advance(5001);
    expect((await cache.serve(page, 'B'))?.source).toBe('miss');
    expect(app.render).toHaveBeenCalledTimes(2);

    const off = setUp(fakeApp(), 0);
    expect(await off.cache.serve(off.page, 'A')).toBeNull();
  });

  it('a burst of visitors waits for one render', async () => {
    const app = fakeApp();
    const { cache, page } = setUp(app);
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((nonce) => cache.serve(page, nonce)));
    expect(answers.map((answer) => answer?.body.slice(0, 16))).toEqual([
      '<script nonce="A',
      '<script nonce="B',
      '<script nonce="C',
      '<script nonce="D',
    ]);
    expect(app.render).toHaveBeenCalledTimes(1);
  });

  it('a form with stock is checked against the API at each request and rendered again when it changed', async () => {
    const app = fakeApp({ stock: 4 });
    const { cache, page } = setUp(app);
    await cache.serve(page, 'A');
    expect(await cache.serve(page, 'B')).toMatchObject({ source: 'hit', body: expect.stringContaining('stock 4') });
    app.api.stock = 3;
    expect(await cache.serve(page, 'C')).toMatchObject({ source: 'miss', body: expect.stringContaining('stock 3') });
    expect(app.render).toHaveBeenCalledTimes(2);
    // Read before the render, after it (it must not have moved meanwhile), then once per request.
    expect(app.readAggregate).toHaveBeenCalledTimes(6);
  });

  it('keeps no page whose stock moved while it was rendered', async () => {
    const app = fakeApp({ stock: 4 });
    app.render.mockImplementationOnce(async () => {
      app.api.stock = 2; // another buyer, during the render
      return {
        status: 200,
        headers: new Headers({ 'content-security-policy': "'nonce-x'", 'content-type': 'text/html' }),
        body: 'stock 4?',
      };
    });
    const { cache, page } = setUp(app);
    expect(await cache.serve(page, 'A')).toBeNull();
    expect(await cache.serve(page, 'B')).toMatchObject({ source: 'miss', body: expect.stringContaining('stock 2') });
  });

  it.each([
    ['an error page', { status: 404 }],
    ['a page that sets a cookie', { setCookie: true }],
  ])('keeps no %s, and lets the app render it as usual for the window', async (_what, options) => {
    const app = fakeApp(options);
    const { cache, page, advance } = setUp(app);
    expect(await cache.serve(page, 'A')).toBeNull();
    expect(await cache.serve(page, 'B')).toBeNull();
    expect(app.render).toHaveBeenCalledTimes(1);
    advance(5001);
    await cache.serve(page, 'C');
    expect(app.render).toHaveBeenCalledTimes(2);
  });

  it('remembers the home page for the window without asking the API about any form', async () => {
    const app = fakeApp();
    const { cache } = setUp(app);
    const home = cacheablePageRequest(pageRequest({ pathname: '/' })) as CacheablePage;
    await cache.serve(home, 'A');
    expect((await cache.serve(home, 'B'))?.source).toBe('hit');
    expect(app.render).toHaveBeenCalledTimes(1);
    expect(app.readAggregate).not.toHaveBeenCalled();
  });

  it('renders nothing for the memory while the API cannot say what the form is', async () => {
    const app = fakeApp();
    app.api.readable = false;
    const { cache, page } = setUp(app);
    expect(await cache.serve(page, 'A')).toBeNull();
    expect(app.render).not.toHaveBeenCalled();
  });

  it('a failed render is not kept', async () => {
    const app = fakeApp();
    app.render.mockRejectedValueOnce(new Error('socket hang up'));
    const { cache, page } = setUp(app);
    expect(await cache.serve(page, 'A')).toBeNull();
    expect((await cache.serve(page, 'B'))?.source).toBe('miss');
  });
});
