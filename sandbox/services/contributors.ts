/**
 * The contributors of a form (SPEC §7 GET …/contributors): its orders, newest first, a
 * page at a time. The continuation token is the last row's (createdAt, id), so a page
 * stays stable while new orders arrive.
 */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { FormRef } from '@/lib/kinds/formKinds';
import { CONTRIBUTORS_PAGE_SIZE } from '@/lib/rules/constants';
import { orders } from '../db/schema';
import type { RequestContext } from '../context';
import { fail } from '../http/errors';
import { assertVisible, findForm, hasAdminRights } from './forms';

/** Order ids are PostgreSQL integers: a larger number in a token is not one we gave. */
const MAX_ORDER_ID = 2_147_483_647;
const ContinuationSchema = z.tuple([z.iso.datetime({ offset: true }), z.int().min(1).max(MAX_ORDER_ID)]);

function decodeContinuation(token: string): [string, number] {
  try {
    return ContinuationSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw fail(400, 'VALIDATION_ERROR', 'continuationToken is not one this API gave.', 'continuationToken');
  }
}

const encodeContinuation = (createdAt: Date, id: number) =>
  Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');

export async function contributorsPage(
  ctx: RequestContext,
  key: FormRef,
  query: { pageSize?: number | undefined; continuationToken?: string | undefined },
) {
  const { form, org } = await findForm(ctx.db, key.organizationSlug, key.formType, key.formSlug);
  assertVisible(form, hasAdminRights(ctx, org, form));
  const pageSize = query.pageSize ?? CONTRIBUTORS_PAGE_SIZE;
  const cursor = query.continuationToken ? decodeContinuation(query.continuationToken) : null;
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.formId, form.id),
        cursor ?
          or(
            lt(orders.createdAt, new Date(cursor[0])),
            and(eq(orders.createdAt, new Date(cursor[0])), lt(orders.id, cursor[1])),
          )
        : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    data: page.map((order) => ({
      id: order.id,
      firstName: order.isAnonymous ? null : order.payer.firstName,
      lastName: order.isAnonymous ? null : order.payer.lastName,
      amount: order.isAmountHidden ? null : order.amountTotal,
      date: order.createdAt.toISOString(),
      message: order.message,
    })),
    continuationToken: rows.length > pageSize && last ? encodeContinuation(last.createdAt, last.id) : null,
  };
}
