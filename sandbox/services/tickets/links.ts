/**
 * Ticket links (HelloAsso's `ticketUrl`): `{expiry}.{HMAC}` over the ticket id and the
 * expiry, keyed with the sandbox's signing secret, as receipt links are
 * (../receipts/links.ts). Unguessable, bound to one ticket, nothing stored. A ticket is
 * needed on the evening of the event, possibly months after the payment: the link lives
 * until a week after the event (at least TICKET_LINK_MIN_DAYS from when it was written).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ticketPath } from '@/lib/routes/ticket';
import type { RequestContext } from '../../context';

/** The shortest life of a link (an event without dates, or one that is over). */
export const TICKET_LINK_MIN_DAYS = 30;
/** How long after the event a link still opens the ticket. */
export const TICKET_LINK_AFTER_EVENT_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;

const signature = (secret: Uint8Array, ticketId: string, expiry: number) =>
  createHmac('sha256', secret).update(`ticket:${ticketId}:${expiry}`).digest('base64url');

/** `eventEnd`: the event's end, or its start, or null when it has no date. */
export function ticketLinkExpiry(now: Date, eventEnd: Date | null): number {
  const floor = now.getTime() + TICKET_LINK_MIN_DAYS * DAY_MS;
  const afterEvent = eventEnd ? eventEnd.getTime() + TICKET_LINK_AFTER_EVENT_DAYS * DAY_MS : 0;
  // Rounded to the day: the same ticket read twice the same day gets the same link.
  return Math.ceil(Math.max(floor, afterEvent) / DAY_MS) * (DAY_MS / 1000);
}

export function signTicketLink(ctx: RequestContext, ticketId: string, eventEnd: Date | null): string {
  const expiry = ticketLinkExpiry(ctx.now, eventEnd);
  return `${expiry}.${signature(ctx.config.jwtSecret, ticketId, expiry)}`;
}

export type TicketLinkCheck = 'valid' | 'expired' | 'invalid';

export function checkTicketLink(ctx: RequestContext, ticketId: string, token: string): TicketLinkCheck {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/u.exec(token);
  if (!match) return 'invalid';
  const expiry = Number(match[1]);
  const expected = Buffer.from(signature(ctx.config.jwtSecret, ticketId, expiry));
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expiry * 1000 < ctx.now.getTime() ? 'expired' : 'valid';
}

/** The ticket's page on the app, with its signed link (the PDF and the .ics are beside it). */
export function ticketUrl(ctx: RequestContext, ticketId: string, eventEnd: Date | null): string {
  return `${ctx.appUrl}${ticketPath(ticketId, signTicketLink(ctx, ticketId, eventEnd))}`;
}
