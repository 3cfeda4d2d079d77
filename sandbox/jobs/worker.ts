/**
 * The queue's worker: every instance serving the database runs one (in the app's
 * process when the sandbox is mounted: on PGlite one process owns the data folder). It
 * polls the `jobs` table; the poll holds no state, so a restart forgets nothing — what
 * was due is still a row, and a job an instance died with is claimed again when its
 * lease runs out (queue.ts).
 *
 *   SANDBOX_JOBS      kinds run on their own, comma-separated (default "email,collect,waitlist").
 *                     The e2e servers run "email" only: their tests move the shared
 *                     clock, and collections then run when a test asks for its order's
 *                     (POST __test/jobs/run), not for every other test's order.
 *   SANDBOX_JOBS_POLL_MS  how often the table is read (default 1000)
 */
type Env = Record<string, string | undefined>;
import type { SandboxConfig } from '../context';
import { runDueJobs } from './runJobs';
import type { JobKind } from './queue';

const DEFAULT_POLL_MS = 1_000;
/** Claimed per round; a full round is followed at once by another. */
const BATCH = 10;

export interface JobWorker {
  /** Ends the loop after the round in progress. */
  stop(): Promise<void>;
}

export function automaticKinds(env: Env): JobKind[] {
  const listed = (env.SANDBOX_JOBS ?? 'email,collect,waitlist').split(',').map((kind) => kind.trim());
  return (['email', 'collect', 'waitlist'] as const).filter((kind) => listed.includes(kind));
}

export function startJobWorker(
  config: SandboxConfig,
  options: { readonly kinds: readonly JobKind[]; readonly pollMs?: number },
): JobWorker {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let lastFailure = '';

  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = once();
    }, delay);
    // The worker never keeps a process alive on its own (a script, a test).
    timer.unref();
  };
  const once = async () => {
    let full = false;
    try {
      const report = await runDueJobs(config, { kinds: options.kinds, limit: BATCH });
      full = report.claimed === BATCH;
      lastFailure = '';
    } catch (error) {
      // Said once per cause, not once per second while the database is away.
      const cause = error instanceof Error ? error.message : String(error);
      if (cause !== lastFailure) process.stderr.write(`sandbox jobs: a round failed: ${cause}\n`);
      lastFailure = cause;
    }
    next(full ? 0 : pollMs);
  };
  if (options.kinds.length > 0) next(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

export function pollMsFrom(env: Env): number {
  const value = Number(env.SANDBOX_JOBS_POLL_MS);
  return Number.isFinite(value) && value >= 50 ? value : DEFAULT_POLL_MS;
}
