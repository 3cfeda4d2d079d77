/**
 * The numbers of the rate limits (docs/security.md explains each). A policy allows
 * `points` attempts per `seconds`; a lockout policy (sign-in) counts failures only and,
 * once they reach `points`, locks the key for `lockSeconds`, doubled at each new lockout
 * of the same key within a day, never above `maxLockSeconds`.
 *
 * Changed by configuration, never by code paths that skip the limiter: `RATE_LIMITS`
 * (`name=points/seconds[/lockSeconds[/maxLockSeconds]]`, comma-separated), e.g. the e2e
 * server's `RATE_LIMITS=login.accountClient=10/3600/2/2` for a 2-second lockout.
 */
export interface RatePolicy {
  readonly points: number;
  readonly seconds: number;
  /** Lockout policies only: the first lock, then doubled per lockout in a day. */
  readonly lockSeconds?: number;
  readonly maxLockSeconds?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_RATE_POLICIES = {
  /** Wrong passwords for one account from one client: the soft lockout a payer may meet. */
  'login.accountClient': { points: 10, seconds: HOUR, lockSeconds: MINUTE, maxLockSeconds: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere (a spread-out brute force): short lock, so a stranger cannot keep a payer out for long. */
  'login.account': { points: 30, seconds: 15 * MINUTE, lockSeconds: 5 * MINUTE, maxLockSeconds: 5 * MINUTE },
  /** Wrong passwords from one client over any accounts (credential stuffing). */
  'login.client': { points: 100, seconds: HOUR, lockSeconds: 15 * MINUTE, maxLockSeconds: HOUR },
  /** First-connection and forgotten-password links asked by one client. */
  'links.client': { points: 10, seconds: 10 * MINUTE },
  /** Links mailed to one address (besides the 5 per account per hour of routes/account.ts). */
  'links.address': { points: 10, seconds: DAY },
  /** Reports sent by one client. */
  'report.client': { points: 10, seconds: 10 * MINUTE },
  /** Reports of one page by one client. */
  'report.page': { points: 5, seconds: HOUR },
  /** Reports giving one reply address. */
  'report.address': { points: 10, seconds: DAY },
  /** "Tell me when payments resume" addresses left by one client. */
  'prospect.client': { points: 10, seconds: 10 * MINUTE },
  /** The same address left for notifications (any form). */
  'prospect.address': { points: 10, seconds: DAY },
  /** "Send my receipts again" asked by one client. */
  'receipts.client': { points: 5, seconds: 10 * MINUTE },
  /** Receipts sent again to one payer's address. */
  'receipts.address': { points: 5, seconds: DAY },
} as const satisfies Record<string, RatePolicy>;

export type RatePolicyName = keyof typeof DEFAULT_RATE_POLICIES;
export type RatePolicies = Readonly<Record<RatePolicyName, RatePolicy>>;

const isPolicyName = (name: string): name is RatePolicyName => Object.hasOwn(DEFAULT_RATE_POLICIES, name);

/**
 * The defaults with `RATE_LIMITS` applied. A malformed entry stops the start with its
 * reason: a limit silently left at its default would be a surprise in production.
 */
export function ratePoliciesFrom(setting: string | undefined): RatePolicies {
  const policies: Record<RatePolicyName, RatePolicy> = { ...DEFAULT_RATE_POLICIES };
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const match = /^([\w.]+)=(\d+)\/(\d+)(?:\/(\d+)(?:\/(\d+))?)?$/u.exec(entry);
    const name = match?.[1] ?? '';
    if (!match || !isPolicyName(name)) {
      throw new Error(
        `RATE_LIMITS: "${entry}" is not name=points/seconds[/lockSeconds[/maxLockSeconds]] of a known limit.`,
      );
    }
    const [points, seconds, lock, maxLock] = match.slice(2).map((value) => (value ? Number(value) : undefined));
    if (!points || !seconds) throw new Error(`RATE_LIMITS: "${entry}" needs points and seconds above 0.`);
    const base: RatePolicy = DEFAULT_RATE_POLICIES[name];
    const lockSeconds = lock ?? base.lockSeconds;
    policies[name] = {
      points,
      seconds,
      ...(lockSeconds !== undefined ?
        { lockSeconds, maxLockSeconds: maxLock ?? Math.max(lockSeconds, base.maxLockSeconds ?? 0) }
      : {}),
    };
  }
  return policies;
}
