/** Places a cart takes, the stock they need (SPEC §3), its holds and the minimum cart. */
import { eq } from 'drizzle-orm';
import { isCartTotalAllowed } from '@/lib/rules/cart';
import { MIN_AMOUNT_CENTS } from '@/lib/rules/constants';
import type { SandboxTx } from '../../db/client';
import { cartHolds, type StoredCartItem } from '../../db/schema';
import { fail } from '../../http/errors';
import { formRemaining, heldStock, remainingOf, type FormBundle } from '../forms';
import type { Pricing } from '../pricing';

export interface StockCounts {
  readonly tiers: Map<number, number>;
  readonly options: Map<number, number>;
}

export function countPlaces(items: readonly StoredCartItem[]): StockCounts {
  const counts: StockCounts = { tiers: new Map(), options: new Map() };
  for (const item of items) {
    counts.tiers.set(item.tierId, (counts.tiers.get(item.tierId) ?? 0) + 1);
    for (const option of item.extraOptions) counts.options.set(option.id, (counts.options.get(option.id) ?? 0) + 1);
  }
  return counts;
}

/**
 * Checks that the places are free, with the form row locked by the caller. `bundle`
 * must have been loaded after the lock (its sold counters are then current).
 */
export async function assertStock(
  tx: SandboxTx,
  bundle: FormBundle,
  items: readonly StoredCartItem[],
  now: Date,
  cartId?: string,
): Promise<StockCounts> {
  const held = await heldStock(tx, bundle.form.id, now, cartId);
  const counts = countPlaces(items);
  for (const [tierId, wanted] of counts.tiers) {
    const tier = bundle.tiers.find((candidate) => candidate.id === tierId);
    const left = tier ? remainingOf(tier.capacity, tier.sold, held.tiers.get(tierId) ?? 0) : 0;
    if (left !== null && wanted > left) {
      throw fail(
        409,
        'ticketsSoldOut',
        `Only ${left} place(s) left for tier ${tierId} ("${tier?.label ?? '?'}"), ${wanted} asked.`,
      );
    }
  }
  for (const [optionId, wanted] of counts.options) {
    const option = bundle.options.find((candidate) => candidate.id === optionId);
    const left = option ? remainingOf(option.capacity, option.sold, held.options.get(optionId) ?? 0) : 0;
    if (left !== null && wanted > left) {
      throw fail(
        409,
        'optionsSoldOut',
        `Only ${left} left for option ${optionId} ("${option?.label ?? '?'}"), ${wanted} asked.`,
      );
    }
  }
  const formLeft = formRemaining(bundle, held);
  if (formLeft !== null && items.length > formLeft) {
    throw fail(409, 'ticketsSoldOut', `Only ${formLeft} place(s) left on this form, ${items.length} asked.`);
  }
  return counts;
}

export async function writeHolds(
  tx: SandboxTx,
  cartId: string,
  formId: number,
  items: readonly StoredCartItem[],
  isNew = false,
): Promise<void> {
  if (!isNew) await tx.delete(cartHolds).where(eq(cartHolds.cartId, cartId));
  const counts = countPlaces(items);
  const rows = [
    ...[...counts.tiers].map(([tierId, quantity]) => ({ cartId, formId, tierId, optionId: null, quantity })),
    ...[...counts.options].map(([optionId, quantity]) => {
      const item = items.find((candidate) => candidate.extraOptions.some((option) => option.id === optionId));
      return { cartId, formId, tierId: item?.tierId ?? 0, optionId, quantity };
    }),
  ];
  if (rows.length > 0) await tx.insert(cartHolds).values(rows);
}

export function assertMinimumCart(pricing: Pricing): void {
  if (!isCartTotalAllowed(pricing.realAmount)) {
    throw fail(
      422,
      'minimumCart',
      `A cart is free or at least ${MIN_AMOUNT_CENTS} cents; this one is ${pricing.realAmount}.`,
    );
  }
}
