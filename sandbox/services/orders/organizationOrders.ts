/**
 * GET /organizations/{org}/orders/{id}: an order as its organisation reads it (HelloAsso's
 * GET /orders/{orderId}), with its payments and, for a monthly gift its payer stopped,
 * `stoppedAt` and the Canceled payments. Its organisation only: its API credential's token
 * (client_credentials) or an OrganizationAdmin of it.
 */
import { and, eq } from 'drizzle-orm';
import type { Order } from '@/lib/api/contracts/users';
import { forms, orders } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { findOrganization } from '../forms';
import { serializeOrder } from '../users';

export async function organizationOrder(
  ctx: RequestContext,
  organizationSlug: string,
  orderId: number,
): Promise<Order> {
  if (!ctx.client && !ctx.claims) throw fail(401, 'UNAUTHORIZED', "This call needs the organisation's token.");
  const org = await findOrganization(ctx.db, organizationSlug);
  const allowed =
    ctx.client ?
      ctx.client.organizationSlug === org.slug
    : (ctx.claims?.grants ?? []).some(
        (grant) => grant.role === 'OrganizationAdmin' && grant.organizationSlug === org.slug,
      );
  if (!allowed) throw fail(403, 'FORBIDDEN', `Only "${org.slug}" reads its orders.`);
  const rows = await ctx.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(forms, eq(forms.id, orders.formId))
    .where(and(eq(orders.id, orderId), eq(forms.organizationId, org.id)));
  const row = rows[0];
  if (!row) throw fail(404, 'ORDER_NOT_FOUND', `No order ${orderId} of "${org.slug}".`);
  return serializeOrder(ctx, row.order, false, false);
}
