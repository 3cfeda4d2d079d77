import 'server-only';
import { cache } from 'react';
import type { Ticket } from '@/lib/api/contracts/tickets';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { getTicket } from '@/lib/api/tickets';

/**
 * A ticket (GET /tickets/{id}) with its signed link's token: without one, or with a wrong
 * one → the 404 of an unknown ticket; an expired link → 403 (the order page, signed in,
 * gives fresh links).
 */
export type TicketAccess =
  { kind: 'ok'; ticket: Ticket } | { kind: 'notFound' } | { kind: 'expired' } | { kind: 'refused'; error: ApiFailure };

export const loadTicket = cache(async (ticketId: string, token: string | undefined): Promise<TicketAccess> => {
  if (!token) return { kind: 'notFound' };
  try {
    return { kind: 'ok', ticket: await getTicket(ticketId, token) };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.statusCode === 404) return { kind: 'notFound' };
    if (error.statusCode === 403 && error.errors[0]?.code === 'TICKET_LINK_EXPIRED') return { kind: 'expired' };
    return { kind: 'refused', error };
  }
});
