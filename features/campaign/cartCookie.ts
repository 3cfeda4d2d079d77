import 'server-only';
import { cookies, headers } from 'next/headers';
import { basePath } from '@/lib/config';
import { cartCookieName, parseCartCookie, serializeCartCookie, type CartCookie } from './cartCookieValue';
import type { CampaignRef } from '@/lib/journeyRoutes';

/**
 * The cart id travels in an httpOnly cookie, one per form, so a reload resumes the
 * journey and every step works without JavaScript. It lives a day: the cart itself
 * expires in the API after 15 minutes without activity, and a dropped cart (404) is
 * forgotten by the `nouveau-panier` route.
 */
const MAX_AGE_SECONDS = 60 * 60 * 24;

export async function readCartCookie(ref: CampaignRef): Promise<CartCookie | null> {
  return parseCartCookie((await cookies()).get(cartCookieName(ref))?.value);
}

/**
 * A widget is framed by the association's site: its cookie must be sent in a third-party
 * frame (SameSite=None, Secure, Partitioned). Browsers accept Secure cookies on https and
 * on localhost; elsewhere (plain http) it falls back to Lax.
 */
async function cookieOptions(widget: boolean) {
  const requestHeaders = await headers();
  const host = (requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? '').split(',')[0]?.trim() ?? '';
  const https = (requestHeaders.get('x-forwarded-proto') ?? '').startsWith('https');
  const secureContext = https || /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  const crossSite = widget && secureContext;
  return {
    path: basePath,
    httpOnly: true,
    maxAge: MAX_AGE_SECONDS,
    sameSite: crossSite ? ('none' as const) : ('lax' as const),
    secure: crossSite || https,
    ...(crossSite ? { partitioned: true } : {}),
  };
}

/** Only from server actions and route handlers (Next refuses cookie writes while rendering). */
export async function writeCartCookie(ref: CampaignRef, value: CartCookie, widget: boolean): Promise<void> {
  (await cookies()).set(cartCookieName(ref), serializeCartCookie(value), await cookieOptions(widget));
}

export async function deleteCartCookie(ref: CampaignRef): Promise<void> {
  (await cookies()).set(cartCookieName(ref), '', { path: basePath, maxAge: 0 });
}
