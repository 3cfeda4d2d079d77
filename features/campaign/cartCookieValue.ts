/**
 * The cart cookie of a form (pure part, unit-tested): its name per form and its value,
 * the cart id plus the amount chosen, so that a journey whose cart was dropped (404) can
 * restart with the same amount.
 */
import type { FormRef } from '@/lib/rules/formTypes';

export interface CartCookie {
  readonly cartId: string;
  readonly amountCents: number | null;
  readonly monthly: boolean;
}

const SEPARATOR = '~';

/**
 * One cookie per form: slugs are [a-z0-9-], so the name is a valid cookie token. (The
 * form type is not in the name yet: only donation forms have a journey here.)
 */
export function cartCookieName({ organizationSlug, formSlug }: FormRef): string {
  return `forms-cart.${organizationSlug}.${formSlug}`;
}

export function serializeCartCookie({ cartId, amountCents, monthly }: CartCookie): string {
  return [cartId, amountCents ?? '', monthly ? 'm' : 'o'].join(SEPARATOR);
}

export function parseCartCookie(value: string | undefined | null): CartCookie | null {
  if (!value) return null;
  const [cartId, amount, frequency] = value.split(SEPARATOR);
  if (!cartId || !/^[A-Za-z0-9_-]{1,100}$/.test(cartId)) return null;
  const amountCents = amount && /^\d{1,9}$/.test(amount) ? Number(amount) : null;
  return { cartId, amountCents, monthly: frequency === 'm' };
}
