/**
 * The waiting list of a sold-out event (issue 53, docs/tickets.md), under {base}/api:
 *
 *   POST   /organizations/{org}/forms/Event/{slug}/waiting-list           join (anyone)
 *   POST   /waiting-list/{id}/leave?token=…                                leave
 *   GET    /organizations/{org}/forms/Event/{slug}/waiting-list           the list (its administrators)
 *   PATCH  /organizations/{org}/forms/Event/{slug}/tiers/{tierId}         a tier's stock (its administrators)
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { Slug } from '@/lib/api/contracts/common';
import {
  TierStockBodySchema,
  WaitingListJoinBodySchema,
  WaitingListLeaveQuerySchema,
} from '@/lib/api/contracts/waitingList';
import type { SandboxEnv } from '../env';
import { intParam, parseWith, readBody, readQuery } from '../http/input';
import { enforceSending } from '../services/limits';
import { adminForm, joinWaitingList, leaveWaitingList, waitingList } from '../services/waitingList/entries';
import { placesMayBeFree } from '../services/waitingList/offers';
import { setTierStock } from '../services/waitingList/tierStock';

const EventPathSchema = z.object({ org: Slug, slug: Slug });
const eventPath = (c: Context<SandboxEnv>) => parseWith(EventPathSchema, c.req.param(), 'params');

export function waitingListRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/organizations/:org/forms/Event/:slug/waiting-list', async (c) => {
    const ctx = c.var.ctx;
    const { org, slug } = eventPath(c);
    const body = await readBody(c, WaitingListJoinBodySchema);
    await enforceSending(ctx, 'prospect', body.email);
    const joined = await ctx.db.transaction((tx) => joinWaitingList(tx, ctx, org, slug, body));
    c.header('Cache-Control', 'no-store');
    return c.json(joined, 201);
  });

  // A POST, not a DELETE: a plain HTML form (no JavaScript) can send it.
  routes.post('/waiting-list/:id/leave', async (c) => {
    const ctx = c.var.ctx;
    const id = intParam(c, 'id', 'WAITING_LIST_ENTRY_NOT_FOUND');
    const { token } = readQuery(c, WaitingListLeaveQuerySchema);
    await ctx.db.transaction(async (tx) => {
      const { formId, released } = await leaveWaitingList(tx, ctx, id, token);
      if (released) await placesMayBeFree(tx, formId, ctx.now);
    });
    return c.body(null, 204);
  });

  routes.get('/organizations/:org/forms/Event/:slug/waiting-list', async (c) => {
    const { org, slug } = eventPath(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await waitingList(c.var.ctx, org, slug));
  });

  routes.patch('/organizations/:org/forms/Event/:slug/tiers/:tierId', async (c) => {
    const ctx = c.var.ctx;
    const { org, slug } = eventPath(c);
    const tierId = intParam(c, 'tierId', 'NOT_FOUND');
    const { stock } = await readBody(c, TierStockBodySchema);
    const { form } = await adminForm(ctx, org, slug);
    c.header('Cache-Control', 'no-store');
    return c.json(await ctx.db.transaction((tx) => setTierStock(tx, ctx, form, tierId, stock)));
  });

  return routes;
}
