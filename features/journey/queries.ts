import 'server-only';
import { cache } from 'react';
import { getCart } from '@/lib/api/carts';
import { findFormAggregate, findFreshFormAggregate, getContributors } from '@/lib/api/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { isApiFailure } from '@/lib/api/http';
import { readCartCookie } from './cart/cartCookie';
import type { CartCookie } from './cart/cartCookieValue';
import { contributorEntry, type ContributorsView } from './contributors/contributors';
import { PREPARED_CART_FORM_TYPE, type FormRef, type FormType } from '@/lib/kinds/formKinds';

/**
 * The form aggregate, or null when the API answers 404 (unknown, or a draft / disabled /
 * deleted form seen by a visitor: the page is then a 404). Cached per request, so the
 * page and its metadata share one call; a visitor's may also come from the few seconds'
 * memory of lib/api/forms (never a form that shows stock).
 */
const loadFormCached = cache(
  (organizationSlug: string, formType: FormType, formSlug: string): Promise<FormAggregate | null> =>
    findFormAggregate({ organizationSlug, formType, formSlug }),
);

/** The same, as the API sees it now: what a server action checks a choice against before making a cart. */
const loadFreshFormCached = cache(
  (organizationSlug: string, formType: FormType, formSlug: string): Promise<FormAggregate | null> =>
    findFreshFormAggregate({ organizationSlug, formType, formSlug }),
);

export type JourneyCart =
  | { status: 'none' }
  /** The cookie named a cart the API no longer knows (expired or removed): drop it. */
  | { status: 'dropped'; cookie: CartCookie; code: string | null }
  | { status: 'open'; cart: Cart; cookie: CartCookie }
  /** Already paid: the journey starts again with a new cart. */
  | { status: 'paid'; cart: Cart; cookie: CartCookie };

/** The cart of this form named by the cookie, as the API sees it now. */
const loadJourneyCartCached = cache(
  async (organizationSlug: string, formType: FormType, formSlug: string): Promise<JourneyCart> => {
    const ref: FormRef = { organizationSlug, formType, formSlug };
    const cookie = await readCartCookie(ref);
    if (!cookie) return { status: 'none' };
    try {
      const cart = await getCart(cookie.cartId, ref);
      if (cart.state === 'Paid') return { status: 'paid', cart, cookie };
      if (cart.state === 'Expired') return { status: 'dropped', cookie, code: 'CART_EXPIRED' };
      return { status: 'open', cart, cookie };
    } catch (error) {
      if (isApiFailure(error) && error.statusCode === 404) return { status: 'dropped', cookie, code: error.code };
      throw error;
    }
  },
);

// React's cache() compares arguments by identity: the cached functions take the
// FormRef's three strings, so that every call of one request shares one API call.

/** The form aggregate, or null when the API answers 404 (the page is then a 404). */
export const loadForm = ({ organizationSlug, formType, formSlug }: FormRef) =>
  loadFormCached(organizationSlug, formType, formSlug);

/** The form aggregate as the API sees it now (server actions: a cart is never made on an old one). */
export const loadFreshForm = ({ organizationSlug, formType, formSlug }: FormRef) =>
  loadFreshFormCached(organizationSlug, formType, formSlug);

/** The journey's cart as the API sees it now (none, open, paid, or dropped by the API). */
export const loadJourneyCart = ({ organizationSlug, formType, formSlug }: FormRef) =>
  loadJourneyCartCached(organizationSlug, formType, formSlug);

export type CheckoutCart =
  | { status: 'open'; cart: Cart }
  | { status: 'paid'; cart: Cart }
  /** Unknown here (404 CART_NOT_FOUND) or expired (CART_EXPIRED): the checkout's error page. */
  | { status: 'gone'; code: 'CART_EXPIRED' | 'CART_NOT_FOUND' };

/**
 * The cart a checkout address names (SPEC §7 GET /carts/{id}?organizationSlug&formType=checkout),
 * with the form when the address names one. Its id is the only key: 120 random bits, so
 * whoever holds the address may pay the cart, and nobody can guess one.
 */
const loadCheckoutCartCached = cache(
  async (organizationSlug: string, cartId: string, formSlug: string | null): Promise<CheckoutCart> => {
    try {
      const cart = await getCart(cartId, {
        organizationSlug,
        formType: PREPARED_CART_FORM_TYPE,
        ...(formSlug ? { formSlug } : {}),
      });
      if (cart.state === 'Paid') return { status: 'paid', cart };
      if (cart.state === 'Expired') return { status: 'gone', code: 'CART_EXPIRED' };
      return { status: 'open', cart };
    } catch (error) {
      if (isApiFailure(error) && error.statusCode === 404) {
        return { status: 'gone', code: error.code === 'CART_EXPIRED' ? 'CART_EXPIRED' : 'CART_NOT_FOUND' };
      }
      throw error;
    }
  },
);

/** The checkout's cart as the API sees it now; `scope` is the form the address names, if any. */
export const loadCheckoutCart = (organizationSlug: string, cartId: string, scope: FormRef | null = null) =>
  loadCheckoutCartCached(organizationSlug, cartId, scope?.formSlug ?? null);

/**
 * The first `pages` pages of a form's contributors, following the continuation tokens
 * (SPEC §7): what "see more" shows without JavaScript. Null when the API cannot answer
 * (the page goes on without its list).
 */
export async function loadContributors(ref: FormRef, pages: number): Promise<ContributorsView | null> {
  const contributors: ContributorsView['contributors'][number][] = [];
  let token: string | null = null;
  let shown = 0;
  try {
    do {
      const page = await getContributors(ref, token);
      contributors.push(...page.data.map(contributorEntry));
      token = page.continuationToken;
      shown += 1;
    } while (token && shown < pages);
  } catch (error) {
    if (isApiFailure(error)) return null;
    throw error;
  }
  return { contributors, nextToken: token, pages: shown };
}
