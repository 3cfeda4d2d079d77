import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { browserAddressBase } from '@/lib/api/upstream';
import { basePath } from '@/lib/config';
import { expiredCookie, journeyCookie } from '@/lib/http/cookiePolicy';
import { isSafeJourneyPath, stepPath } from '@/lib/routes/journey';
import type { FormRef } from '@/lib/kinds/formKinds';
import { cartCookieName } from './cartCookieValue';

/**
 * GET …/{form}/nouveau-panier?vers=…: forgets the cart cookie of a form whose
 * cart the API dropped (404: expired or removed), then sends the payer back into the
 * journey (step 1, with the amount kept in the query). A route handler, because pages
 * cannot change cookies while rendering.
 */
export function dropCartAndRestart(request: NextRequest, ref: FormRef): NextResponse {
  const target = request.nextUrl.searchParams.get('vers') ?? '';
  const path = isSafeJourneyPath(ref, target) ? target : stepPath(ref, 1);
  // A path: the browser stays on the origin it is on (Next's own request URL names the host
  // it listens as, localhost, whatever the visitor typed).
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: `${browserAddressBase()}${basePath}${path}` },
  });
  // A widget's cookie lives in the partitioned (third-party frame) jar: delete it there.
  const page = { https: request.nextUrl.protocol === 'https:', hostname: request.nextUrl.hostname };
  const widget = path.includes('/widget/');
  response.cookies.set(cartCookieName(ref), '', expiredCookie(journeyCookie({ path: basePath, widget, page })));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
