/**
 * Test control of the door (test mode only), under {base}/__test: an order's tickets with
 * their signed codes, so that an end-to-end test can present them at the door without
 * decoding a QR code. Mounted by app.ts.
 */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxEnv } from '../env';
import { tickets } from '../db/schema';
import { readQuery } from '../http/input';
import { organizationSigningKey, signTicketCode } from '../services/tickets/code';

const TicketsQuerySchema = z.object({ orderId: z.coerce.number().int().min(1) });

export function checkInTestRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get('/tickets', async (c) => {
    const { db, now } = c.var.ctx;
    const { orderId } = readQuery(c, TicketsQuerySchema);
    const rows = await db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.itemIndex));
    const codes = [];
    for (const row of rows) {
      const key = await organizationSigningKey(db, row.organizationId, now);
      codes.push({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        code: await signTicketCode(key, { ticketId: row.id, formId: row.formId }),
      });
    }
    return c.json({ tickets: codes });
  });
  return routes;
}
