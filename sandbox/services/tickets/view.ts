/**
 * What the API says of tickets: HelloAsso's `ticketUrl` and `qrCode` on an order's
 * items, and a ticket's page data (GET /tickets/{id}?token=…) for whoever holds its
 * signed link. A wrong link answers the same 404 as an unknown ticket; an expired one 403.
 */
import { asc, eq } from 'drizzle-orm';
import type { Ticket, TicketFields, TicketState } from '@/lib/api/contracts/tickets';
import type { Executor } from '../../db/client';
import { organizationKeys, orders, tickets } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { findFormById, type FormRow } from '../forms';
import { signTicketCode } from './code';
import { checkTicketLink, ticketUrl } from './links';

type TicketRow = typeof tickets.$inferSelect;

/** The end of the event (or its start): ticket links live until a week after it. */
export const eventEndOf = (form: Pick<FormRow, 'startDate' | 'endDate'>): Date | null => form.endDate ?? form.startDate;

export function ticketStateOf(row: Pick<TicketRow, 'revokedAt' | 'checkedInAt'>): TicketState {
  if (row.revokedAt) return 'Revoked';
  return row.checkedInAt ? 'CheckedIn' : 'Valid';
}

async function signingKeyOf(ex: Executor, organizationId: number) {
  const [key] = await ex.select().from(organizationKeys).where(eq(organizationKeys.organizationId, organizationId));
  if (!key) throw new Error(`No signing key for organisation ${organizationId}.`);
  return { kid: key.kid, privateJwk: key.privateJwk };
}

/**
 * The ticket fields of an order's items, by item index (none for an order without
 * tickets). The code is signed again at each read: Ed25519 signatures are deterministic,
 * so it is the same code every time, and nothing but the ticket row is stored.
 */
export async function ticketFieldsOfOrder(
  ex: Executor,
  ctx: RequestContext,
  orderId: number,
): Promise<ReadonlyMap<number, TicketFields>> {
  const rows = await ex.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.itemIndex));
  const first = rows[0];
  if (!first) return new Map();
  const { form } = await findFormById(ex, first.formId);
  const key = await signingKeyOf(ex, first.organizationId);
  const fields = new Map<number, TicketFields>();
  for (const row of rows) {
    fields.set(row.itemIndex, {
      ticketUrl: ticketUrl(ctx, row.id, eventEndOf(form)),
      qrCode: await signTicketCode(key, { ticketId: row.id, formId: row.formId }),
    });
  }
  return fields;
}

const notFound = (ticketId: string) => fail(404, 'TICKET_NOT_FOUND', `No ticket "${ticketId}".`);

export async function readTicket(ctx: RequestContext, ticketId: string, token: string | undefined): Promise<Ticket> {
  if (!token) throw notFound(ticketId);
  const check = checkTicketLink(ctx, ticketId, token);
  if (check === 'invalid') throw notFound(ticketId);
  if (check === 'expired') throw fail(403, 'TICKET_LINK_EXPIRED', 'This ticket link has expired.');
  const rows = await ctx.db
    .select({ ticket: tickets, order: orders })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.id, ticketId));
  const row = rows[0];
  if (!row) throw notFound(ticketId);
  const { ticket, order } = row;
  const { form, org } = await findFormById(ctx.db, ticket.formId);
  const item = order.items[ticket.itemIndex];
  return {
    id: ticket.id,
    qrCode: await signTicketCode(await signingKeyOf(ctx.db, ticket.organizationId), {
      ticketId: ticket.id,
      formId: ticket.formId,
    }),
    state: ticketStateOf(ticket),
    revokedAt: ticket.revokedAt?.toISOString() ?? null,
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    participant: { firstName: ticket.firstName, lastName: ticket.lastName },
    event: {
      organizationSlug: org.slug,
      formSlug: form.slug,
      title: form.title,
      startDate: form.startDate?.toISOString() ?? null,
      endDate: form.endDate?.toISOString() ?? null,
      place: form.place ?? null,
    },
    tier: { id: ticket.tierId, label: item?.name ?? '' },
    options: (item?.options ?? []).map((option) => ({ id: option.id, name: option.name })),
    orderId: order.id,
    organization: { organizationSlug: org.slug, name: org.name },
    locale: order.locale === 'en' ? 'en' : 'fr',
  };
}
