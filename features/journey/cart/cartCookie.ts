import 'server-only';
import { cookies, headers } from 'next/headers';
import { basePath } from '@/lib/config';
import { journeyCookie, pageSecurityFromHeaders } from '@/lib/http/cookiePolicy';
import { cartCookieName, parseCartCookie, serializeCartCookie, type CartCookie } from './cartCookieValue';
import type { FormRef } from '@/lib/kinds/formKinds';

/**
 * The cart id travels in an httpOnly cookie, one per form, so a reload resumes the
 * journey and every step works without JavaScript. It lives a day: the cart itself
 * expires in the API after 15 minutes without activity, and a dropped cart (404) is
 * forgotten by the `nouveau-panier` route.
 */
const MAX_AGE_SECONDS = 60 * 60 * 24;

export async function readCartCookie(ref: FormRef): Promise<CartCookie | null> {
  return parseCartCookie((await cookies()).get(cartCookieName(ref))?.value);
}

/** The cookie policy's journey attributes (lib/http/cookiePolicy.ts): a widget's cookie works in a third-party frame. */
async function cookieOptions(widget: boolean) {
  const page = pageSecurityFromHeaders(await headers());
  return journeyCookie({ path: basePath, maxAge: MAX_AGE_SECONDS, widget, page });
}

/** Only from server actions and route handlers (Next refuses cookie writes while rendering). */
export async function writeCartCookie(ref: FormRef, value: CartCookie, widget: boolean): Promise<void> {
  (await cookies()).set(cartCookieName(ref), serializeCartCookie(value), await cookieOptions(widget));
}
