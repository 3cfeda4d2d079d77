/**
 * The token that takes an entry off a waiting list: an HMAC of its id with the sandbox's
 * signing secret (as receipt links, services/receipts/links.ts). Given to the person who
 * joined and in the offer email; nothing is stored, and ids (sequential) alone open nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../context';

const signature = (secret: Uint8Array, entryId: number) =>
  createHmac('sha256', secret).update(`waiting-list:leave:${entryId}`).digest('base64url');

export function leaveToken(ctx: Pick<RequestContext, 'config'>, entryId: number): string {
  return signature(ctx.config.jwtSecret, entryId);
}

export function isLeaveToken(ctx: Pick<RequestContext, 'config'>, entryId: number, token: string): boolean {
  const expected = Buffer.from(signature(ctx.config.jwtSecret, entryId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
