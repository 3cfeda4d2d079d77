/**
 * A ticket's code: what its QR code holds (docs/tickets.md, "The code").
 *
 * A compact JWS (RFC 7515) signed with the organisation's Ed25519 key:
 *   header  {"alg":"Ed25519","kid":"<organisation's key id>"}
 *   payload {"v":1,"t":"<ticket id>","e":<form id>}
 * about 180 characters, a version 9–10 QR code at error correction M. A door verifies it
 * offline with the organisation's public key (GET /organizations/{org}/tickets/keys):
 * it cannot be forged without the private key, nor altered (the signature covers `t`
 * and `e`), nor guessed (`t` is 80 random bits). Whether the ticket is still valid
 * (revoked, already checked in) is the API's to say: the check-in reads the row.
 *
 * The ticket id alone (16 characters, Crockford base32, printed as 4 groups of 4) is the
 * code for manual entry: unguessable, and the check-in reads it from the database.
 */
import { randomBytes } from 'node:crypto';
import { CompactSign, compactVerify, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizationKeys } from '../../db/schema';

export const TICKET_CODE_VERSION = 1;
const ALG = 'Ed25519';
/** Crockford's base32: no I, L, O, U (read aloud and typed without confusion). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new ticket id: 80 random bits as 16 Crockford base32 characters. */
export function newTicketId(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return id;
}

/** "K7F3Q2M9X4P8R2T6" → "K7F3 Q2M9 X4P8 R2T6" (how it is printed for manual entry). */
export function groupedTicketId(id: string): string {
  return id.replace(/(.{4})(?=.)/gu, '$1 ');
}

/**
 * What a person typed as a ticket id, normalised: spaces and hyphens dropped, upper
 * case, and the letters Crockford reads as digits (O → 0, I and L → 1). null when it
 * cannot be one.
 */
export function normaliseTicketId(typed: string): string | null {
  const id = typed.replace(/[\s-]/gu, '').toUpperCase().replace(/O/gu, '0').replace(/[IL]/gu, '1');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/u.test(id) ? id : null;
}

interface SigningKey {
  readonly kid: string;
  readonly privateJwk: JWK;
}

/**
 * The organisation's signing key, made at its first ticket. Two first tickets at once
 * make one key: the second insert does nothing and both read the row that won.
 */
export async function organizationSigningKey(ex: Executor, organizationId: number, now: Date): Promise<SigningKey> {
  const existing = await ex.select().from(organizationKeys).where(eq(organizationKeys.organizationId, organizationId));
  if (existing[0]) return { kid: existing[0].kid, privateJwk: existing[0].privateJwk };
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
  await ex
    .insert(organizationKeys)
    .values({
      organizationId,
      kid: `o${organizationId}k${randomBytes(3).toString('hex')}`,
      publicJwk: (await exportJWK(publicKey)) as Record<string, string>,
      privateJwk: (await exportJWK(privateKey)) as Record<string, string>,
      createdAt: now,
    })
    .onConflictDoNothing({ target: organizationKeys.organizationId });
  const [row] = await ex.select().from(organizationKeys).where(eq(organizationKeys.organizationId, organizationId));
  if (!row) throw new Error(`No signing key for organisation ${organizationId}.`);
  return { kid: row.kid, privateJwk: row.privateJwk };
}

export interface TicketClaims {
  readonly ticketId: string;
  readonly formId: number;
}

export async function signTicketCode(key: SigningKey, claims: TicketClaims): Promise<string> {
  const payload = JSON.stringify({ v: TICKET_CODE_VERSION, t: claims.ticketId, e: claims.formId });
  return new CompactSign(new TextEncoder().encode(payload))
    .setProtectedHeader({ alg: ALG, kid: key.kid })
    .sign(await importJWK(key.privateJwk, ALG));
}

export type CodeReading =
  | { readonly ok: true; readonly ticketId: string; readonly formId: number; readonly organizationId: number }
  | { readonly ok: false; readonly reason: 'malformed' | 'unknownKey' | 'badSignature' | 'unsupportedVersion' };

const JWS_SHAPE = /^[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{86}$/u;

/** Reads a scanned code: the signature checked with the key its header names. */
export async function readTicketCode(ex: Executor, code: string): Promise<CodeReading> {
  const trimmed = code.trim();
  if (!JWS_SHAPE.test(trimmed)) return { ok: false, reason: 'malformed' };
  let kid: unknown;
  try {
    const header: unknown = JSON.parse(Buffer.from(trimmed.split('.')[0] as string, 'base64url').toString('utf8'));
    kid = typeof header === 'object' && header !== null ? (header as { kid?: unknown }).kid : undefined;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof kid !== 'string') return { ok: false, reason: 'malformed' };
  const [key] = await ex.select().from(organizationKeys).where(eq(organizationKeys.kid, kid));
  if (!key) return { ok: false, reason: 'unknownKey' };
  let payload: unknown;
  try {
    const verified = await compactVerify(trimmed, await importJWK(key.publicJwk, ALG), { algorithms: [ALG] });
    payload = JSON.parse(new TextDecoder().decode(verified.payload));
  } catch {
    return { ok: false, reason: 'badSignature' };
  }
  const claims = payload as { v?: unknown; t?: unknown; e?: unknown };
  if (claims.v !== TICKET_CODE_VERSION) return { ok: false, reason: 'unsupportedVersion' };
  if (typeof claims.t !== 'string' || typeof claims.e !== 'number') return { ok: false, reason: 'malformed' };
  return { ok: true, ticketId: claims.t, formId: claims.e, organizationId: key.organizationId };
}
