/**
 * The door of an event (issue 53, docs/tickets.md "The door"), under {base}/api: check a
 * ticket in, the count checked in over sold, and the organisation's public keys for an
 * offline check. Mounted by routes/api.ts.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CheckInBodySchema } from '@/lib/api/contracts/checkins';
import { FormTypeParam, Slug } from '@/lib/api/contracts/common';
import type { SandboxEnv } from '../env';
import { parseWith, readBody } from '../http/input';
import { checkIn, checkInCount, ticketKeys, type DoorKey } from '../services/tickets/checkIn';

const DoorPathSchema = z.object({ org: Slug, type: FormTypeParam, slug: Slug });

function doorKey(c: Context<SandboxEnv>): DoorKey {
  const params = parseWith(DoorPathSchema, c.req.param(), 'params');
  return { organizationSlug: params.org, formType: params.type, formSlug: params.slug };
}

export function checkInRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/organizations/:org/forms/:type/:slug/checkins', async (c) => {
    const key = doorKey(c);
    const { code } = await readBody(c, CheckInBodySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await checkIn(c.var.ctx, key, code));
  });

  routes.get('/organizations/:org/forms/:type/:slug/checkins', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await checkInCount(c.var.ctx, doorKey(c)));
  });

  routes.get('/organizations/:org/tickets/keys', async (c) => {
    const slug = parseWith(Slug, c.req.param('org'), 'params');
    // Public keys change only when an organisation gets its first one.
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await ticketKeys(c.var.ctx.db, slug));
  });

  return routes;
}
