import 'server-only';
import { cache } from 'react';
import { getCart } from '@/lib/api/carts';
import { getFormAggregate, type FormKey } from '@/lib/api/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { isApiFailure } from '@/lib/api/http';
import { readCartCookie } from './cartCookie';
import type { CartCookie } from './cartCookieValue';
import type { CampaignRef } from '@/lib/journeyRoutes';

/** SPEC §1: the `formulaires` segment is a donation form (API formType Donation). */
export const donationKey = ({ organizationSlug, campaignSlug }: CampaignRef): FormKey => ({
  organizationSlug,
  formType: 'Donation',
  formSlug: campaignSlug,
});

/**
 * The form aggregate, or null when the API answers 404 (unknown, or a draft / disabled /
 * deleted form seen by a visitor: the page is then a 404). Cached per request, so the
 * page and its metadata share one call.
 */
export const loadCampaign = cache(
  async (organizationSlug: string, campaignSlug: string): Promise<FormAggregate | null> => {
    try {
      return await getFormAggregate(donationKey({ organizationSlug, campaignSlug }));
    } catch (error) {
      if (isApiFailure(error) && error.statusCode === 404) return null;
      throw error;
    }
  },
);

export type JourneyCart =
  | { status: 'none' }
  /** The cookie named a cart the API no longer knows (expired or removed): drop it. */
  | { status: 'dropped'; cookie: CartCookie; code: string | null }
  | { status: 'open'; cart: Cart; cookie: CartCookie }
  /** Already paid: the journey starts again with a new cart. */
  | { status: 'paid'; cart: Cart; cookie: CartCookie };

/** The cart of this campaign named by the cookie, as the API sees it now. */
export const loadJourneyCart = cache(async (organizationSlug: string, campaignSlug: string): Promise<JourneyCart> => {
  const ref = { organizationSlug, campaignSlug };
  const cookie = await readCartCookie(ref);
  if (!cookie) return { status: 'none' };
  try {
    const cart = await getCart(cookie.cartId, donationKey(ref));
    if (cart.state === 'Paid') return { status: 'paid', cart, cookie };
    if (cart.state === 'Expired') return { status: 'dropped', cookie, code: 'CART_EXPIRED' };
    return { status: 'open', cart, cookie };
  } catch (error) {
    if (isApiFailure(error) && error.statusCode === 404) return { status: 'dropped', cookie, code: error.code };
    throw error;
  }
});
