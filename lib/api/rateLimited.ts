/**
 * A refusal of the API's rate limits (429 RATE_LIMITED, docs/security.md) as the message
 * ref a form shows in its error summary: "try again in N minutes/seconds", from the
 * answer's Retry-After, so the visitor knows when rather than just "later".
 */
import { isApiFailure } from './http';
import { messageRef } from '@/lib/rules/messageRef';

/** Waits of two minutes or more are said in minutes (rounded up), shorter ones in seconds. */
const MINUTES_FROM_SECONDS = 120;
/** A 429 without Retry-After (another API): a minute is the honest guess. */
const DEFAULT_WAIT_SECONDS = 60;

export function rateLimitedMessage(error: unknown): string | null {
  if (!isApiFailure(error) || error.statusCode !== 429) return null;
  const seconds = Math.max(1, error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS);
  return seconds >= MINUTES_FROM_SECONDS ?
      messageRef('Forms.rateLimited', { wait: Math.ceil(seconds / 60), unit: 'minute' })
    : messageRef('Forms.rateLimited', { wait: seconds, unit: 'second' });
}
