/**
 * Tickets (issue 53; docs/tickets.md): one per place of a paid Event order. Each ticketed
 * item of an order or of a payment summary carries HelloAsso's `ticketUrl` (the ticket's
 * page, a signed link that expires after the event) and `qrCode` (the signed code its QR
 * holds). `GET /tickets/{id}?token=…` answers what the page shows, to whoever holds the link.
 */
import { z } from 'zod';
import { Id, IsoDateTime, Slug } from './common';
import { PlaceSchema } from './forms';

/** On an order's or a summary's item: present on an Event order's places only. */
export const TicketFieldsSchema = z.object({
  ticketUrl: z.string().optional(),
  qrCode: z.string().optional(),
});
export type TicketFields = z.infer<typeof TicketFieldsSchema>;

/** Valid; Revoked (its order was canceled or refunded); CheckedIn (at the door, once). */
export const TICKET_STATES = ['Valid', 'Revoked', 'CheckedIn'] as const;
export const TicketStateSchema = z.enum(TICKET_STATES);
export type TicketState = z.infer<typeof TicketStateSchema>;

export const TicketQuerySchema = z.object({ token: z.string().max(200).optional() });

export const TicketSchema = z.object({
  /** 16 Crockford base32 characters: the code for manual entry. */
  id: z.string(),
  /** The code the QR holds (a compact JWS, docs/tickets.md). */
  qrCode: z.string(),
  state: TicketStateSchema,
  revokedAt: IsoDateTime.nullable(),
  checkedInAt: IsoDateTime.nullable(),
  participant: z.object({ firstName: z.string(), lastName: z.string() }),
  event: z.object({
    organizationSlug: Slug,
    formSlug: Slug,
    title: z.string(),
    startDate: IsoDateTime.nullable(),
    endDate: IsoDateTime.nullable(),
    place: PlaceSchema.nullable(),
  }),
  tier: z.object({ id: Id, label: z.string() }),
  options: z.array(z.object({ id: Id, name: z.string() })),
  orderId: Id,
  organization: z.object({ organizationSlug: Slug, name: z.string() }),
  /** The payer's language at payment time. */
  locale: z.enum(['fr', 'en']),
});
export type Ticket = z.infer<typeof TicketSchema>;
