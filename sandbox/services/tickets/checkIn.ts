/**
 * The door (docs/tickets.md, "The door"): a form's administrators check its tickets in.
 *
 * A code is read as a signed code (a compact JWS: its signature, then its event) or as a
 * ticket id typed by hand; either way the ticket's row has the last word (revoked,
 * already in). Checking in is one conditional UPDATE … WHERE checked_in_at IS NULL
 * RETURNING: of two doors scanning one ticket at the same moment, the database lets
 * exactly one write, and the other reads the time the first wrote.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { CheckIn, CheckInCount, TicketKeys } from '@/lib/api/contracts/checkins';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { organizationKeys, tickets, tiers } from '../../db/schema';
import { fail } from '../../http/errors';
import type { FormType } from '@/lib/kinds/formKinds';
import { findForm, findOrganization, hasAdminRights, type FormRow, type OrgRow } from '../forms';
import { normaliseTicketId, readTicketCode } from './code';
import { TICKETED_FORM_TYPES } from './issue';

export interface DoorKey {
  readonly organizationSlug: string;
  readonly formType: FormType;
  readonly formSlug: string;
}

/**
 * Who may open the door: the form's administrators (its FormAdmins, its organisation's
 * OrganizationAdmins) and the organisation's own API credential. Anonymous: 401; an
 * unknown or unticketed form: 404; anyone else: 403.
 */
async function doorOf(ctx: RequestContext, key: DoorKey): Promise<{ form: FormRow; org: OrgRow }> {
  if (!ctx.client && !ctx.claims) throw fail(401, 'UNAUTHORIZED', 'The door needs a signed-in administrator.');
  const { form, org } = await findForm(ctx.db, key.organizationSlug, key.formType, key.formSlug);
  if (!TICKETED_FORM_TYPES.includes(form.formType))
    throw fail(404, 'FORM_NOT_FOUND', `The ${form.formType} form "${form.slug}" has no tickets.`);
  const allowed = ctx.client ? ctx.client.organizationSlug === org.slug : hasAdminRights(ctx, org, form);
  if (!allowed) throw fail(403, 'FORBIDDEN', `Only the administrators of "${form.slug}" check its tickets in.`);
  return { form, org };
}

type TicketLookup =
  { readonly found: false; readonly result: 'Unknown' | 'WrongEvent' } | { readonly found: true; readonly id: string };

/** Which ticket of this form a code names, or why none. */
async function ticketOfCode(ex: Executor, form: FormRow, code: string): Promise<TicketLookup> {
  let ticketId: string | null;
  if (code.includes('.')) {
    const reading = await readTicketCode(ex, code);
    // Forged (another key), altered (the signature no longer covers it), unreadable.
    if (!reading.ok) return { found: false, result: 'Unknown' };
    // Genuine, but of another event: no need to read the row to say so.
    if (reading.formId !== form.id) return { found: false, result: 'WrongEvent' };
    ticketId = reading.ticketId;
  } else {
    ticketId = normaliseTicketId(code);
    if (!ticketId) return { found: false, result: 'Unknown' };
  }
  const [row] = await ex.select({ formId: tickets.formId }).from(tickets).where(eq(tickets.id, ticketId));
  if (!row) return { found: false, result: 'Unknown' };
  // A typed id of another event's ticket: 80 random bits, so whoever types it holds that ticket.
  if (row.formId !== form.id) return { found: false, result: 'WrongEvent' };
  return { found: true, id: ticketId };
}

const userIdOf = (ctx: RequestContext): number | null => {
  const id = Number(ctx.claims?.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function checkIn(ctx: RequestContext, key: DoorKey, code: string): Promise<CheckIn> {
  const { form } = await doorOf(ctx, key);
  const lookup = await ticketOfCode(ctx.db, form, code);
  if (!lookup.found) return { result: lookup.result };
  // The only write: it succeeds for one door, whatever the others do at the same time.
  const won = await ctx.db
    .update(tickets)
    .set({ checkedInAt: ctx.now, checkedInBy: userIdOf(ctx) })
    .where(and(eq(tickets.id, lookup.id), isNull(tickets.checkedInAt), isNull(tickets.revokedAt)))
    .returning({ id: tickets.id });
  const [row] = await ctx.db
    .select({ ticket: tickets, tierLabel: tiers.label })
    .from(tickets)
    .innerJoin(tiers, eq(tiers.id, tickets.tierId))
    .where(eq(tickets.id, lookup.id));
  if (!row) return { result: 'Unknown' };
  const ticket = {
    id: row.ticket.id,
    firstName: row.ticket.firstName,
    lastName: row.ticket.lastName,
    tierLabel: row.tierLabel,
  };
  if (won.length > 0) return { result: 'Valid', ticket, checkedInAt: ctx.now.toISOString() };
  if (row.ticket.revokedAt) return { result: 'Revoked', ticket };
  return {
    result: 'AlreadyCheckedIn',
    ticket,
    ...(row.ticket.checkedInAt ? { checkedInAt: row.ticket.checkedInAt.toISOString() } : {}),
  };
}

/** Checked in over sold: the event's tickets that are not revoked. */
export async function checkInCount(ctx: RequestContext, key: DoorKey): Promise<CheckInCount> {
  const { form } = await doorOf(ctx, key);
  const live = and(eq(tickets.formId, form.id), isNull(tickets.revokedAt));
  const [sold] = await ctx.db.select({ n: count() }).from(tickets).where(live);
  const [checkedIn] = await ctx.db
    .select({ n: count() })
    .from(tickets)
    .where(and(live, isNotNull(tickets.checkedInAt)));
  return { checkedIn: checkedIn?.n ?? 0, sold: sold?.n ?? 0 };
}

/**
 * The organisation's public keys as a JWKS (RFC 7517): a door verifies codes offline with
 * them (the `kid` of a code's header names its key). Public; empty before a first ticket.
 */
export async function ticketKeys(ex: Executor, organizationSlug: string): Promise<TicketKeys> {
  const org = await findOrganization(ex, organizationSlug);
  const rows = await ex.select().from(organizationKeys).where(eq(organizationKeys.organizationId, org.id));
  return {
    keys: rows.map((row) => ({
      kty: 'OKP' as const,
      crv: 'Ed25519' as const,
      x: row.publicJwk.x ?? '',
      kid: row.kid,
      alg: 'Ed25519' as const,
      use: 'sig' as const,
    })),
  };
}
