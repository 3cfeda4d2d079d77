/**
 * When a form offers its waiting list (issue 53, docs/tickets.md): sold out — no place
 * left on the form, or on any of its tiers — and how many places one person may wait for
 * (the form's per-cart and per-person limits, as an offer is one cart).
 */
import { maxSelectableQuantity } from './cart';

/** The most places one entry waits for when the form sets no lower limit (the API's own cap). */
export const WAITING_LIST_MAX_PLACES = 50;

interface StockView {
  readonly remainingNumber: number | null;
  readonly maxPerCart: number | null;
  readonly maxPerUser: number | null;
  readonly tiers: readonly { readonly remainingNumber: number | null }[];
}

export function isSoldOut(form: Pick<StockView, 'remainingNumber' | 'tiers'>): boolean {
  if (form.remainingNumber === 0) return true;
  return form.tiers.length > 0 && form.tiers.every((tier) => tier.remainingNumber === 0);
}

export function waitingListMaxPlaces(form: Pick<StockView, 'maxPerCart' | 'maxPerUser'>): number {
  return Math.min(
    WAITING_LIST_MAX_PLACES,
    maxSelectableQuantity([form.maxPerCart, form.maxPerUser]) ?? WAITING_LIST_MAX_PLACES,
  );
}
