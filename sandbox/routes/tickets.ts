/**
 * Tickets (issue 53; docs/tickets.md), under {base}/api: a ticket's page data for whoever
 * holds its signed link, and an order canceled by its organisation (tickets revoked,
 * places back on sale).
 */
import { Hono, type Context } from 'hono';
import { Slug } from '@/lib/api/contracts/common';
import { TicketQuerySchema } from '@/lib/api/contracts/tickets';
import type { SandboxEnv } from '../env';
import type { RequestContext } from '../context';
import { fail } from '../http/errors';
import { intParam, parseWith, readQuery } from '../http/input';
import { normaliseTicketId } from '../services/tickets/code';
import { cancelOrder } from '../services/tickets/cancel';
import { readTicket } from '../services/tickets/view';

const ctxOf = (c: Context<SandboxEnv>): RequestContext => c.var.ctx;

export function ticketRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/tickets/:id', async (c) => {
    const raw = c.req.param('id');
    const id = normaliseTicketId(raw);
    if (id === null || id !== raw) throw fail(404, 'TICKET_NOT_FOUND', `No ticket "${raw}".`);
    const { token } = readQuery(c, TicketQuerySchema);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await readTicket(ctxOf(c), id, token));
  });

  routes.post('/organizations/:org/orders/:id/cancel', async (c) => {
    const slug = parseWith(Slug, c.req.param('org'), 'params');
    c.header('Cache-Control', 'no-store');
    return c.json(await cancelOrder(ctxOf(c), slug, intParam(c, 'id', 'ORDER_NOT_FOUND')));
  });

  return routes;
}
