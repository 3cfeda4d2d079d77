/**
 * Tickets in the API (issue 53): `ticketUrl` and `qrCode` on an Event order's items and
 * on the payment summary, the ticket's signed link (refused altered or expired), and an
 * order canceled by its organisation (tickets revoked, places back, idempotent, who may).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PaymentSummarySchema } from '@/lib/api/contracts/payments';
import { TicketSchema } from '@/lib/api/contracts/tickets';
import { OrderSchema } from '@/lib/api/contracts/users';
import { tiers } from '@/sandbox/db/schema';
import { readTicketCode } from '@/sandbox/services/tickets/code';
import {
  DEMO_PASSWORD,
  DRIVERS,
  EVENT,
  clientToken,
  errorCode,
  expectShape,
  sandboxPerSuite,
  startPayment,
} from './support';

const PLACES = ['Jeanne Durand', 'Karim Benali', 'Lou Martin'].map((name) => {
  const [firstName, lastName] = name.split(' ');
  return { tierId: 1023, customAmount: 800, participant: { firstName, lastName } };
});

describe.each(DRIVERS)('tickets in the API on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver, { testMode: true });

  async function signIn(email: string): Promise<string> {
    const response = await sandbox().request('POST', '/auth/token', {
      body: { grant_type: 'password', username: email, password: DEMO_PASSWORD },
    });
    return response.body.access_token as string;
  }

  async function buyThree() {
    const { paymentId, paymentRequestId } = await startPayment(sandbox(), { form: EVENT, items: PLACES });
    const confirm = await sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${paymentId}`);
    expect(confirm.status).toBe(200);
    const summary = expectShape(
      PaymentSummarySchema,
      (await sandbox().request('GET', `/api/payments/summary?paymentRequestId=${paymentRequestId}`)).body,
    );
    return { summary, orderId: summary.orderId ?? 0 };
  }

  /** GET /api/tickets/{id}?token=… from a ticketUrl of the app. */
  const read = (ticketUrl: string, alter: (token: string) => string = (token) => token) => {
    const url = new URL(ticketUrl);
    const id = url.pathname.split('/').at(-1) ?? '';
    const token = alter(url.searchParams.get('jeton') ?? '');
    return sandbox().request('GET', `/api/tickets/${id}?token=${encodeURIComponent(token)}`);
  };

  const soldOf = async (tierId: number) =>
    (await sandbox().handle.db.select({ sold: tiers.sold }).from(tiers).where(eq(tiers.id, tierId)))[0]?.sold;

  it('gives each place its ticketUrl and qrCode, on the summary and on the order', async () => {
    const { summary, orderId } = await buyThree();
    expect(summary.items).toHaveLength(3);
    for (const item of summary.items) {
      expect(item.ticketUrl).toMatch(/\/forms\/billets\/[0-9A-Z]{16}\?jeton=\d+\.[\w-]{43}$/u);
      const reading = await readTicketCode(sandbox().handle.db, item.qrCode ?? '');
      expect(reading).toMatchObject({ ok: true, formId: 102 });
    }
    const order = expectShape(
      OrderSchema,
      (
        await sandbox().request('GET', `/api/organizations/les-amis-du-quartier/orders/${orderId}`, {
          token: await clientToken(sandbox()),
        })
      ).body,
    );
    expect(order.items.map((item) => item.qrCode)).toEqual(summary.items.map((item) => item.qrCode));
    expect(order.items.every((item) => item.ticketUrl?.includes('/billets/'))).toBe(true);
    expect(order.canceledAt).toBeNull();

    const ticket = expectShape(TicketSchema, (await read(summary.items[1]?.ticketUrl ?? '')).body);
    expect(ticket).toMatchObject({
      state: 'Valid',
      participant: { firstName: 'Karim', lastName: 'Benali' },
      event: { title: 'Fête de quartier', place: { name: 'Place Colbert' } },
      tier: { id: 1023, label: 'Entrée de soutien' },
      orderId,
      organization: { name: expect.any(String) as string },
      locale: 'fr',
    });
    expect(ticket.qrCode).toBe(summary.items[1]?.qrCode);
  });

  it('has a paid demo order with three named tickets (README)', async () => {
    const order = expectShape(
      OrderSchema,
      (await sandbox().request('GET', '/api/users/me/orders/43', { token: await signIn('payeur@example.org') })).body,
    );
    const names = await Promise.all(
      order.items.map(async (item) => {
        const ticket = expectShape(TicketSchema, (await read(item.ticketUrl ?? '')).body);
        return `${ticket.participant.firstName} ${ticket.participant.lastName}`;
      }),
    );
    expect(names).toEqual(['Camille Martin', 'Léo Martin', 'Inès Haddad']);
  });

  it('refuses a ticket link altered, missing or for another ticket, and one that expired', async () => {
    const { summary } = await buyThree();
    const [first, second] = summary.items.map((item) => item.ticketUrl ?? '');
    expect((await read(first ?? '')).status).toBe(200);
    const altered = await read(first ?? '', (token) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect([altered.status, errorCode(altered)]).toEqual([404, 'TICKET_NOT_FOUND']);
    const later = await read(first ?? '', (token) =>
      token.replace(/^\d+/u, (expiry) => String(Number(expiry) + 86400)),
    );
    expect(later.status).toBe(404);
    expect((await read(first ?? '', () => '')).status).toBe(404);
    // The link of one ticket does not open another.
    const otherId = new URL(second ?? '').pathname.split('/').at(-1);
    const token = new URL(first ?? '').searchParams.get('jeton') ?? '';
    expect((await sandbox().request('GET', `/api/tickets/${otherId}?token=${token}`)).status).toBe(404);
    // A week after the event (30 days ahead, half a day long), the link has expired.
    await sandbox().request('POST', '/__test/clock', { body: { offsetMs: 39 * 24 * 3600 * 1000 } });
    try {
      const expired = await read(first ?? '');
      expect([expired.status, errorCode(expired)]).toEqual([403, 'TICKET_LINK_EXPIRED']);
    } finally {
      await sandbox().request('POST', '/__test/clock', { body: { offsetMs: 0 } });
    }
  });

  it('cancels an order for the form’s administrators: tickets revoked, places back, idempotent', async () => {
    const before = await soldOf(1023);
    const { summary, orderId } = await buyThree();
    expect(await soldOf(1023)).toBe((before ?? 0) + 3);
    const path = `/api/organizations/les-amis-du-quartier/orders/${orderId}/cancel`;

    const anonymous = await sandbox().request('POST', path);
    expect([anonymous.status, errorCode(anonymous)]).toEqual([401, 'UNAUTHORIZED']);
    const payer = await sandbox().request('POST', path, { token: await signIn('payeur@example.org') });
    expect([payer.status, errorCode(payer)]).toEqual([403, 'FORBIDDEN']);
    const otherOrganisation = await sandbox().request('POST', path, { token: await clientToken(sandbox(), 2) });
    expect(otherOrganisation.status).toBe(403);
    // Its order under another organisation's address: not found there.
    const elsewhere = await sandbox().request(
      'POST',
      `/api/organizations/club-sportif-des-berges/orders/${orderId}/cancel`,
      {
        token: await signIn('admin.asso@example.org'),
      },
    );
    expect([elsewhere.status, errorCode(elsewhere)]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(await soldOf(1023)).toBe((before ?? 0) + 3);

    // The fête's FormAdmin (admin.formulaire@example.org) cancels it.
    const admin = await signIn('admin.formulaire@example.org');
    const canceled = await sandbox().request('POST', path, { token: admin });
    expect(canceled.status).toBe(200);
    const order = expectShape(OrderSchema, canceled.body);
    expect(order.canceledAt).toEqual(expect.any(String));
    expect(await soldOf(1023)).toBe(before);
    for (const item of summary.items) {
      expect(expectShape(TicketSchema, (await read(item.ticketUrl ?? '')).body).state).toBe('Revoked');
    }

    const again = await sandbox().request('POST', path, { token: admin });
    expect(again.status).toBe(200);
    expect(expectShape(OrderSchema, again.body).canceledAt).toBe(order.canceledAt);
    expect(await soldOf(1023)).toBe(before);
  });

  it('frees the places once when cancels race', async () => {
    const before = await soldOf(1023);
    const { orderId } = await buyThree();
    const token = await clientToken(sandbox());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sandbox().request('POST', `/api/organizations/les-amis-du-quartier/orders/${orderId}/cancel`, { token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => (answer.body as { canceledAt: string }).canceledAt)).size).toBe(1);
    expect(await soldOf(1023)).toBe(before);
  });
});
