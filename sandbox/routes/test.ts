/**
 * Test controls (test mode only), under {base}/__test: faults, clock, charges, reset,
 * tokens and refused instalments. Everything is stored in the database, so several app instances serving one
 * test see the same faults and the same clock.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import {
  abuses,
  charges,
  forms,
  jobs,
  payments,
  sandboxSettings,
  testFaults,
  users,
  type FaultAction,
} from '../db/schema';
import type { SandboxEnv } from '../env';
import type { ClockSetting } from '../context';
import { fail } from '../http/errors';
import { readBody, readQuery } from '../http/input';
import { reseed } from '../seed';
import { grantsOf, signAccessToken } from '../services/auth';
import { newId } from '../services/ids';
import { createMonthlyGift, createRefusedInstalment } from '../services/testInstalments';
import { collectDueInstalments } from '../services/orders/collection';
import { resumePayments } from '../services/carts/prospects';
import { runDueJobs } from '../jobs/runJobs';

export const MAX_HANG_MS = 150_000;

export const FaultBodySchema = z.object({
  /** Only this method (any when absent). */
  method: z.string().min(3).max(7).optional(),
  /** Substring of the path (with query), or a regular expression written /…/. */
  pathPattern: z.string().min(1).max(300),
  status: z.union([z.int().min(400).max(599), z.literal('timeout'), z.object({ delayMs: z.int().min(1).max(60_000) })]),
  /** How many matching requests it applies to. */
  times: z.int().min(1).max(1000).default(1),
});

const ClockBodySchema = z.union([
  z.object({ now: z.iso.datetime({ offset: true }) }),
  z.object({
    offsetMs: z
      .int()
      .min(-10 * 365 * 86_400_000)
      .max(10 * 365 * 86_400_000),
  }),
  z.object({ reset: z.literal(true) }),
]);

const TokenBodySchema = z.object({
  userId: z.int().min(1),
  /** Lifetime in seconds; 0 or less gives an already expired token. */
  expiresInSeconds: z.int().min(-86_400).max(86_400).default(900),
});

function parsePattern(pattern: string): { isRegex: boolean } {
  if (pattern.length > 2 && pattern.startsWith('/') && pattern.endsWith('/')) {
    try {
      new RegExp(pattern.slice(1, -1));
    } catch {
      throw fail(400, 'VALIDATION_ERROR', 'pathPattern is not a valid regular expression.', 'pathPattern');
    }
    return { isRegex: true };
  }
  return { isRegex: false };
}

const JobsRunBodySchema = z.object({
  kinds: z
    .array(z.enum(['email', 'collect', 'waitlist']))
    .min(1)
    .default(['email', 'collect', 'waitlist']),
  keyPrefix: z.string().min(1).max(200).optional(),
});

export function testRoutes(): Hono<SandboxEnv> {
  const test = new Hono<SandboxEnv>();

  test.post('/faults', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, FaultBodySchema);
    const { isRegex } = parsePattern(body.pathPattern);
    const action: FaultAction =
      body.status === 'timeout' ? { timeout: true }
      : typeof body.status === 'number' ? { status: body.status }
      : { delayMs: body.status.delayMs };
    const rows = await ctx.db
      .insert(testFaults)
      .values({
        method: body.method?.toUpperCase() ?? null,
        pathPattern: body.pathPattern,
        isRegex,
        action,
        remaining: body.times,
        createdAt: ctx.now,
      })
      .returning();
    return c.json(rows[0], 201);
  });
  test.get('/faults', async (c) =>
    c.json({ data: await c.var.ctx.db.select().from(testFaults).orderBy(asc(testFaults.id)) }),
  );
  test.delete('/faults', async (c) => {
    const rows = await c.var.ctx.db.delete(testFaults).returning({ id: testFaults.id });
    return c.json({ deleted: rows.length });
  });

  test.get('/clock', (c) => c.json({ now: c.var.ctx.now.toISOString() }));
  test.post('/clock', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, ClockBodySchema);
    if ('reset' in body) {
      await ctx.db.delete(sandboxSettings).where(eq(sandboxSettings.key, 'clock'));
      return c.json({ now: new Date().toISOString() });
    }
    const setting: ClockSetting =
      'now' in body ?
        { mode: 'fixed', at: new Date(body.now).toISOString() }
      : { mode: 'offset', offsetMs: body.offsetMs };
    await ctx.db
      .insert(sandboxSettings)
      .values({ key: 'clock', value: setting })
      .onConflictDoUpdate({ target: sandboxSettings.key, set: { value: setting } });
    return c.json({
      now: (setting.mode === 'fixed' ? new Date(setting.at) : new Date(Date.now() + setting.offsetMs)).toISOString(),
    });
  });

  test.get('/charges', async (c) => {
    const ctx = c.var.ctx;
    const query = readQuery(
      c,
      z.object({
        cartId: z.string().max(64).optional(),
        paymentRequestId: z.string().max(64).optional(),
        orderId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      }),
    );
    const where = and(
      query.cartId ? eq(charges.cartId, query.cartId) : undefined,
      query.paymentRequestId ? eq(charges.paymentRequestId, query.paymentRequestId) : undefined,
      query.orderId ?
        inArray(
          charges.paymentId,
          ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, query.orderId)),
        )
      : undefined,
    );
    const rows = await ctx.db.select().from(charges).where(where).orderBy(asc(charges.id));
    return c.json({ count: rows.length, data: rows });
  });

  // The reports stored with a given message (the report page's e2e: exactly one per submission).
  test.get('/abuses', async (c) => {
    const ctx = c.var.ctx;
    const { userMessage } = readQuery(c, z.object({ userMessage: z.string().max(5000) }));
    const rows = await ctx.db.select().from(abuses).where(eq(abuses.userMessage, userMessage)).orderBy(asc(abuses.id));
    return c.json({ count: rows.length, data: rows });
  });

  test.post('/reset', async (c) => {
    const ctx = c.var.ctx;
    await reseed(ctx.db, new Date());
    return c.json({ reset: true });
  });

  test.post('/token', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, TokenBodySchema);
    const user = (await ctx.db.select().from(users).where(eq(users.id, body.userId)))[0];
    if (!user) throw fail(404, 'NOT_FOUND', `No user ${body.userId}.`);
    const token = await signAccessToken(
      ctx.config,
      user,
      await grantsOf(ctx.db, user.id),
      newId('ses'),
      ctx.now,
      body.expiresInSeconds,
    );
    return c.json({ access_token: token, token_type: 'bearer', expires_in: body.expiresInSeconds });
  });

  // A refused instalment of the test's own (regularisation e2e): the demo's 412 is paid once.
  test.post('/refused-instalment', async (c) => {
    const ctx = c.var.ctx;
    const { userId } = await readBody(c, z.object({ userId: z.int().min(1) }));
    return c.json(await ctx.db.transaction((tx) => createRefusedInstalment(tx, ctx, userId)), 201);
  });

  // No scheduler: a test moves the clock, then collects what fell due by then. One order
  // (tests share the sandbox) or, without orderId, every order.
  test.post('/instalments/collect', async (c) => {
    const ctx = c.var.ctx;
    const { orderId } = await readBody(c, z.object({ orderId: z.int().min(1).max(2_147_483_647).optional() }));
    const collected = await ctx.db.transaction((tx) => collectDueInstalments(tx, ctx, orderId));
    return c.json({ now: ctx.now.toISOString(), collected });
  });

  // The job queue, for the test's own jobs (keyPrefix, e.g. collect:payment:100123): what
  // is due at the test clock runs now. The e2e servers' workers run emails only
  // (SANDBOX_JOBS=email), so a test that moves the clock collects its own order only.
  test.post('/jobs/run', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, JobsRunBodySchema);
    const report = await runDueJobs(ctx.config, { ...body, now: ctx.now, limit: 100 });
    return c.json({ now: ctx.now.toISOString(), ...report });
  });
  test.get('/jobs', async (c) => {
    const ctx = c.var.ctx;
    const { keyPrefix } = readQuery(c, z.object({ keyPrefix: z.string().min(1).max(200) }));
    const rows = await ctx.db
      .select()
      .from(jobs)
      .where(sql`starts_with(${jobs.key}, ${keyPrefix})`)
      .orderBy(asc(jobs.id));
    return c.json(rows);
  });

  // A suspended form opens again (resumePayments: its prospects are emailed), or is suspended.
  test.put('/forms/:formId/payment-suspended', async (c) => {
    const ctx = c.var.ctx;
    const formId = Number(c.req.param('formId'));
    const { suspended } = await readBody(c, z.object({ suspended: z.boolean() }));
    if (suspended) {
      await ctx.db.update(forms).set({ paymentSuspended: true }).where(eq(forms.id, formId));
      return c.json({ suspended: true, emailed: false });
    }
    const resumed = await ctx.db.transaction((tx) => resumePayments(tx, ctx, formId));
    return c.json({ suspended: false, emailed: resumed });
  });

  test.post('/monthly-gift', async (c) => {
    const ctx = c.var.ctx;
    const { userId } = await readBody(c, z.object({ userId: z.int().min(1) }));
    return c.json(await ctx.db.transaction((tx) => createMonthlyGift(tx, ctx, userId)), 201);
  });

  return test;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Applies the first matching fault (consuming one of its `times`), before the route runs. */
export function faultInjection(basePath: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith(`${basePath}/__test`)) return next();
    const ctx = c.var.ctx;
    const faults = await ctx.db
      .select()
      .from(testFaults)
      .where(gt(testFaults.remaining, 0))
      .orderBy(asc(testFaults.id));
    const url = new URL(c.req.url);
    const target = path + url.search;
    for (const fault of faults) {
      if (fault.method && fault.method !== c.req.method) continue;
      const matches =
        fault.isRegex ? new RegExp(fault.pathPattern.slice(1, -1)).test(target) : target.includes(fault.pathPattern);
      if (!matches) continue;
      const consumed = await ctx.db
        .update(testFaults)
        .set({ remaining: fault.remaining - 1 })
        .where(and(eq(testFaults.id, fault.id), eq(testFaults.remaining, fault.remaining)))
        .returning({ id: testFaults.id });
      if (consumed.length === 0) continue;
      const { action } = fault;
      if (action.delayMs) {
        await sleep(action.delayMs, c.req.raw.signal);
        return next();
      }
      if (action.timeout) {
        await sleep(MAX_HANG_MS, c.req.raw.signal);
        return c.json({ errors: [{ code: 'TIMEOUT', message: 'Injected fault (test mode): no answer.' }] }, 504);
      }
      const status = (action.status ?? 500) as ContentfulStatusCode;
      return c.json(
        { errors: [{ code: 'INJECTED_FAULT', message: `Injected fault (test mode): HTTP ${status}.` }] },
        status,
      );
    }
    return next();
  };
}
