/**
 * The door of an event (issue 53, docs/tickets.md "The door"): a form's administrators
 * check tickets in.
 * - `POST /organizations/{org}/forms/{formType}/{slug}/checkins` `{ code }`: a ticket's
 *   signed code (what its QR code holds) or its id typed by hand; always 200 with a
 *   `result` for a well-formed body, whatever the ticket.
 * - `GET` on the same path: how many tickets are checked in, over those sold (not revoked).
 * - `GET /organizations/{org}/tickets/keys`: the organisation's public keys (JWKS) to
 *   verify a code offline.
 */
import { z } from 'zod';
import { IsoDateTime } from './common';

export const CheckInBodySchema = z.object({
  /** A compact JWS (about 180 characters) or a ticket id (16 characters, spaces and hyphens allowed). */
  code: z.string().trim().min(1, 'must not be empty').max(1000),
});

export const CHECK_IN_RESULTS = ['Valid', 'AlreadyCheckedIn', 'Revoked', 'WrongEvent', 'Unknown'] as const;
export const CheckInResultSchema = z.enum(CHECK_IN_RESULTS);
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const CheckedTicketSchema = z.object({
  /** The ticket id (16 characters, Crockford base32), ungrouped. */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tierLabel: z.string(),
});

export const CheckInSchema = z.object({
  result: CheckInResultSchema,
  /** Valid, AlreadyCheckedIn and Revoked: whose ticket it is. Never for WrongEvent or Unknown. */
  ticket: CheckedTicketSchema.optional(),
  /** Valid: now; AlreadyCheckedIn: when it first came in. */
  checkedInAt: IsoDateTime.optional(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

export const CheckInCountSchema = z.object({
  checkedIn: z.int().min(0),
  /** Tickets of the event not revoked. */
  sold: z.int().min(0),
});
export type CheckInCount = z.infer<typeof CheckInCountSchema>;

/** An Ed25519 public key as a JWK (RFC 8037). */
const PublicJwkSchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('Ed25519'),
  use: z.literal('sig'),
});

export const TicketKeysSchema = z.object({ keys: z.array(PublicJwkSchema) });
export type TicketKeys = z.infer<typeof TicketKeysSchema>;
