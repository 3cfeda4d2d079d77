/**
 * A ticket's signed code (sandbox/services/tickets/code.ts): read back as signed; an
 * altered payload, a code signed by another key, or a key the database does not know is
 * refused; the manual-entry id is normalised as a person types it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, exportJWK } from 'jose';
import type { DbHandle } from '@/sandbox/db/client';
import {
  groupedTicketId,
  newTicketId,
  normaliseTicketId,
  organizationSigningKey,
  readTicketCode,
  signTicketCode,
} from '@/sandbox/services/tickets/code';
import { openTestDatabase } from './support';

const NOW = new Date('2026-12-02T12:00:00Z');

describe('ticket codes', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it('reads back what the organisation signed, in a code short enough for a version 10 QR code', async () => {
    const key = await organizationSigningKey(handle.db, 1, NOW);
    const ticketId = newTicketId();
    const code = await signTicketCode(key, { ticketId, formId: 102 });
    expect(code.length).toBeLessThanOrEqual(213);
    expect(await readTicketCode(handle.db, code)).toEqual({ ok: true, ticketId, formId: 102, organizationId: 1 });
  });

  it('keeps one key per organisation, even when two first tickets make it at once', async () => {
    const [a, b] = await Promise.all([
      organizationSigningKey(handle.db, 2, NOW),
      organizationSigningKey(handle.db, 2, NOW),
    ]);
    expect(a.kid).toBe(b.kid);
    expect((await organizationSigningKey(handle.db, 1, NOW)).kid).not.toBe(a.kid);
  });

  it('refuses an altered payload, another key’s signature and an unknown key', async () => {
    const key = await organizationSigningKey(handle.db, 1, NOW);
    const code = await signTicketCode(key, { ticketId: newTicketId(), formId: 102 });
    const [header, , signature] = code.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ v: 1, t: newTicketId(), e: 103 })).toString('base64url');
    expect(await readTicketCode(handle.db, `${header}.${otherPayload}.${signature}`)).toEqual({
      ok: false,
      reason: 'badSignature',
    });

    const { privateKey } = await generateKeyPair('Ed25519', { extractable: true });
    const forged = await signTicketCode(
      { kid: key.kid, privateJwk: await exportJWK(privateKey) },
      { ticketId: newTicketId(), formId: 102 },
    );
    expect(await readTicketCode(handle.db, forged)).toEqual({ ok: false, reason: 'badSignature' });

    const unknown = await signTicketCode(
      { kid: 'o9kffffff', privateJwk: await exportJWK(privateKey) },
      { ticketId: newTicketId(), formId: 102 },
    );
    expect(await readTicketCode(handle.db, unknown)).toEqual({ ok: false, reason: 'unknownKey' });
    expect(await readTicketCode(handle.db, 'not a code')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('prints the id in groups and reads it back however it is typed', () => {
    const id = newTicketId();
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/u);
    expect(groupedTicketId(id)).toMatch(/^(.{4} ){3}.{4}$/u);
    expect(normaliseTicketId(groupedTicketId(id).toLowerCase())).toBe(id);
    expect(normaliseTicketId('k7f3-q2m9-x4p8-r2to')).toBe('K7F3Q2M9X4P8R2T0');
    expect(normaliseTicketId('short')).toBeNull();
    expect(normaliseTicketId('UUUUUUUUUUUUUUUU')).toBeNull();
  });
});
