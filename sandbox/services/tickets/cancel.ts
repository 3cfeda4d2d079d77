/**
 * POST /organizations/{org}/orders/{id}/cancel: its organisation cancels an order (the
 * refund, if any, is the organisation's business with its bank: the sandbox has none).
 * In one transaction, the form row locked as every stock change is: `canceled_at` set,
 * its tickets revoked (the door then answers Revoked), its places and options back in
 * the stock, then offered to the event's waiting list (waitingList/offers.ts). Idempotent: canceling a
 * canceled order changes nothing and answers the same order.
 *
 * Who may: the form's administrators (an OrganizationAdmin of the organisation or a
 * FormAdmin of the order's form, signed in) or the organisation's API credential.
 * Anonymous: 401; no role in the organisation: 403; an order of another organisation,
 * or of a form the caller does not administer: 404 (ids are sequential numbers).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Order } from '@/lib/api/contracts/users';
import type { SandboxTx } from '../../db/client';
import { extraOptions, forms, orders, tickets, tiers } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { findOrganization, lockForm } from '../forms';
import { serializeOrder } from '../users';
import { placesMayBeFree } from '../waitingList/offers';

type OrderRow = typeof orders.$inferSelect;

/** The order of the organisation the caller administers (the rules above). */
export async function administeredOrder(
  ctx: RequestContext,
  organizationSlug: string,
  orderId: number,
): Promise<OrderRow> {
  if (!ctx.client && !ctx.claims) throw fail(401, 'UNAUTHORIZED', 'This call needs an administrator of the form.');
  const org = await findOrganization(ctx.db, organizationSlug);
  const grants = (ctx.claims?.grants ?? []).filter((grant) => grant.organizationSlug === org.slug);
  const wholeOrganization =
    ctx.client ? ctx.client.organizationSlug === org.slug : grants.some((g) => g.role === 'OrganizationAdmin');
  if (!wholeOrganization && grants.length === 0) throw fail(403, 'FORBIDDEN', `Only "${org.slug}" cancels its orders.`);
  const rows = await ctx.db
    .select({ order: orders, formType: forms.formType, formSlug: forms.slug })
    .from(orders)
    .innerJoin(forms, eq(forms.id, orders.formId))
    .where(and(eq(orders.id, orderId), eq(forms.organizationId, org.id)));
  const row = rows[0];
  const allowed =
    row !== undefined &&
    (wholeOrganization ||
      grants.some((g) => g.role === 'FormAdmin' && g.formType === row.formType && g.formSlug === row.formSlug));
  if (!row || !allowed) throw fail(404, 'ORDER_NOT_FOUND', `No order ${orderId} of "${org.slug}" that you administer.`);
  return row.order;
}

/** Cancels the order in `tx`; returns false when it was canceled already. */
export async function cancelOrderIn(tx: SandboxTx, orderId: number, now: Date): Promise<boolean> {
  const [first] = await tx.select({ formId: orders.formId }).from(orders).where(eq(orders.id, orderId));
  if (!first) throw fail(404, 'ORDER_NOT_FOUND', `No order ${orderId}.`);
  await lockForm(tx, first.formId);
  // Read again under the lock: of two cancels at once, the second sees the first's.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.canceledAt) return false;
  await tx.update(orders).set({ canceledAt: now }).where(eq(orders.id, orderId));
  await tx
    .update(tickets)
    .set({ revokedAt: now })
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.revokedAt)));
  const tierCounts = new Map<number, number>();
  const optionCounts = new Map<number, number>();
  for (const item of order.items) {
    tierCounts.set(item.tierId, (tierCounts.get(item.tierId) ?? 0) + 1);
    for (const option of item.options) optionCounts.set(option.id, (optionCounts.get(option.id) ?? 0) + 1);
  }
  for (const [tierId, n] of tierCounts) {
    await tx
      .update(tiers)
      .set({ sold: sql`greatest(${tiers.sold} - ${n}, 0)` })
      .where(eq(tiers.id, tierId));
  }
  for (const [optionId, n] of optionCounts) {
    await tx
      .update(extraOptions)
      .set({ sold: sql`greatest(${extraOptions.sold} - ${n}, 0)` })
      .where(eq(extraOptions.id, optionId));
  }
  // The freed places go first to the event's waiting list, in this transaction (docs/tickets.md).
  await placesMayBeFree(tx, order.formId, now);
  return true;
}

export async function cancelOrder(ctx: RequestContext, organizationSlug: string, orderId: number): Promise<Order> {
  const order = await administeredOrder(ctx, organizationSlug, orderId);
  await ctx.db.transaction((tx) => cancelOrderIn(tx, order.id, ctx.now));
  ctx.bundles.delete(order.formId);
  const [fresh] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  return serializeOrder(ctx, fresh ?? order, false, false);
}
