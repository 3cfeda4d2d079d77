import 'server-only';
import { TicketSchema } from './contracts/tickets';
import { callApi } from './transport';

/** A ticket (GET /tickets/{id}), with its signed link's token (the link in `ticketUrl`). */
export const getTicket = (ticketId: string, token: string) =>
  callApi({ path: `/tickets/${ticketId}`, query: { token }, schema: TicketSchema, routeLabel: 'ticket' });
