/**
 * The waiting list of a sold-out event (issue 53): who may join and how often, the
 * organiser's list, offers when places are freed (stock raised, carts lapsed, offers
 * lapsed), an offer paid, and offers under concurrency — never oversold.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TierStockSchema, WaitingListJoinedSchema, WaitingListSchema } from '@/lib/api/contracts/waitingList';
import { carts, forms, jobs, tiers, waitingListEntries } from '@/sandbox/db/schema';
import { heldStock } from '@/sandbox/services/forms';
import { composeEmail } from '@/sandbox/emails/compose';
import type { RequestContext } from '@/sandbox/context';
import {
  DEMO_PASSWORD,
  DRIVERS,
  PAYER,
  errorCode,
  expectShape,
  sandboxPerSuite,
  startPayment,
  type Loose,
  type TestSandbox,
} from './support';

/** The seeded 10-place event (a form of its own in this file's database). */
const WORKSHOP = { organizationSlug: 'les-amis-du-quartier', formType: 'Event', formSlug: 'atelier-cuisine' } as const;
const FORM_ID = 108;
const TIER = 1081;
const EVENT_PATH = '/api/organizations/les-amis-du-quartier/forms/Event/atelier-cuisine';
const LIST = `${EVENT_PATH}/waiting-list`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function signIn(sandbox: TestSandbox, username: string): Promise<string> {
  const token = await sandbox.request('POST', '/auth/token', {
    body: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(token.status).toBe(200);
  return token.body.access_token as string;
}

describe.each(DRIVERS)('the waiting list on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver, {
    testMode: true,
    // Thirty people join from one test machine.
    rateLimits: 'prospect.client=1000/600,prospect.address=1000/86400',
  });
  let clockMs = 0;

  const join = (email: string, quantity = 1, tierId?: number | null) =>
    sandbox().request<Loose>('POST', LIST, { body: { email, quantity, ...(tierId === undefined ? {} : { tierId }) } });
  const buy = (quantity = 1) =>
    sandbox().request<Loose>('POST', '/api/carts', {
      body: { ...WORKSHOP, items: Array.from({ length: quantity }, () => ({ tierId: TIER })) },
    });
  /** The sandbox's clock, `ms` after the machine's (absolute, not cumulative). */
  const clockAt = async (ms: number) => {
    clockMs = ms;
    await sandbox().request('POST', '/__test/clock', { body: { offsetMs: ms } });
  };
  const runWaitlistJobs = () =>
    sandbox()
      .request<Loose>('POST', '/__test/jobs/run', { body: { kinds: ['waitlist'] } })
      .then((response) => response.body);
  const entries = async () =>
    sandbox()
      .handle.db.select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.formId, FORM_ID))
      .orderBy(waitingListEntries.createdAt, waitingListEntries.id);
  /** Sold + held places of the tier at the sandbox's instant: never above its stock. */
  const placesTaken = async () => {
    const db = sandbox().handle.db;
    const [tier] = await db.select().from(tiers).where(eq(tiers.id, TIER));
    const held = await heldStock(db, FORM_ID, new Date(Date.now() + clockMs));
    return { sold: tier!.sold, held: held.tiers.get(TIER) ?? 0, capacity: tier!.capacity };
  };
  const setStock = async (capacity: number, sold: number) => {
    await sandbox().handle.db.update(tiers).set({ capacity, sold }).where(eq(tiers.id, TIER));
  };

  beforeEach(async () => {
    const db = sandbox().handle.db;
    await db.delete(waitingListEntries).where(eq(waitingListEntries.formId, FORM_ID));
    await db
      .update(carts)
      .set({ expiresAt: new Date(0) })
      .where(eq(carts.formId, FORM_ID));
    await db.delete(jobs).where(inArray(jobs.kind, ['waitlist', 'email']));
    await db.update(forms).set({ maxPerCart: 4, waitingListOfferHours: 24 }).where(eq(forms.id, FORM_ID));
    await setStock(10, 10);
  });
  afterEach(async () => {
    clockMs = 0;
    await sandbox().request('POST', '/__test/clock', { body: { reset: true } });
  });

  it('is joined only when the places asked cannot be bought, once per address, within the limits', async () => {
    await setStock(10, 9);
    expect(errorCode(await join('lea@example.org', 1))).toBe('PLACES_AVAILABLE');
    const joined = await join('Lea@Example.org', 2);
    expect(joined.status).toBe(201);
    const body = expectShape(WaitingListJoinedSchema, joined.body);
    expect(body).toMatchObject({
      email: 'lea@example.org',
      quantity: 2,
      state: 'Waiting',
      position: 1,
      offerHours: 24,
    });
    expect(errorCode(await join('lea@example.org', 2))).toBe('ALREADY_ON_WAITING_LIST');
    expect(errorCode(await join('pas-une-adresse', 1))).toBe('VALIDATION_ERROR');
    expect(errorCode(await join('tom@example.org', 5))).toBe('MAX_PER_CART');
    expect(errorCode(await join('tom@example.org', 1, 9999))).toBe('ticketsHasChanged');
    const second = await join('tom@example.org', 2, TIER);
    expect(second.body).toMatchObject({ position: 2, tierId: TIER });

    // Leaving takes the signed token; the address may then join again, at the end of the line.
    const leave = (id: number, token: string) =>
      sandbox().request('POST', `/api/waiting-list/${id}/leave?token=${encodeURIComponent(token)}`);
    expect((await leave(body.id, 'forged')).status).toBe(404);
    expect((await leave(body.id + 1, body.leaveToken)).status).toBe(404);
    expect((await leave(body.id, body.leaveToken)).status).toBe(204);
    const again = await join('lea@example.org', 2);
    expect(again.status).toBe(201);
    expect(again.body.position).toBe(2);
  });

  it('is read by the form’s administrators only', async () => {
    await join('lea@example.org', 1);
    expect((await sandbox().request('GET', LIST)).status).toBe(401);
    const payer = await signIn(sandbox(), 'payeur@example.org');
    expect((await sandbox().request('GET', LIST, { token: payer })).status).toBe(403);
    // A FormAdmin of other forms of the same organisation.
    const formAdmin = await signIn(sandbox(), 'admin.formulaire@example.org');
    expect((await sandbox().request('GET', LIST, { token: formAdmin })).status).toBe(403);
    const admin = await signIn(sandbox(), 'admin.asso@example.org');
    const list = await sandbox().request('GET', LIST, { token: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(expectShape(WaitingListSchema, list.body).data).toMatchObject([
      { email: 'lea@example.org', state: 'Waiting', position: 1, offerUrl: null },
    ]);
    const missing = '/api/organizations/les-amis-du-quartier/forms/Event/pas-de-formulaire/waiting-list';
    expect((await sandbox().request('GET', missing, { token: admin })).status).toBe(404);
  });

  it('has a sold-out demo concert with three people waiting, first in line first', async () => {
    const admin = await signIn(sandbox(), 'admin.asso@example.org');
    const concert = '/api/organizations/les-amis-du-quartier/forms/Event/concert-de-la-chorale/waiting-list';
    const list = expectShape(WaitingListSchema, (await sandbox().request('GET', concert, { token: admin })).body);
    expect(list.data.map((entry) => [entry.email, entry.quantity, entry.position])).toEqual([
      ['camille.lefebvre@example.org', 2, 1],
      ['yanis.moreau@example.org', 1, 2],
      ['ava.johnson@example.org', 3, 3],
    ]);
    const form = await sandbox().request<Loose>(
      'GET',
      '/api/organizations/les-amis-du-quartier/forms/Event/concert-de-la-chorale/enriched',
    );
    expect(form.body.tiers.map((tier: Loose) => tier.remainingNumber)).toEqual([0]);
  });

  it('offers raised stock to the first entry whose places fit, with a cart holding them for the offer time', async () => {
    await join('lea@example.org', 2);
    await join('tom@example.org', 1);
    const tierPath = `${EVENT_PATH}/tiers/${TIER}`;
    expect((await sandbox().request('PATCH', tierPath, { body: { stock: 11 } })).status).toBe(401);
    const admin = await signIn(sandbox(), 'admin.asso@example.org');
    expect(errorCode(await sandbox().request('PATCH', tierPath, { token: admin, body: { stock: 9 } }))).toBe(
      'INVALID_STOCK',
    );
    const raised = await sandbox().request<Loose>('PATCH', tierPath, { token: admin, body: { stock: 11 } });
    expect(expectShape(TierStockSchema, raised.body)).toEqual({ tierId: TIER, stock: 11, sold: 10, offered: 1 });

    const list = expectShape(WaitingListSchema, (await sandbox().request('GET', LIST, { token: admin })).body).data;
    expect(list.map((entry) => [entry.email, entry.state, entry.position])).toEqual([
      ['lea@example.org', 'Waiting', 1],
      ['tom@example.org', 'Offered', null],
    ]);
    const offer = list[1]!;
    expect(offer.offerUrl).toMatch(
      new RegExp(`/associations/les-amis-du-quartier/evenements/atelier-cuisine/checkout/${offer.cartId}$`),
    );
    const cart = await sandbox().request<Loose>('GET', `/api/carts/${offer.cartId}`);
    expect(cart.body.items).toHaveLength(1);
    expect(new Date(cart.body.currentCartExpirationTime).getTime()).toBe(new Date(offer.offerExpiresAt!).getTime());
    expect(new Date(offer.offerExpiresAt!).getTime() - new Date(offer.offeredAt!).getTime()).toBe(24 * HOUR);
    expect(await placesTaken()).toEqual({ sold: 10, held: 1, capacity: 11 });
    const emails = await sandbox().request<Loose[]>(
      'GET',
      `/__test/jobs?keyPrefix=${encodeURIComponent(`email:WaitingListOffer:entry:${offer.id}`)}`,
    );
    expect(emails.body).toHaveLength(1);

    // Twenty minutes later the cart, untouched, still holds the place (not 15 minutes).
    await clockAt(20 * MINUTE);
    expect((await sandbox().request('GET', `/api/carts/${offer.cartId}`)).status).toBe(200);
    expect((await buy(1)).status).toBe(409);
  });

  it('offers the places of an order its organisation cancels, in the cancel’s transaction', async () => {
    await setStock(10, 8);
    const { paymentId } = await startPayment(sandbox(), {
      form: WORKSHOP,
      items: ['Ana', 'Bea'].map((firstName) => ({ tierId: TIER, participant: { firstName, lastName: 'Roux' } })),
    });
    const confirm = await sandbox().request<Loose>('POST', `/api/payments/card-embed/confirm?paymentId=${paymentId}`);
    expect(confirm.status).toBe(200);
    expect(await placesTaken()).toMatchObject({ sold: 10, held: 0 });
    await join('lea@example.org', 2);
    const orderId = (confirm.body.orderId ?? confirm.body.order?.id) as number;
    const admin = await signIn(sandbox(), 'admin.asso@example.org');
    const canceled = await sandbox().request(
      'POST',
      `/api/organizations/les-amis-du-quartier/orders/${orderId}/cancel`,
      { token: admin },
    );
    expect(canceled.status).toBe(200);
    const [lea] = await entries();
    expect(lea).toMatchObject({ email: 'lea@example.org', state: 'Offered' });
    expect(await placesTaken()).toMatchObject({ sold: 8, held: 2 });
    // Canceled again: nothing is freed twice, nobody else is offered anything.
    expect(
      (
        await sandbox().request('POST', `/api/organizations/les-amis-du-quartier/orders/${orderId}/cancel`, {
          token: admin,
        })
      ).status,
    ).toBe(200);
    expect(await placesTaken()).toMatchObject({ sold: 8, held: 2 });
  });

  it('emails an offer in the language the person joined in, with the link of its held places', async () => {
    await sandbox().request('POST', LIST, {
      body: { email: 'ava@example.org', quantity: 1 },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    await join('lea@example.org', 1);
    const admin = await signIn(sandbox(), 'admin.asso@example.org');
    await sandbox().request('PATCH', `${EVENT_PATH}/tiers/${TIER}`, { token: admin, body: { stock: 12 } });
    const ctx = { db: sandbox().handle.db, appUrl: 'https://formulaires.example.org/forms' } as RequestContext;
    const [ava, lea] = await entries();
    const english = await composeEmail(ctx, { email: 'WaitingListOffer', entryId: ava!.id });
    expect(english).toMatchObject({
      to: 'ava@example.org',
      locale: 'en',
      subject: 'Places were freed: “Atelier cuisine du monde”',
    });
    expect(english?.html).toContain(
      `https://formulaires.example.org/forms/associations/les-amis-du-quartier/evenements/atelier-cuisine/checkout/${ava!.cartId}/en`,
    );
    const french = await composeEmail(ctx, { email: 'WaitingListOffer', entryId: lea!.id });
    expect(french).toMatchObject({
      locale: 'fr',
      subject: 'Des places se sont libérées : « Atelier cuisine du monde »',
    });
    expect(french?.text).toContain(
      '1 place de « Atelier cuisine du monde » (Les Amis du Quartier) vous est réservée jusqu’au',
    );
    // Nothing to offer once the person left.
    await sandbox()
      .handle.db.update(waitingListEntries)
      .set({ state: 'Left' })
      .where(eq(waitingListEntries.id, lea!.id));
    expect(await composeEmail(ctx, { email: 'WaitingListOffer', entryId: lea!.id })).toBeNull();
  });

  it('offers the places of an unpaid cart when it lapses, through the waitlist job', async () => {
    await setStock(10, 8);
    const cart = await buy(2);
    expect(cart.status).toBe(201);
    await join('lea@example.org', 1);
    await join('tom@example.org', 1);
    await runWaitlistJobs();
    expect((await entries()).map((entry) => entry.state)).toEqual(['Waiting', 'Waiting']);

    await clockAt(16 * MINUTE);
    const run = await runWaitlistJobs();
    expect(run.done).toBeGreaterThanOrEqual(1);
    expect((await entries()).map((entry) => entry.state)).toEqual(['Offered', 'Offered']);
    expect(await placesTaken()).toEqual({ sold: 8, held: 2, capacity: 10 });
  });

  it('passes a lapsed offer to the next in line, and an offer paid is Accepted', async () => {
    await setStock(10, 9);
    await buy(1);
    await join('lea@example.org', 1);
    await join('tom@example.org', 1);
    await clockAt(16 * MINUTE);
    await runWaitlistJobs();
    expect((await entries()).map((entry) => entry.state)).toEqual(['Offered', 'Waiting']);

    await clockAt(16 * MINUTE + 24 * HOUR + 1000);
    await runWaitlistJobs();
    const [lea, tom] = await entries();
    expect([lea!.state, tom!.state]).toEqual(['Expired', 'Offered']);
    expect((await sandbox().request('GET', `/api/carts/${lea!.cartId}`)).status).toBe(404);

    // Tom pays his offer: names, payer, card.
    const cartId = tom!.cartId!;
    const named = await sandbox().request('PUT', `/api/carts/${cartId}`, {
      body: { ...WORKSHOP, items: [{ tierId: TIER, participant: { firstName: 'Tom', lastName: 'Petit' } }] },
    });
    expect(named.status).toBe(200);
    expect((await sandbox().request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } })).status).toBe(200);
    const init = await sandbox().request<Loose>('POST', `/api/carts/${cartId}/init-payment`, {
      body: { tipConsent: true, cgvConsent: true },
    });
    expect(init.status).toBe(200);
    const initialize = await sandbox().request<Loose>(
      'POST',
      `/api/payments/card-embed/initialize?paymentRequestId=${init.body.id}`,
    );
    await sandbox().request('POST', `/provider/payments/${init.body.id}/card`, {
      body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Jeanne Durand' },
    });
    const confirm = await sandbox().request(
      'POST',
      `/api/payments/card-embed/confirm?paymentId=${initialize.body.paymentId}`,
    );
    expect(confirm.status).toBe(200);
    expect((await entries()).map((entry) => entry.state)).toEqual(['Expired', 'Accepted']);
    expect(await placesTaken()).toEqual({ sold: 10, held: 0, capacity: 10 });
  });

  it('offers every freed place of the 10-place event once, never oversold, to 30 buyers and a waiting list', async () => {
    await setStock(10, 0);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buy(1)));
    const held = buyers.filter((response) => response.status === 201);
    expect(held).toHaveLength(10);
    expect(buyers.filter((response) => response.status === 409)).toHaveLength(20);
    const joins = await Promise.all(Array.from({ length: 20 }, (_, index) => join(`personne${index}@example.org`, 1)));
    expect(joins.every((response) => response.status === 201)).toBe(true);
    expect(await placesTaken()).toEqual({ sold: 0, held: 10, capacity: 10 });

    // The carts lapse; two runs of the queue and an organiser's save race to offer their places.
    const admin = await signIn(sandbox(), 'admin.asso@example.org');
    const offered = new Map<number, string>();
    for (let round = 1; round <= 3; round += 1) {
      await clockAt(round * (16 * MINUTE + 24 * HOUR));
      await Promise.all([
        runWaitlistJobs(),
        runWaitlistJobs(),
        sandbox().request('PATCH', `${EVENT_PATH}/tiers/${TIER}`, { token: admin, body: { stock: 10 } }),
      ]);
      const taken = await placesTaken();
      expect(taken.sold + taken.held).toBeLessThanOrEqual(10);
      const now = await entries();
      const live = now.filter((entry) => entry.state === 'Offered');
      expect(live.reduce((total, entry) => total + entry.quantity, 0)).toBe(taken.held);
      for (const entry of now.filter((candidate) => candidate.cartId)) {
        const known = offered.get(entry.id);
        // An entry gets one offer, one cart.
        if (known) expect(entry.cartId).toBe(known);
        offered.set(entry.id, entry.cartId!);
      }
      expect(new Set(offered.values()).size).toBe(offered.size);
    }
    // Round 1 offered the 10 lapsed carts' places, round 2 the next 10 after those lapsed.
    expect(offered.size).toBe(20);
    const offerCarts = await sandbox()
      .handle.db.select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.formId, FORM_ID), inArray(carts.id, [...offered.values()])));
    expect(offerCarts).toHaveLength(20);
  });
});
