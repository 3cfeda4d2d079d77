/**
 * Offers of a waiting list (docs/tickets.md): when places may be free (an unpaid cart
 * expired, an order was cancelled, the organiser raised the stock, an offer lapsed), the
 * first Waiting entries whose number of places fits get an offer — a cart made for them
 * that holds exactly those places until `forms.waiting_list_offer_hours` from now.
 *
 * Never oversold: the offer runs in the caller's transaction with the form row and its
 * tiers locked (SELECT … FOR UPDATE, the lock every stock write takes first) and counts
 * sold + held places under that lock, as a cart does.
 *
 * Time-based, without timers: a `waitlist` job (sandbox/jobs) re-checks the form when an
 * offer lapses and when the first open cart expires while people wait; each run plans the
 * next one. Emails are `email` jobs written in the same transaction.
 */
import { and, asc, eq, exists, gt, inArray, lte, min } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client';
import { cartHolds, carts, tiers, waitingListEntries, type StoredCartItem } from '../../db/schema';
import { enqueue, type NewJob } from '../../jobs/queue';
import { emailJob } from '../../jobs/emailJobs';
import { writeHolds } from '../carts/stock';
import {
  findFormById,
  formRemaining,
  heldStock,
  loadBundle,
  lockForm,
  remainingOf,
  type FormBundle,
  type HeldStock,
  type TierRow,
} from '../forms';
import { newId } from '../ids';

export type EntryRow = typeof waitingListEntries.$inferSelect;

const HOUR_MS = 3_600_000;

/** The job that re-checks a form's freed places at `at` (one per form and instant). */
export const waitlistJob = (formId: number, at: Date): NewJob => ({
  kind: 'waitlist',
  key: `waitlist:form:${formId}:at:${at.getTime()}`,
  payload: { formId },
  runAt: at,
});

async function hasWaiting(tx: SandboxTx, formId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.formId, formId), eq(waitingListEntries.state, 'Waiting')))
    .limit(1);
  return rows.length > 0;
}

/**
 * A cart that holds places was made on a form where people wait: its expiry, if nobody
 * pays it, frees places for them. Nothing is queued when nobody waits.
 */
export async function recheckWhenCartExpires(tx: SandboxTx, formId: number, expiresAt: Date, now: Date) {
  if (await hasWaiting(tx, formId)) await enqueue(tx, now, waitlistJob(formId, expiresAt));
}

/** The next instant an open cart of the form stops holding places (after `now`), if any. */
async function nextCartExpiry(tx: SandboxTx, formId: number, now: Date): Promise<Date | null> {
  const rows = await tx
    .select({ next: min(carts.expiresAt) })
    .from(carts)
    .where(
      and(
        eq(carts.formId, formId),
        eq(carts.state, 'Open'),
        gt(carts.expiresAt, now),
        exists(tx.select({ id: cartHolds.id }).from(cartHolds).where(eq(cartHolds.cartId, carts.id))),
      ),
    );
  const next = rows[0]?.next;
  return next ? new Date(next) : null;
}

/** While people wait, the next check is when the next hold lapses. */
export async function planNextCheck(tx: SandboxTx, formId: number, now: Date): Promise<void> {
  if (!(await hasWaiting(tx, formId))) return;
  const next = await nextCartExpiry(tx, formId, now);
  if (next) await enqueue(tx, now, waitlistJob(formId, next));
}

/** Offers whose cart was paid are Accepted; those past their time, Expired (their cart lapses with them). */
async function settleOffers(tx: SandboxTx, formId: number, now: Date): Promise<void> {
  const offered = await tx
    .select({ entry: waitingListEntries, cartState: carts.state })
    .from(waitingListEntries)
    .leftJoin(carts, eq(carts.id, waitingListEntries.cartId))
    .where(and(eq(waitingListEntries.formId, formId), eq(waitingListEntries.state, 'Offered')));
  const paid = offered.filter((row) => row.cartState === 'Paid').map((row) => row.entry.id);
  if (paid.length > 0) {
    await tx.update(waitingListEntries).set({ state: 'Accepted' }).where(inArray(waitingListEntries.id, paid));
  }
  await tx
    .update(waitingListEntries)
    .set({ state: 'Expired' })
    .where(
      and(
        eq(waitingListEntries.formId, formId),
        eq(waitingListEntries.state, 'Offered'),
        lte(waitingListEntries.offerExpiresAt, now),
      ),
    );
}

function onSale(bundle: FormBundle, tier: TierRow, now: Date): boolean {
  const { form } = bundle;
  if (['Draft', 'Disabled', 'Deleted'].includes(form.state) || form.paymentSuspended) return false;
  const starts = [form.saleStartDate, tier.saleStartDate].filter((date): date is Date => date !== null);
  const ends = [form.saleEndDate, tier.saleEndDate].filter((date): date is Date => date !== null);
  return starts.every((date) => date <= now) && ends.every((date) => date > now);
}

/** The places left now: the tier's, capped by the form's. */
export function placesLeft(bundle: FormBundle, held: HeldStock, tier: TierRow): number {
  const tierLeft = remainingOf(tier.capacity, tier.sold, held.tiers.get(tier.id) ?? 0) ?? Number.POSITIVE_INFINITY;
  return Math.min(tierLeft, formRemaining(bundle, held) ?? Number.POSITIVE_INFINITY);
}

/** The tier an entry's places can be held on now (its own, or for the event, the first that fits). */
function tierFor(bundle: FormBundle, held: HeldStock, entry: EntryRow, now: Date): TierRow | null {
  const candidates = entry.tierId === null ? bundle.tiers : bundle.tiers.filter((tier) => tier.id === entry.tierId);
  return (
    candidates.find((tier) => onSale(bundle, tier, now) && placesLeft(bundle, held, tier) >= entry.quantity) ?? null
  );
}

/** A cart made for the entry: its places, no participant yet (the journey asks for them). */
async function holdOffer(tx: SandboxTx, bundle: FormBundle, entry: EntryRow, tier: TierRow, now: Date) {
  const item: StoredCartItem = {
    tierId: tier.id,
    customAmount: tier.priceCategory === 'Pwyw' ? tier.price : null,
    customFields: [],
    participant: null,
    extraOptions: [],
  };
  const items = Array.from({ length: entry.quantity }, () => ({ ...item }));
  const expiresAt = new Date(now.getTime() + bundle.form.waitingListOfferHours * HOUR_MS);
  const cartId = newId('crt');
  await tx.insert(carts).values({
    id: cartId,
    formId: bundle.form.id,
    userId: null,
    state: 'Open',
    items,
    createdAt: now,
    updatedAt: now,
    expiresAt,
  });
  await writeHolds(tx, cartId, bundle.form.id, items, true);
  await tx
    .update(waitingListEntries)
    .set({ state: 'Offered', cartId, offeredAt: now, offerExpiresAt: expiresAt })
    .where(eq(waitingListEntries.id, entry.id));
  await enqueue(
    tx,
    now,
    // One email per offer: an entry that joins again later gets a new one.
    emailJob({ email: 'WaitingListOffer', entryId: entry.id }, String(now.getTime())),
    waitlistJob(bundle.form.id, expiresAt),
  );
}

/**
 * Places of the form may be free (a cart expired, an order was cancelled, the stock was
 * raised, an offer lapsed): lapsed offers are settled, then each Waiting entry, first in
 * line first, whose number of places fits what is left gets an offer. Runs in the
 * caller's transaction; answers how many offers it made.
 */
export async function placesMayBeFree(tx: SandboxTx, formId: number, now: Date): Promise<number> {
  await lockForm(tx, formId);
  await tx.select({ id: tiers.id }).from(tiers).where(eq(tiers.formId, formId)).for('update');
  await settleOffers(tx, formId, now);
  const waiting = await tx
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.formId, formId), eq(waitingListEntries.state, 'Waiting')))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
  let offered = 0;
  if (waiting.length > 0) {
    const { form, org } = await findFormById(tx, formId);
    const bundle = await loadBundle(tx, form, org);
    const held = await heldStock(tx, formId, now);
    for (const entry of waiting) {
      const tier = tierFor(bundle, held, entry, now);
      if (!tier) continue;
      await holdOffer(tx, bundle, entry, tier, now);
      held.tiers.set(tier.id, (held.tiers.get(tier.id) ?? 0) + entry.quantity);
      offered += 1;
    }
  }
  await planNextCheck(tx, formId, now);
  return offered;
}

/** An offer's cart was paid (in the capture's transaction): its entry is Accepted. */
export async function offerPaid(tx: SandboxTx, cartId: string): Promise<void> {
  await tx
    .update(waitingListEntries)
    .set({ state: 'Accepted' })
    .where(and(eq(waitingListEntries.cartId, cartId), inArray(waitingListEntries.state, ['Offered', 'Expired'])));
}
