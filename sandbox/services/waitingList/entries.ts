/**
 * Joining and leaving a waiting list, and the organiser's list (docs/tickets.md).
 *
 * - Only an event's, only while what is asked cannot be bought: fewer places left (on the
 *   tier, or on every tier of the event) than the number asked, else 409
 *   PLACES_AVAILABLE — the person buys them instead.
 * - The number of places keeps the form's per-cart and per-tier limits (an offer is one cart).
 * - Once per form and address: a second join while the first is Waiting, Offered or
 *   Accepted answers 409 ALREADY_ON_WAITING_LIST (the existing entry is not returned: an
 *   address is no secret, its leave token is). After leaving, or an offer that lapsed,
 *   the address may join again, at the end of the line.
 */
import { and, asc, count, eq, lt, or } from 'drizzle-orm';
import { maxSelectableQuantity } from '@/lib/rules/cart';
import type { WaitingListJoinBody, WaitingListJoined } from '@/lib/api/contracts/waitingList';
import { checkoutBasePath } from '@/lib/routes/journey';
import type { SandboxTx } from '../../db/client';
import { carts, waitingListEntries } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import {
  assertOnSale,
  assertVisible,
  findForm,
  findOrganization,
  formTypeOf,
  hasAdminRights,
  heldStock,
  loadBundle,
  lockForm,
  type FormRow,
  type OrgRow,
} from '../forms';
import { isLeaveToken, leaveToken } from './links';
import { placesLeft, planNextCheck, type EntryRow } from './offers';

/** States an address is "on the list" in: it cannot join twice. */
const ON_THE_LIST = ['Waiting', 'Offered', 'Accepted'];

async function eventForm(ex: SandboxTx | RequestContext['db'], organizationSlug: string, formSlug: string) {
  return findForm(ex, organizationSlug, 'Event', formSlug);
}

async function positionOf(ex: SandboxTx | RequestContext['db'], entry: EntryRow): Promise<number> {
  const rows = await ex
    .select({ ahead: count() })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.formId, entry.formId),
        eq(waitingListEntries.state, 'Waiting'),
        or(
          lt(waitingListEntries.createdAt, entry.createdAt),
          and(eq(waitingListEntries.createdAt, entry.createdAt), lt(waitingListEntries.id, entry.id)),
        ),
      ),
    );
  return (rows[0]?.ahead ?? 0) + 1;
}

/** POST /organizations/{org}/forms/Event/{slug}/waiting-list, in the caller's transaction. */
export async function joinWaitingList(
  tx: SandboxTx,
  ctx: RequestContext,
  organizationSlug: string,
  formSlug: string,
  body: WaitingListJoinBody,
): Promise<WaitingListJoined> {
  const { form, org } = await eventForm(tx, organizationSlug, formSlug);
  assertVisible(form, hasAdminRights(ctx, org, form));
  assertOnSale(form, ctx.now);
  await lockForm(tx, form.id);
  const bundle = await loadBundle(tx, form, org);
  const tierId = body.tierId ?? null;
  const tier = tierId === null ? null : bundle.tiers.find((candidate) => candidate.id === tierId);
  if (tier === undefined) throw fail(422, 'ticketsHasChanged', `Tier ${tierId} is not a tier of this form.`, 'tierId');
  const limit =
    tier ?
      maxSelectableQuantity([form.maxPerCart, form.maxPerTier, form.maxPerUser, tier.maxPerUser])
    : maxSelectableQuantity([form.maxPerCart, form.maxPerUser]);
  if (limit !== null && body.quantity > limit) {
    throw fail(422, 'MAX_PER_CART', `At most ${limit} places per person on this form.`, 'quantity');
  }
  const held = await heldStock(tx, form.id, ctx.now);
  const left = Math.max(0, ...(tier ? [tier] : bundle.tiers).map((candidate) => placesLeft(bundle, held, candidate)));
  if (left >= body.quantity) {
    throw fail(
      409,
      'PLACES_AVAILABLE',
      `${Number.isFinite(left) ? left : 'Unlimited'} place(s) are available: buy them instead of waiting.`,
      'quantity',
    );
  }
  const email = body.email.trim().toLowerCase();
  const existing = (
    await tx
      .select()
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.formId, form.id), eq(waitingListEntries.email, email)))
      .for('update')
  )[0];
  if (existing && ON_THE_LIST.includes(existing.state)) {
    throw fail(409, 'ALREADY_ON_WAITING_LIST', 'This address is already on the waiting list of this event.', 'email');
  }
  const values = {
    tierId,
    quantity: body.quantity,
    locale: ctx.locale,
    state: 'Waiting',
    cartId: null,
    offeredAt: null,
    offerExpiresAt: null,
    createdAt: ctx.now,
  };
  const rows =
    existing ?
      await tx.update(waitingListEntries).set(values).where(eq(waitingListEntries.id, existing.id)).returning()
    : await tx
        .insert(waitingListEntries)
        .values({ formId: form.id, email, ...values })
        .returning();
  const entry = rows[0] as EntryRow;
  // Places held by carts now come back when they lapse: the list is checked then.
  await planNextCheck(tx, form.id, ctx.now);
  return {
    id: entry.id,
    organizationSlug: org.slug,
    formSlug: form.slug,
    formType: formTypeOf(form),
    tierId: entry.tierId,
    email: entry.email,
    quantity: entry.quantity,
    state: 'Waiting',
    position: await positionOf(tx, entry),
    offerHours: form.waitingListOfferHours,
    leaveToken: leaveToken(ctx, entry.id),
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * POST /waiting-list/{id}/leave?token=…: off the list. An offer's places are released at
 * once (its cart expires now) for the next in line, by the caller's placesMayBeFree.
 * Answers the form whose places may be free, or null when nothing was held.
 */
export async function leaveWaitingList(
  tx: SandboxTx,
  ctx: RequestContext,
  entryId: number,
  token: string,
): Promise<{ formId: number; released: boolean }> {
  const notFound = () => fail(404, 'WAITING_LIST_ENTRY_NOT_FOUND', `No waiting-list entry ${entryId} for this token.`);
  if (!isLeaveToken(ctx, entryId, token)) throw notFound();
  const rows = await tx.select().from(waitingListEntries).where(eq(waitingListEntries.id, entryId)).for('update');
  const entry = rows[0];
  if (!entry) throw notFound();
  if (entry.state === 'Accepted') {
    throw fail(409, 'ALREADY_ON_WAITING_LIST', 'This entry’s places were paid for: see the order instead.');
  }
  const released = entry.state === 'Offered' && entry.cartId !== null;
  await tx.update(waitingListEntries).set({ state: 'Left' }).where(eq(waitingListEntries.id, entryId));
  if (released) {
    await tx
      .update(carts)
      .set({ expiresAt: ctx.now })
      .where(and(eq(carts.id, entry.cartId as string), eq(carts.state, 'Open')));
  }
  return { formId: entry.formId, released };
}

/** The form's administrators: FormAdmin, OrganizationAdmin, or the organisation's API credential. */
export async function adminForm(
  ctx: RequestContext,
  organizationSlug: string,
  formSlug: string,
): Promise<{ form: FormRow; org: OrgRow }> {
  if (!ctx.client && !ctx.claims) throw fail(401, 'UNAUTHORIZED', "This call needs an administrator's token.");
  const org = await findOrganization(ctx.db, organizationSlug);
  const found = await eventForm(ctx.db, org.slug, formSlug);
  const allowed = ctx.client ? ctx.client.organizationId === org.id : hasAdminRights(ctx, org, found.form);
  if (!allowed) throw fail(403, 'FORBIDDEN', `Only the administrators of "${formSlug}" read its waiting list.`);
  return found;
}

/** GET /organizations/{org}/forms/Event/{slug}/waiting-list: every entry, first in line first. */
export async function waitingList(ctx: RequestContext, organizationSlug: string, formSlug: string) {
  const { form, org } = await adminForm(ctx, organizationSlug, formSlug);
  const rows = await ctx.db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.formId, form.id))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
  let position = 0;
  const ref = { organizationSlug: org.slug, formType: formTypeOf(form), formSlug: form.slug };
  return {
    organizationSlug: org.slug,
    formSlug: form.slug,
    offerHours: form.waitingListOfferHours,
    data: rows.map((entry) => {
      const live = entry.state === 'Offered' && entry.cartId !== null;
      return {
        id: entry.id,
        tierId: entry.tierId,
        email: entry.email,
        quantity: entry.quantity,
        locale: entry.locale === 'en' ? ('en' as const) : ('fr' as const),
        state: entry.state as WaitingListJoined['state'],
        position: entry.state === 'Waiting' ? (position += 1) : null,
        cartId: entry.cartId,
        offerUrl: live ? offerUrl(ctx, ref, entry.cartId as string) : null,
        offeredAt: entry.offeredAt?.toISOString() ?? null,
        offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
        createdAt: entry.createdAt.toISOString(),
      };
    }),
  };
}

/** The journey of an offer's held cart: the checkout of that cart under the event's address. */
export function offerUrl(
  ctx: Pick<RequestContext, 'appUrl'>,
  ref: Parameters<typeof checkoutBasePath>[0],
  cartId: string,
): string {
  return `${ctx.appUrl}${checkoutBasePath(ref, { cartId, scoped: true })}`;
}
