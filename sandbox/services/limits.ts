/**
 * Which rate limits each abusable call meets (the numbers: ../http/rateLimitPolicies.ts;
 * why: docs/security.md). Keys name the client (its address) and the target (the
 * account, the address mailed, the page reported), so neither many addresses from one
 * client nor one address from many clients gets through.
 */
import type { RequestContext } from '../context';
import { ApiFailure } from '../http/errors';
import { RateLimited } from '../http/rateLimits';
import type { RatePolicyName } from '../http/rateLimitPolicies';

type Limits = (readonly [RatePolicyName, string])[];

const normalisedEmail = (email: string) => email.trim().toLowerCase();

function signInLimits(username: string, client: string): { all: Limits; own: Limits } {
  const account = normalisedEmail(username);
  const own: Limits = [['login.accountClient', `${account}\n${client}`]];
  return { own, all: [...own, ['login.account', account], ['login.client', client]] };
}

/**
 * The password grant under the soft lockout: a locked key is refused before the password
 * is even checked (the right password too, so a lock cannot be probed), whether the
 * account exists or not; a wrong password counts; a right one clears this client's
 * failures for the account (not the account's or the client's totals).
 */
export async function withSignInLimits<T>(ctx: RequestContext, username: string, grant: () => Promise<T>): Promise<T> {
  const { all, own } = signInLimits(username, ctx.clientAddress);
  const limiter = ctx.config.rateLimiter;
  const waitMs = await limiter.lockedFor(all);
  if (waitMs > 0) {
    const refusal = new RateLimited(waitMs);
    // The auth server's OAuth2 shape (`error`, `error_description`) besides SPEC §8's `errors`.
    throw new RateLimited(waitMs, { error: 'RATE_LIMITED', error_description: refusal.errors[0]?.message });
  }
  try {
    const tokens = await grant();
    await limiter.succeeded(own);
    return tokens;
  } catch (error) {
    if (error instanceof ApiFailure && error.errors[0]?.code === 'invalid_grant') await limiter.failed(all);
    throw error;
  }
}

/** Calls that send an email to an address someone typed, and the limits each meets. */
export type SendingKind = 'links' | 'report' | 'prospect' | 'receipts';

/**
 * Counts one sending from this client (and to this address, when one is given); throws
 * RateLimited past a limit. `also` adds a kind's own keys (a report: the page).
 */
export async function enforceSending(
  ctx: RequestContext,
  kind: SendingKind,
  address: string | null | undefined,
  also: Limits = [],
): Promise<void> {
  const limits: Limits = [[`${kind}.client`, ctx.clientAddress], ...also];
  if (address) limits.push([`${kind}.address`, normalisedEmail(address)]);
  await ctx.config.rateLimiter.enforce(limits);
}
