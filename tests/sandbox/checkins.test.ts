/**
 * The door (issue 53, docs/tickets.md "The door"): every answer of a check-in, one Valid
 * of twenty doors at once, forged and altered codes, who may check in, the count.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair, exportJWK } from 'jose';
import { CheckInCountSchema, CheckInSchema, TicketKeysSchema } from '@/lib/api/contracts/checkins';
import { tickets } from '@/sandbox/db/schema';
import { signTicketCode } from '@/sandbox/services/tickets/code';
import {
  DEMO_PASSWORD,
  DRIVERS,
  EVENT,
  WORKSHOP,
  clientToken,
  errorCode,
  expectShape,
  sandboxPerSuite,
  startPayment,
  type Loose,
} from './support';

const DOOR = `/api/organizations/${EVENT.organizationSlug}/forms/Event/${EVENT.formSlug}/checkins`;

interface IssuedTicket {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly code: string;
}

describe.each(DRIVERS)('the door on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver, { testMode: true });

  async function signIn(email: string): Promise<string> {
    const response = await sandbox().request('POST', '/auth/token', {
      body: { grant_type: 'password', username: email, password: DEMO_PASSWORD },
    });
    if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${response.text}`);
    return response.body.access_token as string;
  }

  /** A paid order of `names.length` places of `form`, and its tickets with their codes. */
  async function buy(names: string[], form: Record<string, string> = EVENT, tierId = 1023): Promise<IssuedTicket[]> {
    const items = names.map((name) => {
      const [firstName, lastName] = name.split(' ');
      return { tierId, ...(tierId === 1023 ? { customAmount: 800 } : {}), participant: { firstName, lastName } };
    });
    const { paymentId } = await startPayment(sandbox(), { form, items });
    const confirm = await sandbox().request<Loose>('POST', `/api/payments/card-embed/confirm?paymentId=${paymentId}`);
    if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status} ${confirm.text}`);
    const orderId: number = confirm.body.orderId ?? confirm.body.order?.id;
    const issued = await sandbox().request<Loose>('GET', `/__test/tickets?orderId=${orderId}`);
    return issued.body.tickets as IssuedTicket[];
  }

  const present = async (code: unknown, token: string) => {
    const response = await sandbox().request('POST', DOOR, { token, body: { code } });
    expect(response.status, response.text).toBe(200);
    return expectShape(CheckInSchema, response.body);
  };

  it('answers Valid with the name and tier once, then AlreadyCheckedIn with the time; by code or typed id', async () => {
    const admin = await signIn('admin.formulaire@example.org');
    const [first, second] = await buy(['Jeanne Durand', 'Karim Benali']);
    const valid = await present(first!.code, admin);
    expect(valid).toMatchObject({
      result: 'Valid',
      ticket: { id: first!.id, firstName: 'Jeanne', lastName: 'Durand', tierLabel: 'Entrée de soutien' },
    });
    const again = await present(first!.code, admin);
    expect(again).toMatchObject({ result: 'AlreadyCheckedIn', ticket: { firstName: 'Jeanne' } });
    expect(again.checkedInAt).toBe(valid.checkedInAt);

    // Typed by hand: grouped, lower case, O for 0 — the same ticket.
    const typed = second!.id
      .toLowerCase()
      .replace(/0/gu, 'o')
      .replace(/(.{4})(?=.)/gu, '$1 ');
    expect(await present(typed, admin)).toMatchObject({ result: 'Valid', ticket: { lastName: 'Benali' } });
    expect((await present(second!.id, admin)).result).toBe('AlreadyCheckedIn');
  });

  it('answers Revoked for a ticket of a canceled order, and never checks it in', async () => {
    const admin = await signIn('admin.asso@example.org');
    const [ticket] = await buy(['Lou Martin']);
    await sandbox().handle.db.update(tickets).set({ revokedAt: new Date() }).where(eq(tickets.id, ticket!.id));
    expect(await present(ticket!.code, admin)).toMatchObject({ result: 'Revoked', ticket: { firstName: 'Lou' } });
    const [row] = await sandbox().handle.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(row?.checkedInAt).toBeNull();
  });

  it('answers Unknown for a forged, an altered or a made-up code, and WrongEvent for another event’s', async () => {
    const admin = await signIn('admin.asso@example.org');
    const [ticket] = await buy(['Paul Girard']);
    const [header, payload, signature] = ticket!.code.split('.') as [string, string, string];
    const kid = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string }).kid;

    // Forged: the organisation's kid, another private key.
    const { privateKey } = await generateKeyPair('Ed25519', { extractable: true });
    const forged = await signTicketCode(
      { kid, privateJwk: await exportJWK(privateKey) },
      { ticketId: ticket!.id, formId: 102 },
    );
    expect(await present(forged, admin)).toEqual({ result: 'Unknown' });

    // Altered: one character of the payload or of the signature changed.
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    expect(await present(`${header}.${flip(payload, 5)}.${signature}`, admin)).toEqual({ result: 'Unknown' });
    expect(await present(`${header}.${payload}.${flip(signature, 10)}`, admin)).toEqual({ result: 'Unknown' });
    expect(await present('K7F3-Q2M9-X4P8-R2T6', admin)).toEqual({ result: 'Unknown' });
    expect(await present('not a code at all', admin)).toEqual({ result: 'Unknown' });

    // Another event's genuine ticket, by code and by id: refused without a name.
    const [elsewhere] = await buy(['Rose Lambert'], WORKSHOP, 1081);
    expect(await present(elsewhere!.code, admin)).toEqual({ result: 'WrongEvent' });
    expect(await present(elsewhere!.id, admin)).toEqual({ result: 'WrongEvent' });
    // Nothing of it was checked in, and the event's ticket still is Valid once.
    expect((await present(ticket!.code, admin)).result).toBe('Valid');
  });

  it('lets exactly one of twenty doors scanning one ticket at once say Valid', async () => {
    const admin = await signIn('admin.formulaire@example.org');
    const [ticket] = await buy(['Ana Costa']);
    const answers = await Promise.all(Array.from({ length: 20 }, () => present(ticket!.code, admin)));
    const results = answers.map((answer) => answer.result);
    expect(results.filter((result) => result === 'Valid')).toHaveLength(1);
    expect(results.filter((result) => result === 'AlreadyCheckedIn')).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.checkedInAt)).size).toBe(1);
  });

  it('opens the door to the form’s administrators only: 401, 403, 404, 400', async () => {
    const [ticket] = await buy(['Eva Morel']);
    const anonymous = await sandbox().request('POST', DOOR, { body: { code: ticket!.code } });
    expect([anonymous.status, errorCode(anonymous)]).toEqual([401, 'UNAUTHORIZED']);
    expect((await sandbox().request('GET', DOOR)).status).toBe(401);

    const payer = await signIn('payeur@example.org');
    const stranger = await sandbox().request('POST', DOOR, { token: payer, body: { code: ticket!.code } });
    expect([stranger.status, errorCode(stranger)]).toEqual([403, 'FORBIDDEN']);
    expect((await sandbox().request('GET', DOOR, { token: payer })).status).toBe(403);
    // Another organisation's site: not its event.
    const otherSite = await sandbox().request('POST', DOOR, {
      token: await clientToken(sandbox(), 2),
      body: { code: ticket!.code },
    });
    expect(otherSite.status).toBe(403);

    // A FormAdmin of this event only: not of the workshop.
    const formAdmin = await signIn('admin.formulaire@example.org');
    const workshop = `/api/organizations/${WORKSHOP.organizationSlug}/forms/Event/${WORKSHOP.formSlug}/checkins`;
    expect((await sandbox().request('POST', workshop, { token: formAdmin, body: { code: 'x' } })).status).toBe(403);
    const missing = `/api/organizations/${EVENT.organizationSlug}/forms/Event/pas-de-fete/checkins`;
    expect((await sandbox().request('POST', missing, { token: formAdmin, body: { code: 'x' } })).status).toBe(404);
    const donation = `/api/organizations/${EVENT.organizationSlug}/forms/Donation/soutenir-nos-actions/checkins`;
    expect((await sandbox().request('GET', donation, { token: formAdmin })).status).toBe(404);

    for (const body of [{}, { code: '' }, { code: 42 }, { code: 'x'.repeat(1001) }]) {
      const refused = await sandbox().request('POST', DOOR, { token: formAdmin, body });
      expect([refused.status, errorCode(refused)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    const notJson = await sandbox().request('POST', DOOR, {
      token: formAdmin,
      raw: '{"code":',
      headers: { 'content-type': 'application/json' },
    });
    expect([notJson.status, errorCode(notJson)]).toEqual([400, 'INVALID_JSON']);

    // The organisation's own site may keep a door too.
    const site = await sandbox().request('POST', DOOR, {
      token: await clientToken(sandbox()),
      body: { code: ticket!.code },
    });
    expect(expectShape(CheckInSchema, site.body).result).toBe('Valid');
  });

  it('counts the tickets checked in over those sold, revoked ones left out', async () => {
    const admin = await signIn('admin.formulaire@example.org');
    const count = async () =>
      expectShape(CheckInCountSchema, (await sandbox().request('GET', DOOR, { token: admin })).body);
    const before = await count();
    const [a, b, c] = await buy(['Lina Roy', 'Hugo Roy', 'Sara Roy']);
    expect(await count()).toEqual({ sold: before.sold + 3, checkedIn: before.checkedIn });
    await present(a!.code, admin);
    await present(a!.code, admin);
    await present(b!.id, admin);
    await sandbox().handle.db.update(tickets).set({ revokedAt: new Date() }).where(eq(tickets.id, c!.id));
    expect(await count()).toEqual({ sold: before.sold + 2, checkedIn: before.checkedIn + 2 });
  });

  it('publishes the organisation’s public key, which verifies its codes offline', async () => {
    const [ticket] = await buy(['Noé Blanc']);
    const response = await sandbox().request('GET', `/api/organizations/${EVENT.organizationSlug}/tickets/keys`);
    expect(response.status).toBe(200);
    const { keys } = expectShape(TicketKeysSchema, response.body);
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain('"d"');
    const { compactVerify, importJWK } = await import('jose');
    const verified = await compactVerify(ticket!.code, await importJWK(keys[0]!, 'Ed25519'));
    expect(verified.protectedHeader.kid).toBe(keys[0]!.kid);
    expect(JSON.parse(new TextDecoder().decode(verified.payload))).toEqual({ v: 1, t: ticket!.id, e: 102 });
    expect((await sandbox().request('GET', '/api/organizations/personne/tickets/keys')).status).toBe(404);
  });
});
