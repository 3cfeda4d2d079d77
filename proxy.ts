import { NextResponse, type NextRequest } from 'next/server';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  SESSION_COOKIE_NAMES,
  sessionCookiesFor,
} from '@/lib/api/sessionCookies';
import { internalOrigin, sameOriginProxyBase, upstreamBase } from '@/lib/api/upstream';
import { basePath } from '@/lib/config';
import { FORCED_LOCALE_HEADER } from '@/lib/i18n/locales';
import { PAGE_CACHE_HEADER, cacheablePageRequest, type ServedPage } from '@/lib/http/pageCache';
import { processPageCache } from '@/lib/http/proxyPageCache';
import { NONCE_HEADER, PATHNAME_HEADER } from '@/lib/http/requestHeaders';
import { isCrossSiteActionPost, mayBeServerAction, refusedActionRequest } from '@/lib/http/actionGuard';
import {
  JSON_PATHS,
  REFUSED_ADDRESS_HEADER,
  isPageVisit,
  refusalResponse,
  refusedRequest,
} from '@/lib/http/requestGuard';
import { hasMalformedRouteParam } from '@/lib/http/routeParams';
import { isUnverifiedReceiptVisit } from '@/lib/http/unverifiedReceipt';
import { createNonce, formActionOriginsFromEnv, securityHeaders } from '@/lib/http/securityHeaders';
import { needsSessionRefresh, refreshTokens } from '@/lib/http/sessionRefresh';
import { slugRedirectPath } from '@/lib/http/slugRedirect';

/**
 * Runs before every request (Next 16's renamed middleware). No data fetching, except
 * the session refresh below.
 *  - A request no route should read (a method we do not serve, an address that is not
 *    valid percent-encoding or holds NUL) is refused here with a 4xx (lib/http/requestGuard):
 *    the SPEC §8 JSON body, or for a browser's page visit the 400 error page.
 *  - SPEC §2 slugs: a form's route with upper case, "+" or spaces in its organisation,
 *    type or form segment is redirected (308, query kept) to the normalised one.
 *  - A dynamic segment that cannot name anything (lib/http/routeParams: `a.b`, an emoji,
 *    an id of 101 characters) is the 404 page, for every route at once.
 *  - A server-action post too large, too deep or with altered `$ACTION_…` fields
 *    (lib/http/actionGuard) is the 413 or 400 page, before Next's action runtime reads it;
 *    one from another site (a foreign or `null` Origin) is the 403 page.
 *  - A receipt page asked by an unverified account is the 403 page with its status
 *    (lib/http/unverifiedReceipt).
 *  - The current path, so layouts can build "return to" links without JavaScript.
 *  - `/en` route variants (SPEC §2) force English whatever the cookie says.
 *  - A fresh CSP nonce: set on the request's CSP header (Next puts it on its scripts) and
 *    on the response with the other security headers (lib/http/securityHeaders.ts).
 *  - A visitor's home page or step 1 may come from a few seconds' memory of its render,
 *    with this request's nonce (lib/http/pageCache.ts: which requests, how stock stays exact).
 *  - An expired access token is refreshed here, where cookies can still be written
 *    (lib/http/sessionRefresh.ts); a refused refresh token ends the session.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const development = process.env.NODE_ENV === 'development';
  const nonce = createNonce();
  const headersFor = (path: string) =>
    securityHeaders(path, {
      nonce,
      development,
      formActionOrigins: formActionOriginsFromEnv(),
      searchParams: request.nextUrl.searchParams,
    });

  /** The SPEC §8 error page for `status`, in the visitor's language, under the requested address. */
  const errorPage = (status: 400 | 403 | 404 | 413) => {
    const page = `/erreur/${status}`;
    const headers = headersFor(status === 404 ? pathname : page);
    const requestHeaders = pageRequestHeaders(request, page, nonce, headers);
    // A refused post is rendered as a plain page: without these, Next would run the
    // rewritten request as a server action again.
    requestHeaders.delete('next-action');
    requestHeaders.delete('content-type');
    // An `/en` address refused before Next saw it (lib/http/methodGuard) stays in English.
    if (request.headers.get(REFUSED_ADDRESS_HEADER) === 'en') requestHeaders.set(FORCED_LOCALE_HEADER, 'en');
    return NextResponse.rewrite(new URL(`${basePath}${page}`, request.nextUrl.origin), {
      status,
      request: { headers: requestHeaders },
      headers,
    });
  };

  // A page visit whose raw address the server's first check refused (lib/http/methodGuard:
  // Next re-encodes the query before this runs) is shown the 400 page too.
  if (request.headers.get(REFUSED_ADDRESS_HEADER)) return errorPage(400);
  const refused = refusedRequest(request.method, pathname, request.nextUrl.search);
  // A person following a mangled link gets the error page in their language, not JSON.
  if (refused && isPageVisit(request.method, request.headers.get('accept'), pathname) && refused.status === 400)
    return errorPage(400);
  if (refused) return refusalResponse(refused, headersFor('/'));

  const normalised = slugRedirectPath(pathname);
  if (normalised) {
    const target = request.nextUrl.clone();
    target.pathname = normalised;
    const redirect = NextResponse.redirect(target, 308);
    for (const [name, value] of Object.entries(headersFor(normalised))) redirect.headers.set(name, value);
    return redirect;
  }
  if (hasMalformedRouteParam(pathname)) return errorPage(404);
  // Pages and widgets answer GET, HEAD and POST (server actions) only; Next would render a
  // page for a PUT, or answer 405 with no word of explanation for a route handler.
  if (!JSON_PATHS.test(pathname) && PAGE_REFUSED_METHODS.has(request.method)) {
    const refusal = refusalResponse(
      { status: 405, code: 'METHOD_NOT_ALLOWED', message: `The method ${request.method} is not served here.` },
      headersFor('/'),
    );
    refusal.headers.set('allow', 'GET, HEAD, POST');
    return refusal;
  }
  // A post from another site (or a `null` origin) would meet Next's CSRF refusal, a 500.
  if (!JSON_PATHS.test(pathname) && isCrossSiteActionPost(request.method, request.headers)) return errorPage(403);
  if (!JSON_PATHS.test(pathname) && mayBeServerAction(request.method, request.headers)) {
    const refusedAction = await refusedActionRequest(request);
    if (refusedAction) return errorPage(refusedAction.status === 413 ? 413 : 400);
  }

  if (isUnverifiedReceiptVisit(pathname, request.nextUrl.searchParams, request.cookies.get(ACCESS_TOKEN_COOKIE)?.value))
    return errorPage(403);

  const cacheable = cacheablePageRequest({
    method: request.method,
    pathname,
    search: request.nextUrl.search,
    headers: request.headers,
    cookies: request.cookies.getAll(),
  });
  const remembered = cacheable ? await processPageCache().serve(cacheable, nonce) : null;
  if (remembered) return rememberedPageResponse(remembered, headersFor(pathname));

  const refreshToken = request.cookies.get(REFRESH_TOKEN_COOKIE)?.value;
  let sessionCookies: ReturnType<typeof sessionCookiesFor> | 'clear' | null = null;
  if (
    needsSessionRefresh({
      pathname,
      accessToken: request.cookies.get(ACCESS_TOKEN_COOKIE)?.value,
      refreshToken,
      now: new Date(),
    }) &&
    refreshToken
  ) {
    const origin = internalOrigin();
    const outcome = await refreshTokens({
      authBase: upstreamBase('auth', origin),
      proxyBase: sameOriginProxyBase('auth', origin),
      refreshToken,
    });
    if (outcome.kind === 'refreshed') {
      sessionCookies = sessionCookiesFor(outcome.tokens);
      for (const cookie of sessionCookies) request.cookies.set(cookie.name, cookie.value);
    } else if (outcome.kind === 'ended') {
      sessionCookies = 'clear';
      for (const name of SESSION_COOKIE_NAMES) request.cookies.delete(name);
    }
  }

  const headers = headersFor(pathname);
  const requestHeaders = pageRequestHeaders(request, `${pathname}${request.nextUrl.search}`, nonce, headers);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (sessionCookies === 'clear') {
    for (const name of SESSION_COOKIE_NAMES) response.cookies.delete(name);
  } else if (sessionCookies) {
    for (const cookie of sessionCookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
}

/** A page from the memory: its body and the headers that describe it, this request's security headers. */
function rememberedPageResponse(page: ServedPage, securityHeaders: Record<string, string>): NextResponse {
  const response = new NextResponse(page.body, { status: page.status });
  for (const [name, value] of page.headers) response.headers.set(name, value);
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  response.headers.set(PAGE_CACHE_HEADER, page.source);
  return response;
}

/** Methods no page or widget serves (the API paths serve them). */
const PAGE_REFUSED_METHODS = new Set(['PUT', 'PATCH', 'DELETE']);

/** The headers the page render reads: its path, the CSP nonce, the forced locale of `/en` variants. */
function pageRequestHeaders(
  request: NextRequest,
  path: string,
  nonce: string,
  responseHeaders: Record<string, string>,
): Headers {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATHNAME_HEADER, path);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', responseHeaders['Content-Security-Policy'] ?? '');
  if (/\/en\/?$/.test(request.nextUrl.pathname)) requestHeaders.set(FORCED_LOCALE_HEADER, 'en');
  else requestHeaders.delete(FORCED_LOCALE_HEADER);
  return requestHeaders;
}

export const config = {
  matcher: ['/', '/((?!_next/static|_next/image|icon.svg|favicon.ico).*)'],
};
