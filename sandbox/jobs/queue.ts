/**
 * The job queue: rows of the `jobs` table (db/schema.ts), shared by every instance that
 * serves the database. No library: pg-boss and graphile-worker both need a PostgreSQL
 * server of their own (LISTEN/NOTIFY, advisory locks, their own schema and migrations)
 * that PGlite does not give them without workarounds; a table of our Drizzle schema is
 * written in the very transaction of the fact a job follows from, which neither offers
 * on our connection (docs/emails.md).
 *
 * - `enqueue` inserts once per business key: writing the same fact twice adds nothing.
 * - `claimDueJobs` takes due jobs with FOR UPDATE SKIP LOCKED and gives each a lease:
 *   two instances never claim the same job, and a job whose instance died (kill -9)
 *   is claimed again once its lease has run out.
 * - A run that fails is tried again later (backoff), then left Dead for an operator
 *   (`npm run jobs`, /forms/readyz).
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, SandboxDb } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobKind = 'email' | 'collect' | 'waitlist';

export interface NewJob {
  readonly kind: JobKind;
  /** The business key: one job, hence one effect, per fact. */
  readonly key: string;
  readonly payload: Record<string, unknown>;
  /** Not before (default: now). */
  readonly runAt?: Date;
}

/** Attempts before a job is left Dead. */
export const MAX_ATTEMPTS = 8;
/** How long a claim owns its job: longer than any run (an SMTP exchange, a collection). */
export const LEASE_MS = 120_000;

/** 30 s, 1 min, 2 min… capped at one hour: a mail server that is down for a while is waited for. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Adds the jobs in the caller's transaction; a key already queued (or done) is left as it is. */
export async function enqueue(ex: Executor, now: Date, ...newJobs: NewJob[]): Promise<void> {
  if (newJobs.length === 0) return;
  await ex
    .insert(jobs)
    .values(
      newJobs.map((job) => ({
        kind: job.kind,
        key: job.key,
        payload: job.payload,
        // Due at once: by `now`, or by the machine's time when a test moved the clock
        // ahead (the job stays due when the clock is set back).
        runAt: job.runAt ?? new Date(Math.min(now.getTime(), Date.now())),
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: jobs.key });
}

export interface ClaimOptions {
  readonly now: Date;
  readonly kinds: readonly JobKind[];
  readonly limit?: number;
  /** Only jobs whose key starts with this (a test runs its own order's jobs). */
  readonly keyPrefix?: string;
}

/** Due jobs, leased to the caller until now + LEASE_MS; attempts counted at the claim. */
export async function claimDueJobs(db: SandboxDb, options: ClaimOptions): Promise<JobRow[]> {
  const { now, kinds, limit = 10, keyPrefix } = options;
  if (kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'Waiting'),
          inArray(jobs.kind, [...kinds]),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          keyPrefix === undefined ? undefined : sql`starts_with(${jobs.key}, ${keyPrefix})`,
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The job, locked in the caller's transaction, if it is still the claim's to finish. */
export async function lockClaimedJob(ex: Executor, job: JobRow): Promise<JobRow | null> {
  const rows = await ex.select().from(jobs).where(eq(jobs.id, job.id)).for('update');
  const current = rows[0];
  // Finished by another instance whose lease ran out before ours (or replayed meanwhile).
  if (!current || current.state !== 'Waiting' || current.attempts !== job.attempts) return null;
  return current;
}

export async function markDone(ex: Executor, job: JobRow, now: Date, result: Record<string, unknown>): Promise<void> {
  await ex
    .update(jobs)
    .set({ state: 'Done', doneAt: now, lockedUntil: null, lastError: null, result })
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'Waiting')));
}

/**
 * A failed run: tried again after the backoff, or Dead after MAX_ATTEMPTS — or at once
 * when trying again cannot help (`giveUp`: a mail server's permanent refusal).
 */
export async function markFailed(ex: Executor, job: JobRow, now: Date, error: unknown, giveUp = false): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const dead = giveUp || job.attempts >= MAX_ATTEMPTS;
  await ex
    .update(jobs)
    .set({
      state: dead ? 'Dead' : 'Waiting',
      lockedUntil: null,
      lastError: message.slice(0, 2000),
      runAt: dead ? job.runAt : new Date(now.getTime() + backoffMs(job.attempts)),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'Waiting')));
}

export interface QueueCounts {
  /** Due now or later, not yet done. */
  readonly waiting: number;
  /** Given up after MAX_ATTEMPTS: an operator replays them (`npm run jobs -- replay`). */
  readonly dead: number;
}

export async function queueCounts(db: Executor): Promise<QueueCounts> {
  const rows = await db
    .select({ state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.state, ['Waiting', 'Dead']))
    .groupBy(jobs.state);
  const count = (state: string) => rows.find((row) => row.state === state)?.count ?? 0;
  return { waiting: count('Waiting'), dead: count('Dead') };
}

/** Dead jobs waiting again, attempts from zero (all of them, or those ids); answers how many. */
export async function replayDeadJobs(db: Executor, now: Date, ids?: readonly number[]): Promise<number> {
  const replayed = await db
    .update(jobs)
    .set({ state: 'Waiting', attempts: 0, runAt: now, lockedUntil: null })
    .where(and(eq(jobs.state, 'Dead'), ids ? inArray(jobs.id, [...ids]) : undefined))
    .returning({ id: jobs.id });
  return replayed.length;
}
