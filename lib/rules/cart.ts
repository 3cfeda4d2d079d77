/**
 * Cart rules (SPEC §3, §4, §5, §9): remaining stock, tier state, expiry, minimum total,
 * and the guard of a cart field update. Structural types only: the API contract
 * (lib/api) owns the full entities; anything with these fields fits.
 */
import { CART_LIFETIME_MS } from './constants';
import { messageRef } from './messageRef';
import { isFreeOrAboveMinimum } from './money';
import { RULES_MESSAGES } from './ruleMessages';

type Id = string | number;

export interface TierStock {
  readonly id: Id;
  readonly remainingNumber?: number | null;
  readonly isSoldOut?: boolean;
}

export interface CartItemRef {
  readonly tierId: Id;
}

/**
 * Remaining stock of a tier once this cart's own choices are counted: remainingNumber
 * minus the items already holding that tier, never below 0; null (unlimited, or unknown)
 * when remainingNumber is not an integer. Ids are compared as text because the API and
 * form data do not always agree on number vs string.
 */
export function remainingStock(tier: TierStock, cartItems: readonly CartItemRef[]): number | null {
  const { remainingNumber } = tier;
  if (typeof remainingNumber !== 'number' || !Number.isInteger(remainingNumber)) return null;
  const chosen = cartItems.filter((item) => String(item.tierId) === String(tier.id)).length;
  return Math.max(0, remainingNumber - chosen);
}

export type TierState = 'soldOut' | 'lastAvailable' | 'limited' | 'available';

/**
 * soldOut: flagged or nothing left; lastAvailable: exactly one left; limited: a known,
 * larger stock (shown as "N left"); available: no stock limit.
 */
export function tierState(remaining: number | null, isSoldOut = false): TierState {
  if (isSoldOut || remaining === 0) return 'soldOut';
  if (remaining === 1) return 'lastAvailable';
  return remaining === null ? 'available' : 'limited';
}

/** What a tier sells, for its badge's words: places, items (a shop), memberships, contributions (rewards). */
export type StockUnit = 'place' | 'item' | 'membership' | 'contribution';

/** The badge message of a tier state ("Plus que 3 articles disponibles"), or null when there is nothing to say. */
export function tierStateMessage(state: TierState, remaining: number | null, unit: StockUnit = 'place'): string | null {
  switch (state) {
    case 'soldOut':
      return messageRef(RULES_MESSAGES.tierSoldOut, { unit });
    case 'lastAvailable':
      return messageRef(RULES_MESSAGES.tierLastAvailable, { unit });
    case 'limited':
      return messageRef(RULES_MESSAGES.tierLimited, { remaining: remaining ?? 0, unit });
    default:
      return null;
  }
}

/** The most a payer may pick: the smallest known limit (tier, form, user, cart); null = no limit. */
export function maxSelectableQuantity(limits: readonly (number | null | undefined)[]): number | null {
  const known = limits.filter((limit): limit is number => typeof limit === 'number' && Number.isFinite(limit));
  return known.length === 0 ? null : Math.max(0, Math.min(...known));
}

type DateLike = string | number | Date | null | undefined;

export interface CartTimestamps {
  readonly meta?: { readonly createdAt?: DateLike; readonly updatedAt?: DateLike } | null;
}

function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Last update (or creation) + 15 minutes; null when the cart carries neither date. */
export function cartExpiresAt(cart: CartTimestamps): Date | null {
  const start = toDate(cart.meta?.updatedAt) ?? toDate(cart.meta?.createdAt);
  return start ? new Date(start.getTime() + CART_LIFETIME_MS) : null;
}

/**
 * Expired from the expiry instant on. A cart without dates is not declared expired
 * here: the API is the judge and answers 404 for a cart it dropped.
 */
export function isCartExpired(cart: CartTimestamps, now: Date): boolean {
  const expiresAt = cartExpiresAt(cart);
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}

/** Milliseconds left, for the countdown (0 once expired); null without dates. */
export function msUntilCartExpiry(cart: CartTimestamps, now: Date): number | null {
  const expiresAt = cartExpiresAt(cart);
  return expiresAt === null ? null : Math.max(0, expiresAt.getTime() - now.getTime());
}

/** Minimum cart (SPEC §5, §9): free, or at least 0.50 €. */
export function isCartTotalAllowed(totalCents: number): boolean {
  return isFreeOrAboveMinimum(totalCents);
}

export interface CartFieldUpdate {
  readonly key?: string | null;
  readonly value?: unknown;
  readonly itemIndex: number;
  readonly customFieldIndex?: number;
  readonly extraOptionIndex?: number;
}

interface HasCustomFields {
  readonly customFields?: readonly unknown[] | null;
}

export interface CartForFieldUpdate {
  readonly items: readonly (HasCustomFields & { readonly extraOptions?: readonly HasCustomFields[] | null })[];
}

function at<T>(list: readonly T[] | null | undefined, index: number | undefined): T | undefined {
  return Number.isInteger(index) ? list?.[index as number] : undefined;
}

/**
 * SPEC §5: an update needs a key, a value (null and "" are values; undefined is not) and
 * indexes that exist: the item, then the extra option if given, then the custom field if
 * given (inside the option when both are given).
 */
export function isValidCartFieldUpdate(cart: CartForFieldUpdate, update: CartFieldUpdate): boolean {
  if (!update.key || update.value === undefined) return false;
  const item = at(cart.items, update.itemIndex);
  if (!item) return false;
  let owner: HasCustomFields = item;
  if (update.extraOptionIndex !== undefined) {
    const option = at(item.extraOptions, update.extraOptionIndex);
    if (!option) return false;
    owner = option;
  }
  return update.customFieldIndex === undefined || at(owner.customFields, update.customFieldIndex) !== undefined;
}
