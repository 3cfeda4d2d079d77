/**
 * A monthly gift its payer stops (issue 42): the payments to come are Canceled and the
 * order records when. An instalment plan is owed (the payer bought something), so it is
 * never stopped: its card may change, that is all. The route lets only the order's payer,
 * signed in, call this (users.ts ownOrder).
 */
import { and, eq } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { emailJob } from '../../jobs/emailJobs';

/** The order, locked: stopping, collecting and changing the card queue on it. */
export async function lockOrder(tx: SandboxTx, orderId: number) {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const order = rows[0];
  if (!order) throw fail(404, 'ORDER_NOT_FOUND', `No order ${orderId}.`);
  return order;
}

/** Stops a monthly gift; stopping it again changes nothing (the same answer). */
export async function stopMonthlyGift(tx: SandboxTx, ctx: RequestContext, orderId: number): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order.frequency === 'Installment') {
    throw fail(
      409,
      'INSTALLMENT_PLAN_NOT_STOPPABLE',
      'An instalment plan is owed and cannot be stopped; its card can be changed (POST …/card).',
    );
  }
  if (order.frequency !== 'Monthly') throw fail(409, 'ORDER_NOT_MONTHLY', 'Only a monthly gift can be stopped.');
  if (order.stoppedAt !== null) return;
  await tx
    .update(payments)
    .set({ state: 'Canceled', updatedAt: ctx.now })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'Pending')));
  await tx.update(orders).set({ stoppedAt: ctx.now }).where(eq(orders.id, orderId));
  await enqueue(
    tx,
    ctx.now,
    emailJob({ email: 'MonthlyGiftStoppedPayer', orderId }),
    emailJob({ email: 'MonthlyGiftStoppedAssociation', orderId }),
  );
}
