import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { basePath } from '@/lib/config';
import { isSafeJourneyPath, stepPath, type CampaignRef } from '@/lib/journeyRoutes';
import { cartCookieName } from './cartCookieValue';

/**
 * GET …/{campaign}/nouveau-panier?vers=…: forgets the cart cookie of a campaign whose
 * cart the API dropped (404: expired or removed), then sends the payer back into the
 * journey (step 1, with the amount kept in the query). A route handler, because pages
 * cannot change cookies while rendering.
 */
export function dropCartAndRestart(request: NextRequest, ref: CampaignRef): NextResponse {
  const target = request.nextUrl.searchParams.get('vers') ?? '';
  const path = isSafeJourneyPath(ref, target) ? target : stepPath(ref, 1);
  const response = NextResponse.redirect(new URL(`${basePath}${path}`, request.nextUrl.origin), 303);
  // A widget's cookie lives in the partitioned (third-party frame) jar: delete it there.
  const secure = request.nextUrl.protocol === 'https:' || /^(localhost|127\.0\.0\.1)$/.test(request.nextUrl.hostname);
  const widget = path.includes('/widget/') && secure;
  response.cookies.set(cartCookieName(ref), '', {
    path: basePath,
    maxAge: 0,
    ...(widget ? { sameSite: 'none' as const, secure: true, partitioned: true } : {}),
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
