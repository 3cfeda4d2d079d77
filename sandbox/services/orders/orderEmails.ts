/**
 * The emails about an order as its payer sees them on the order page (issue 52): which
 * were sent, to which address, when, and which still wait in the queue; and "send my
 * receipts again". The association's own email is not the payer's to see.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OrderEmail } from '@/lib/api/contracts/users';
import type { Executor } from '../../db/client';
import { jobs, orders, paymentRequests } from '../../db/schema';
import { fail } from '../../http/errors';
import type { RequestContext } from '../../context';
import { enqueue } from '../../jobs/queue';
import { emailJob } from '../../jobs/emailJobs';
import { enforceSending } from '../limits';

const PAYER_EMAILS = [
  'PaymentConfirmation',
  'InstalmentCollected',
  'InstalmentRefused',
  'MonthlyGiftStoppedPayer',
  'ReceiptsAgain',
] as const;

type OrderRow = typeof orders.$inferSelect;

/** The order's emails to its payer; `paymentIds`: its payments (the caller has read them). */
export async function orderEmails(ex: Executor, order: OrderRow, paymentIds: readonly number[]): Promise<OrderEmail[]> {
  const ids = paymentIds.map(String);
  const rows = await ex
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'email'),
        inArray(sql<string>`${jobs.payload}->>'email'`, [...PAYER_EMAILS]),
        or(
          sql`${jobs.payload}->>'orderId' = ${String(order.id)}`,
          ids.length > 0 ? inArray(sql<string>`${jobs.payload}->>'paymentId'`, ids) : undefined,
        ),
      ),
    )
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  return rows.map((job) => {
    const result = (job.result ?? {}) as { sent?: boolean; to?: string };
    const payload = job.payload as { email: OrderEmail['email'] };
    return {
      email: payload.email,
      to: result.to ?? order.payer.email,
      state:
        job.state === 'Done' ?
          result.sent === false ?
            'NotSent'
          : 'Sent'
        : job.state === 'Dead' ? 'Failed'
        : 'Waiting',
      queuedAt: job.createdAt.toISOString(),
      sentAt: job.state === 'Done' && job.doneAt ? job.doneAt.toISOString() : null,
    };
  });
}

/**
 * "Send my receipts again": one more email with every receipt of the order, to its
 * payer's address (never to an address the caller gives). Rate-limited per client and
 * per address like every call that sends an email.
 */
export async function sendReceiptsAgain(
  ctx: RequestContext,
  order: OrderRow,
): Promise<{ to: string; queuedAt: string }> {
  await enforceSending(ctx, 'receipts', order.payer.email);
  await enqueue(ctx.db, ctx.now, emailJob({ email: 'ReceiptsAgain', orderId: order.id }, String(ctx.now.getTime())));
  return { to: order.payer.email, queuedAt: ctx.now.toISOString() };
}

/** The order a cart's payment request made (the confirmation page's), or 404. */
export async function orderOfPaymentRequest(ctx: RequestContext, paymentRequestId: string): Promise<OrderRow> {
  const rows = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, paymentRequestId));
  const orderId = rows[0]?.kind === 'Cart' ? rows[0].orderId : null;
  const order = orderId === null ? undefined : (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  if (!order) throw fail(404, 'ORDER_NOT_FOUND', 'This payment request has no order (not paid yet?).');
  return order;
}
