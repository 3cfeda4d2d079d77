/**
 * The rate limiter of the API (docs/security.md): rate-limiter-flexible's Drizzle store
 * over the sandbox's own database, so every instance serving one database (PostgreSQL,
 * several app instances) reads and writes the same counters; on the embedded PGlite,
 * which one process owns, they live in that process's database all the same.
 *
 * Two uses, both refused with 429 `RATE_LIMITED` and `Retry-After`:
 * - `enforce(policy, subject)`: every attempt counts (a link, a report, an address left);
 * - sign-in's soft lockout (`lockedFor`, `failed`, `succeeded`): only failures count, and
 *   the key is locked once they reach the policy's points, longer at each new lockout.
 * A new limited form (resend receipts, the waiting list) adds its policies to
 * ./rateLimitPolicies.ts and calls `enforceSending` with its kind.
 */
import { createHash } from 'node:crypto';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { SandboxDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiFailure } from './errors';
import type { RatePolicies, RatePolicy, RatePolicyName } from './rateLimitPolicies';

/** A limit was reached: 429 with the wait, in seconds (always at least 1). */
export class RateLimited extends ApiFailure {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number, extra: Record<string, unknown> = {}) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const message = `Too many attempts; retry in ${seconds} s.`;
    super(429, [{ code: 'RATE_LIMITED', message }], extra, { 'Retry-After': String(seconds) });
    this.retryAfterSeconds = seconds;
  }
}

const DAY_SECONDS = 24 * 60 * 60;

/** Counters are keyed by a hash: the table holds no address, email or IP in clear. */
const hashed = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);

export interface RateLimiter {
  /** Counts one attempt under each policy; throws RateLimited when one is over its points. */
  enforce(limits: readonly (readonly [RatePolicyName, string])[]): Promise<void>;
  /** How long (ms) the longest lock among these keys still lasts; 0 when none is locked. */
  lockedFor(limits: readonly (readonly [RatePolicyName, string])[]): Promise<number>;
  /** Counts a failure under each lockout policy, locking a key that reaches its points. */
  failed(limits: readonly (readonly [RatePolicyName, string])[]): Promise<void>;
  /** A success forgets the failures of these keys. */
  succeeded(limits: readonly (readonly [RatePolicyName, string])[]): Promise<void>;
}

export function createRateLimiter(db: SandboxDb, policies: RatePolicies, cleanUp: boolean): RateLimiter {
  const store = (keyPrefix: string, policy: Pick<RatePolicy, 'points' | 'seconds'>) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points: policy.points,
      duration: policy.seconds,
      // Expired rows are deleted every 5 minutes by each limiter; tests open and close many
      // databases, whose timers would then run on a closed one.
      clearExpiredByTimeout: cleanUp,
    });
  const limiters = new Map<RatePolicyName, RateLimiterDrizzle>();
  const lockouts = new Map<RatePolicyName, RateLimiterDrizzle>();
  const limiterOf = (name: RatePolicyName) => {
    let limiter = limiters.get(name);
    if (!limiter) limiters.set(name, (limiter = store(name, policies[name])));
    return limiter;
  };
  // How many times a key was locked today: each lock lasts twice the one before.
  const lockoutsOf = (name: RatePolicyName) => {
    let limiter = lockouts.get(name);
    if (!limiter)
      lockouts.set(name, (limiter = store(`${name}.lockouts`, { points: 1_000_000, seconds: DAY_SECONDS })));
    return limiter;
  };

  return {
    async enforce(limits) {
      let waitMs = 0;
      for (const [name, subject] of limits) {
        try {
          await limiterOf(name).consume(hashed(subject));
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          waitMs = Math.max(waitMs, refusal.msBeforeNext);
        }
      }
      if (waitMs > 0) throw new RateLimited(waitMs);
    },

    async lockedFor(limits) {
      let waitMs = 0;
      for (const [name, subject] of limits) {
        const state = await limiterOf(name).get(hashed(subject));
        if (state && state.consumedPoints > policies[name].points) waitMs = Math.max(waitMs, state.msBeforeNext);
      }
      return waitMs;
    },

    async failed(limits) {
      for (const [name, subject] of limits) {
        const policy = policies[name];
        const key = hashed(subject);
        const state = await limiterOf(name).penalty(key);
        if (state.consumedPoints < policy.points) continue;
        const lockout = await lockoutsOf(name).penalty(key);
        const lockSeconds = Math.min(
          (policy.lockSeconds ?? policy.seconds) * 2 ** Math.max(lockout.consumedPoints - 1, 0),
          policy.maxLockSeconds ?? policy.seconds,
        );
        await limiterOf(name).block(key, lockSeconds);
      }
    },

    async succeeded(limits) {
      for (const [name, subject] of limits) await limiterOf(name).delete(hashed(subject));
    },
  };
}
