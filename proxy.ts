import { NextResponse, type NextRequest } from 'next/server';
import { FORCED_LOCALE_HEADER } from '@/lib/i18n/locales';
import { PATHNAME_HEADER } from '@/lib/http/requestHeaders';
import { securityHeaders } from '@/lib/http/securityHeaders';

/**
 * Runs before every page (Next 16's renamed middleware). It only passes facts to the
 * render through request headers and adds response headers; no data fetching here.
 *  - the current path, so layouts can build "return to" links without JavaScript;
 *  - `/en` route variants (SPEC §2) force English whatever the cookie says;
 *  - security headers (frame-ancestors 'self' except on widget routes).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATHNAME_HEADER, `${pathname}${search}`);
  if (/\/en\/?$/.test(pathname)) requestHeaders.set(FORCED_LOCALE_HEADER, 'en');
  else requestHeaders.delete(FORCED_LOCALE_HEADER);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders(pathname))) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/', '/((?!_next/static|_next/image|icon.svg|favicon.ico).*)'],
};
