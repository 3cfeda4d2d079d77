/**
 * Readiness (GET /forms/readyz): whether this instance can serve payers now, and if not,
 * why. The check is given by the route (a round trip to the in-app sandbox's database,
 * or to the configured API); this module runs it with a time limit, answers the cause,
 * and says in the log when the state changes — once, not once per poll.
 */
import { upstreamBase } from '@/lib/api/upstream';

export interface Readiness {
  readonly ready: boolean;
  /** What fails, when it fails: one line for an operator. */
  readonly cause?: string;
  /**
   * The in-app sandbox's job queue: emails and collections waiting (due or to come), and
   * those given up after their last attempt, which an operator replays (docs/emails.md).
   */
  readonly jobs?: { readonly waiting: number; readonly dead: number };
}

/** What a check may tell besides "it works". */
export type ReadinessDetail = Pick<Readiness, 'jobs'>;

export const READINESS_TIMEOUT_MS = 2_000;

type Holder = typeof globalThis & { __formsReadinessCause?: string | null };

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error.cause instanceof Error ? ` (${error.cause.message.split('\n')[0]})` : '';
  return `${error.message.split('\n')[0]}${inner}`;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `check`; logs a change of state (ready → not ready with its cause, and back). */
export async function readiness(
  check: () => Promise<void | ReadinessDetail>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const holder = globalThis as Holder;
  let result: Readiness;
  try {
    const detail = await withTimeout(check(), timeoutMs);
    result = { ready: true, ...detail };
  } catch (error) {
    result = { ready: false, cause: causeOf(error) };
  }
  // Said when the state changes (not at every poll, nor when only the wording of the
  // cause does): the first failure with its cause, then the recovery.
  const wasReady = holder.__formsReadinessCause === undefined || holder.__formsReadinessCause === null;
  if (wasReady && !result.ready) process.stderr.write(`readiness: NOT READY: ${result.cause}\n`);
  if (!wasReady && result.ready) process.stderr.write('readiness: ready again\n');
  holder.__formsReadinessCause = result.cause ?? null;
  return result;
}

/**
 * The configured forms API answers (any status below 500: the cheapest call there is,
 * its base address, proves the service and its routing up; its own database is its own
 * readiness).
 */
export async function checkApiReachable(): Promise<void> {
  const base = upstreamBase('api', 'http://unused.invalid');
  const response = await fetch(`${base}/`, { method: 'GET', signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
  await response.body?.cancel();
  if (response.status >= 500) throw new Error(`the forms API (${base}) answered ${response.status}`);
}
