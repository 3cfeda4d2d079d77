/**
 * A few seconds' memory of a form's first page as visitors see it, and of the home page,
 * so that a form shared widely is rendered once every few seconds per language and
 * display setting, not once per visitor. The render of step 1 costs the server several
 * times what Next charges for a bare page (docs/performance.md); the page served from here
 * costs less than one.
 *
 * What may be remembered (`cacheablePageRequest`): a browser's GET of the home page or of
 * step 1 of a journey (the page and its widget copy, `/en` included) that accepts HTML,
 * with no query and no cookie other than the language and the display settings. Any other
 * cookie (a session, a cart, a refused-post flag…) means the page is that person's: it is
 * rendered for them.
 * Next's own navigations and prefetches do not ask for HTML (they fetch RSC data and accept
 * any type; Next hides their `RSC` header from the proxy), so they are rendered too.
 *
 * What a remembered page holds: the HTML of one render, split where that render's CSP
 * nonce was, so every answer carries a nonce of its own (proxy.ts makes it, as for any
 * page), and the headers that describe the body. Never a Set-Cookie: a render that sets
 * one is not kept.
 *
 * How fresh it is:
 *  - at most `ttlMs` old (FORMS_PAGE_CACHE_MS, else FORMS_API_CACHE_MS, else 5 s: the age a
 *    visitor's API reads may already have, lib/api/briefCache);
 *  - a form that shows stock (places, items, tiers left) is checked on every request: the
 *    form aggregate is read, as the render would, and the page is served only when the
 *    API's answer is the very one the page was rendered from; else it is rendered again.
 *    Stock stays exact where it is shown.
 *
 * Per process, like the API's brief memory: several instances behind a balancer each keep
 * their own, and nothing a payer does depends on it.
 */
import { apiCacheMs, rememberNewest } from '@/lib/api/briefCache';
import { basePath } from '@/lib/config';
import { DISPLAY_COOKIE, parseDisplaySettings, serializeDisplaySettings } from '@/lib/display/settings';
import { LOCALE_COOKIE, defaultLocale, isLocale } from '@/lib/i18n/locales';
import { formRefFromRoute, parseStepSegments } from '@/lib/routes/journey';
import type { FormRef } from '@/lib/kinds/formKinds';
import { decodeSegment } from './slugRedirect';

/** Set on the request that renders a page for the memory: it is rendered, never served from it. */
export const PAGE_RENDER_HEADER = 'x-forms-page-render';
/** Says on the answer whether it came from the memory (`hit`) or a render made for it (`miss`). */
export const PAGE_CACHE_HEADER = 'x-forms-page-cache';

/**
 * Next's navigation and action requests, answered with RSC data. Next takes the first
 * three off the request before the proxy sees it; checked anyway, should that change.
 */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];
/** The only cookies a remembered page may depend on; each is part of its key. */
const KEYED_COOKIES = new Set([LOCALE_COOKIE, DISPLAY_COOKIE]);

export interface PageRequest {
  method: string;
  /** The path after the base path, still percent-encoded, as proxy.ts reads it. */
  pathname: string;
  search: string;
  headers: { get(name: string): string | null };
  cookies: ReadonlyArray<{ name: string; value: string }>;
}

/** A request the memory may answer: its key, its form, and the cookies its render is made with. */
export interface CacheablePage {
  key: string;
  pathname: string;
  /** The form whose step 1 this is; null for the home page (no form, no stock). */
  ref: FormRef | null;
  /** The language and display cookies, normalised (what the render reads of them). */
  cookieHeader: string;
}

/** `/associations/{org}/{kind}/{form}[/widget][/1][/en]`, without the base path. */
const JOURNEY_PATH = /^\/associations\/([^/]+)\/([^/]+)\/([^/]+)((?:\/[^/]+)*)\/?$/;

/** The form whose step 1 this path shows, or null. */
export function stepOneForm(pathname: string): FormRef | null {
  const path = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  const match = JOURNEY_PATH.exec(path);
  if (!match) return null;
  const [, organization, kind, form, rest] = match;
  const segments = (rest ?? '').split('/').filter(Boolean);
  // The embedded form (…/widget/{step}) is the same step in the association's frame.
  if (segments[0] === 'widget') segments.shift();
  if (parseStepSegments(segments)?.step !== 1) return null;
  const organizationSlug = decodeSegment(organization ?? '');
  const formKind = decodeSegment(kind ?? '');
  const formSlug = decodeSegment(form ?? '');
  if (!organizationSlug || !formKind || !formSlug) return null;
  return formRefFromRoute({ organizationSlug, formKind, formSlug });
}

/** Whether the memory may answer this request, and under which key. */
export function cacheablePageRequest(request: PageRequest): CacheablePage | null {
  if (request.method !== 'GET' || request.search !== '') return null;
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return null;
  if ([PAGE_RENDER_HEADER, ...NEXT_REQUEST_HEADERS].some((name) => request.headers.get(name) !== null)) return null;
  if (request.cookies.some(({ name }) => !KEYED_COOKIES.has(name))) return null;
  const home = request.pathname === '/';
  const ref = home ? null : stepOneForm(request.pathname);
  if (!home && !ref) return null;
  const chosen = request.cookies.find(({ name }) => name === LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : defaultLocale;
  const display = serializeDisplaySettings(
    parseDisplaySettings(request.cookies.find(({ name }) => name === DISPLAY_COOKIE)?.value),
  );
  const cookies = [
    `${LOCALE_COOKIE}=${locale}`,
    ...(display ? [`${DISPLAY_COOKIE}=${encodeURIComponent(display)}`] : []),
  ];
  return {
    key: JSON.stringify([request.pathname, locale, display]),
    pathname: request.pathname,
    ref,
    cookieHeader: cookies.join('; '),
  };
}

/** The nonce a page's CSP allows (`'nonce-…'`), or null. */
export function nonceOf(contentSecurityPolicy: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(contentSecurityPolicy ?? '')?.[1] ?? null;
}

/** One render of a page, as its own request answered it. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: string;
}

/** What the memory answers: the page's body with this answer's nonce, and the headers that describe it. */
export interface ServedPage {
  source: 'hit' | 'miss';
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: string;
}

/** The headers of a render that describe its body (the security headers are each answer's own). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'content-language', 'link'];

interface Remembered {
  expiresAt: number;
  /** The body, split where the render's nonce was. */
  parts: string[];
  headers: Array<[string, string]>;
  /** What each answer checks the page against, when its form shows stock; else null. */
  stockCheck: StockCheck | null;
}

/** A form that shows stock, and the aggregate text its page was rendered from. */
interface StockCheck {
  ref: FormRef;
  aggregate: string;
}

/** A key whose render could not be kept (an error page, a cookie set…): rendered as usual until `expiresAt`. */
interface NotKept {
  expiresAt: number;
  parts: null;
}

export interface PageCacheOptions {
  /** How long a page is remembered, read at each request (0: not at all). */
  ttlMs: () => number;
  /** Renders the page for the memory (a request to this app with the normalised cookies). */
  render: (page: CacheablePage) => Promise<RenderedPage>;
  /** The form aggregate's text as the API answers it now; null when it cannot be read. */
  readAggregate: (ref: FormRef) => Promise<string | null>;
  /** Whether the form of this aggregate text shows stock; null when the text is no form aggregate. */
  stockShown: (aggregate: string) => boolean | null;
  maxEntries?: number;
  now?: () => number;
}

export interface PageCache {
  /** The page for this request with `nonce` in place of its render's, or null: render it as usual. */
  serve(page: CacheablePage, nonce: string): Promise<ServedPage | null>;
}

export function createPageCache({
  ttlMs,
  render,
  readAggregate,
  stockShown,
  maxEntries = 100,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Remembered | NotKept>();
  /** Renders under way, so a burst of visitors waits for one render instead of making one each. */
  const filling = new Map<string, Promise<Remembered | null>>();
  /**
   * Stock checks under way: a request that arrives while the form's aggregate is being read
   * takes that answer, at most one API round trip old, as the API's answer of the moment
   * (a rush on a ticket sale makes one read at a time, not one per visitor).
   */
  const checking = new Map<string, Promise<string | null>>();

  function currentAggregate(ref: FormRef): Promise<string | null> {
    const key = JSON.stringify([ref.organizationSlug, ref.formType, ref.formSlug]);
    const running = checking.get(key);
    if (running) return running;
    const started = readAggregate(ref)
      .catch(() => null)
      .finally(() => checking.delete(key));
    checking.set(key, started);
    return started;
  }

  const remember = (key: string, entry: Remembered | NotKept) => rememberNewest(entries, key, entry, maxEntries);

  /**
   * What a form's page will be checked against: the form and its aggregate's text when it
   * shows stock, null when it does not; undefined when the API cannot say what the form is.
   */
  async function stockToCheck(ref: FormRef): Promise<StockCheck | null | undefined> {
    const aggregate = await readAggregate(ref);
    const withStock = aggregate === null ? null : stockShown(aggregate);
    if (aggregate === null || withStock === null) return undefined;
    return withStock ? { ref, aggregate } : null;
  }

  async function renderAndKeep(page: CacheablePage, ttl: number): Promise<Remembered | null> {
    const stockCheck = page.ref ? await stockToCheck(page.ref) : null;
    if (stockCheck === undefined) {
      // Not a form the API shows (a 404 page) or the API is unwell: rendered as usual for a while.
      remember(page.key, { expiresAt: now() + ttl, parts: null });
      return null;
    }
    const rendered = await render(page);
    const renderNonce = nonceOf(rendered.headers.get('content-security-policy'));
    const keepable =
      rendered.status === 200 &&
      renderNonce !== null &&
      !rendered.headers.has('set-cookie') &&
      (rendered.headers.get('content-type') ?? '').startsWith('text/html');
    if (!keepable) {
      remember(page.key, { expiresAt: now() + ttl, parts: null });
      return null;
    }
    // A form with stock: the page is kept only if the API's answer did not change while it
    // was rendered, so the aggregate it is checked against is the one it shows.
    if (stockCheck && (await readAggregate(stockCheck.ref)) !== stockCheck.aggregate) return null;
    const entry: Remembered = {
      expiresAt: now() + ttl,
      parts: rendered.body.split(renderNonce),
      headers: KEPT_HEADERS.flatMap((name) => {
        const value = rendered.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
      stockCheck,
    };
    remember(page.key, entry);
    return entry;
  }

  function fill(page: CacheablePage, ttl: number): Promise<Remembered | null> {
    const running = filling.get(page.key);
    if (running) return running;
    const started = renderAndKeep(page, ttl)
      .catch(() => null)
      .finally(() => filling.delete(page.key));
    filling.set(page.key, started);
    return started;
  }

  const served = (entry: Remembered, source: ServedPage['source'], nonce: string): ServedPage => ({
    source,
    status: 200,
    headers: entry.headers,
    body: entry.parts.join(nonce),
  });

  return {
    async serve(page, nonce) {
      const ttl = ttlMs();
      if (ttl <= 0) return null;
      const entry = entries.get(page.key);
      if (entry && entry.expiresAt > now()) {
        if (entry.parts === null) return null;
        const { stockCheck } = entry;
        if (!stockCheck || (await currentAggregate(stockCheck.ref)) === stockCheck.aggregate) {
          return served(entry, 'hit', nonce);
        }
      }
      const fresh = await fill(page, ttl);
      return fresh ? served(fresh, 'miss', nonce) : null;
    },
  };
}

/** FORMS_PAGE_CACHE_MS, else FORMS_API_CACHE_MS, else 5 s; off under the sandbox's test mode and in development. */
export function pageCacheMs(env: Record<string, string | undefined> = process.env): number {
  if (env.NODE_ENV === 'development') return 0;
  const configured = Number.parseInt(env.FORMS_PAGE_CACHE_MS ?? '', 10);
  return Number.isFinite(configured) ? Math.max(0, configured) : apiCacheMs(env);
}
