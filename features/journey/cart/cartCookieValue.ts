/**
 * The cart cookie of a form (pure part, unit-tested): its name per form and its value,
 * the cart id plus the items chosen (tier, quantity, amount), so that a journey whose
 * cart was dropped (404) can restart with the same choices, whatever the form's kind.
 */
import { parseItems, type RememberedItem, serializeItems } from '@/lib/rememberedCart';
import type { Cart } from '@/lib/api/contracts/carts';
import { urlSegmentFromFormType, type FormRef } from '@/lib/kinds/formKinds';

export interface CartCookie {
  readonly cartId: string;
  readonly items: readonly RememberedItem[];
}

const SEPARATOR = '~';

/**
 * One cookie per form, its kind's URL segment in the name (a donation and an event may
 * share a slug): slugs and segments are [a-z0-9-], so the name is a valid cookie token.
 */
export function cartCookieName({ organizationSlug, formType, formSlug }: FormRef): string {
  return `forms-cart.${organizationSlug}.${urlSegmentFromFormType(formType)}.${formSlug}`;
}

/** A cart's places as remembered lines: one per tier and chosen amount, with its quantity. */
export function rememberedItemsOf(cart: Pick<Cart, 'items'>): RememberedItem[] {
  const lines = new Map<string, RememberedItem>();
  for (const item of cart.items) {
    const key = `${item.tierId}.${item.customAmount ?? '-'}`;
    const quantity = (lines.get(key)?.quantity ?? 0) + 1;
    lines.set(key, { tierId: item.tierId, quantity, amountCents: item.customAmount });
  }
  return [...lines.values()];
}

export function serializeCartCookie({ cartId, items }: CartCookie): string {
  return `${cartId}${SEPARATOR}${serializeItems(items)}`;
}

/** A value this app did not write (or an older format) keeps its cart id, without items. */
export function parseCartCookie(value: string | undefined | null): CartCookie | null {
  if (!value) return null;
  const [cartId, items] = value.split(SEPARATOR);
  if (!cartId || !/^[A-Za-z0-9_-]{1,100}$/.test(cartId)) return null;
  return { cartId, items: parseItems(items) };
}
