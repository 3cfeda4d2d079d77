/**
 * Tickets are issued with their order, in its transaction: one per place of an Event
 * order (each item is a place), in the name of its participant (the payer's when the
 * cart asked for none). Memberships get no card yet (docs/tickets.md). The reminder with
 * the tickets is queued with them, due the day before the event (a job, not a timer).
 */
import type { SandboxTx } from '../../db/client';
import { tickets, type OrderItemRow, type StoredPayer } from '../../db/schema';
import { emailJob } from '../../jobs/emailJobs';
import { enqueue } from '../../jobs/queue';
import { findFormById } from '../forms';
import { newTicketId, organizationSigningKey } from './code';

/** The reminder is due this long before the event starts. */
export const REMINDER_BEFORE_MS = 24 * 3600 * 1000;

/** The form kinds whose orders carry tickets. */
export const TICKETED_FORM_TYPES: readonly string[] = ['Event'];

export interface TicketedOrder {
  readonly orderId: number;
  readonly formId: number;
  readonly formType: string;
  readonly organizationId: number;
  readonly items: readonly OrderItemRow[];
  readonly payer: StoredPayer;
}

export async function issueTickets(tx: SandboxTx, order: TicketedOrder, now: Date): Promise<void> {
  if (!TICKETED_FORM_TYPES.includes(order.formType) || order.items.length === 0) return;
  // The key exists before the first code is read (made once per organisation).
  await organizationSigningKey(tx, order.organizationId, now);
  await tx.insert(tickets).values(
    order.items.map((item, itemIndex) => ({
      id: newTicketId(),
      orderId: order.orderId,
      itemIndex,
      formId: order.formId,
      organizationId: order.organizationId,
      tierId: item.tierId,
      firstName: item.participant?.firstName ?? order.payer.firstName,
      lastName: item.participant?.lastName ?? order.payer.lastName,
      createdAt: now,
    })),
  );
  const { form } = await findFormById(tx, order.formId);
  const reminderAt = form.startDate ? new Date(form.startDate.getTime() - REMINDER_BEFORE_MS) : null;
  // Bought on the eve or later: the confirmation, just sent, has the tickets already.
  if (reminderAt && reminderAt > now) {
    await enqueue(tx, now, { ...emailJob({ email: 'EventReminder', orderId: order.orderId }), runAt: reminderAt });
  }
}
