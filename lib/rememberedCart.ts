/**
 * What a journey keeps of a cart that was dropped (expired, or unknown to the API): the
 * payer's choices, carried by the restart address's query and by the cart cookie, so
 * step 1 restarts with them instead of empty. Not an address: lib/routes/journey builds
 * the step this query is put on.
 */
import { stepPath, type JourneyVariant } from '@/lib/routes/journey';
import type { FormRef } from '@/lib/kinds/formKinds';

/** One line of the payer's choices, kept so a journey whose cart was dropped restarts with it. */
export interface RememberedItem {
  readonly tierId: number;
  readonly quantity: number;
  /** The amount chosen for a free-price tier (a donation's amount); null for a fixed price. */
  readonly amountCents: number | null;
}

/** Where the journey restarts after its cart was dropped (404): step 1 with what can be kept. */
export interface RestartMemory {
  /** The dropped cart, for the browser store to forget it too. */
  readonly cartId?: string | null;
  readonly items: readonly RememberedItem[];
}

const ITEM = /^(\d{1,9})\.(\d{1,3})\.(\d{1,9}|-)$/u;
const MAX_REMEMBERED_ITEMS = 50;

/**
 * Items as text for a cookie value or a query: `tier.quantity.amount` joined by `_`
 * (`1011.1.5000_1012.2.-`); only characters a cookie value and a URL keep as they are.
 */
export function serializeItems(items: readonly RememberedItem[]): string {
  return items.map((item) => `${item.tierId}.${item.quantity}.${item.amountCents ?? '-'}`).join('_');
}

/** The items of `serializeItems`; anything malformed is left out (it is only a memory). */
export function parseItems(text: string | null | undefined): RememberedItem[] {
  if (!text) return [];
  return text
    .split('_')
    .slice(0, MAX_REMEMBERED_ITEMS)
    .flatMap((part) => {
      const match = ITEM.exec(part);
      if (!match) return [];
      const quantity = Number(match[2]);
      if (quantity < 1) return [];
      return [{ tierId: Number(match[1]), quantity, amountCents: match[3] === '-' ? null : Number(match[3]) }];
    });
}

export const RESTART_PARAM = 'panier';
export const RESTART_REASONS = ['expire', 'introuvable'] as const;
export type RestartReason = (typeof RESTART_REASONS)[number];

export function restartPath(
  ref: FormRef,
  variant: JourneyVariant,
  reason: RestartReason,
  memory: RestartMemory,
): string {
  const params = new URLSearchParams({ [RESTART_PARAM]: reason });
  if (memory.items.length > 0) params.set('choix', serializeItems(memory.items));
  if (memory.cartId) params.set('ancien', memory.cartId);
  return `${stepPath(ref, 1, variant)}?${params.toString()}`;
}

/** Reads the restart query of step 1; unknown values are ignored. */
export function parseRestartQuery(query: Record<string, string | string[] | undefined>): {
  reason: RestartReason | null;
  memory: RestartMemory;
  droppedCartId: string | null;
} {
  const one = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const reasonText = one(RESTART_PARAM);
  const reason =
    (RESTART_REASONS as readonly string[]).includes(reasonText ?? '') ? (reasonText as RestartReason) : null;
  const dropped = one('ancien');
  return {
    reason,
    memory: { items: parseItems(one('choix')) },
    droppedCartId: dropped && /^[A-Za-z0-9_-]{1,100}$/.test(dropped) ? dropped : null,
  };
}
