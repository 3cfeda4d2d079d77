/**
 * Response security headers. Pages may be framed by the same origin only (SPEC §2),
 * except widget routes, which associations embed on their own sites.
 */
const WIDGET_ROUTE = /\/widget(?:-[a-z-]+)?(?:\/|$)/;

export function isWidgetPath(pathname: string): boolean {
  return WIDGET_ROUTE.test(pathname);
}

export function securityHeaders(pathname: string): Record<string, string> {
  const frameAncestors = isWidgetPath(pathname) ? '*' : "'self'";
  return {
    'Content-Security-Policy': `frame-ancestors ${frameAncestors}; base-uri 'self'; form-action 'self'; object-src 'none'`,
    ...(isWidgetPath(pathname) ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
}
