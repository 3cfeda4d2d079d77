/**
 * The cookie security policy, in one place for every cookie the app writes (session,
 * cart, preferences, form-error flag). No Next import: the proxy bundle uses it too.
 *
 * - First-party cookies are `SameSite=Lax`, httpOnly unless scripts must read them.
 * - `Secure` in production, except with FORMS_INSECURE_COOKIES=1 (a plain-HTTP demo
 *   host other than localhost); also whenever the page itself is served over https.
 * - A widget is framed by the association's site: its cookies must travel in a
 *   third-party frame (`SameSite=None; Secure; Partitioned`). Browsers store Secure
 *   cookies only on https pages and on localhost, so elsewhere (plain http) a widget's
 *   cookie falls back to the first-party attributes.
 */
export interface CookieAttributes {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax' | 'none';
  secure: boolean;
  partitioned?: true;
  maxAge?: number;
}

/** How the current page is served, as far as cookies care. */
export interface PageSecurity {
  https: boolean;
  hostname: string;
}

/**
 * The page's scheme and host as the browser sees them, from the request headers (behind
 * a load balancer, its X-Forwarded-* headers). Only ever used to choose cookie
 * attributes for the browser that sent them, never to build an address.
 */
export function pageSecurityFromHeaders(headers: { get(name: string): string | null }): PageSecurity {
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0]?.trim() ?? '';
  return {
    https: (headers.get('x-forwarded-proto') ?? '').startsWith('https'),
    hostname: host.replace(/:\d+$/, ''),
  };
}

/** Production cookies are Secure unless the demo host opts out (FORMS_INSECURE_COOKIES=1). */
export function secureInThisEnvironment(): boolean {
  return process.env.NODE_ENV === 'production' && process.env.FORMS_INSECURE_COOKIES !== '1';
}

/** Browsers keep a Secure cookie set by an https page or by localhost. */
export function acceptsSecureCookies(page: PageSecurity): boolean {
  return page.https || page.hostname === 'localhost' || page.hostname === '127.0.0.1';
}

interface CookieRequest {
  path: string;
  maxAge?: number;
  /** Readable by scripts (no secret in it). Default: httpOnly. */
  readableByScripts?: boolean;
  /** Secure even outside production (the page is served over https). */
  https?: boolean;
}

/** A cookie the app's own pages read. */
export function firstPartyCookie({
  path,
  maxAge,
  readableByScripts = false,
  https = false,
}: CookieRequest): CookieAttributes {
  return {
    path,
    httpOnly: !readableByScripts,
    sameSite: 'lax',
    secure: secureInThisEnvironment() || https,
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/** A journey cookie: third-party-frame attributes for a widget when the page allows Secure cookies. */
export function journeyCookie(request: CookieRequest & { widget: boolean; page: PageSecurity }): CookieAttributes {
  const { widget, page, ...rest } = request;
  if (!widget || !acceptsSecureCookies(page)) return firstPartyCookie({ ...rest, https: page.https });
  return {
    path: rest.path,
    httpOnly: !rest.readableByScripts,
    sameSite: 'none',
    secure: true,
    partitioned: true,
    ...(rest.maxAge === undefined ? {} : { maxAge: rest.maxAge }),
  };
}

/** Attributes that delete a cookie written with `attributes` (same path, same jar). */
export function expiredCookie(attributes: CookieAttributes): CookieAttributes {
  return { ...attributes, maxAge: 0 };
}
