/**
 * The emails' test fixtures (sandbox/emails): a RequestContext over a migrated, seeded
 * database, and the seeded facts every email is about — with what the seed lacks added
 * through the services (a monthly gift stopped, a due instalment collected) or inserts
 * (a prospect, a participant's name). No test runner here: sandbox/emails/compose.test.ts
 * and tests/e2e/renderEmails.ts (run by the browser check of the emails) both use it.
 */
import { eq } from 'drizzle-orm';
import { createSandboxConfig } from '@/sandbox/app';
import { contextAt, systemClock, type RequestContext } from '@/sandbox/context';
import type { SandboxDb } from '@/sandbox/db/client';
import { orders, prospects } from '@/sandbox/db/schema';
import { composeEmail, type ComposedEmail, type EmailJob } from '@/sandbox/emails/compose';
import { collectDueInstalments } from '@/sandbox/services/orders/collection';
import { stopMonthlyGift } from '@/sandbox/services/orders/monthlyGifts';
import { DEMO_MONTHLY_GIFT, EVENT_ORDER_ITEMS } from '@/sandbox/seed/people';

/** An app address unlike the sandbox's defaults, so a link built from anything else shows. */
export const EMAIL_APP_URL = 'https://dons.example.org/forms';

export function emailContext(db: SandboxDb, now = new Date(), appUrl = EMAIL_APP_URL): RequestContext {
  return contextAt(createSandboxConfig({ db, testMode: true, appUrl, clock: systemClock }), now);
}

/** Seeded orders and payments the emails are written about (sandbox/seed/people.ts). */
export const SEEDED = {
  /** Camille's single donation to soutenir-nos-actions, with a tax receipt: 20 € + 1,50 € tip. */
  donation: { orderId: 12, paymentId: 12 },
  /** Camille's membership, paid at once: 30 € + 2,50 € tip; the organisation gives no tax receipt for it. */
  membership: { orderId: 40, paymentId: 40 },
  /** Camille's event tickets in 3 instalments (13 € + 3 € tip, 13 €, 13 €): the 2nd refused, the 3rd to come. */
  event: { orderId: 41, firstPaymentId: 411, refusedPaymentId: 412, duePaymentId: 413 },
  /** Camille's monthly gift, 12 × 15 € (+ 1 € tip on the first): 421–423 paid with tax receipts. */
  monthly: { orderId: DEMO_MONTHLY_GIFT.orderId, paidPaymentId: 422 },
  /** Camille's three named places at the fête, paid at once, with their tickets (DEMO_TICKET_ORDER). */
  tickets: { orderId: 43 },
  /** A contribution to the crowdfunding (form 105): 100 € + 3 € tip. */
  crowdfunding: { orderId: 21 },
} as const;

/** The participant the event's first place is given (the seed's order names nobody). */
export const PARTICIPANT = { firstName: 'Zoé', lastName: 'Martin <script>' };

/** Gives the event order's first place a participant (with markup in the name, to prove it is escaped). */
export async function nameEventParticipant(db: SandboxDb): Promise<void> {
  const items = EVENT_ORDER_ITEMS.map((item, index) => (index === 0 ? { ...item, participant: PARTICIPANT } : item));
  await db.update(orders).set({ items }).where(eq(orders.id, SEEDED.event.orderId));
}

export async function setOrderLocale(db: SandboxDb, orderId: number, locale: 'fr' | 'en'): Promise<void> {
  await db.update(orders).set({ locale }).where(eq(orders.id, orderId));
}

/** A prospect of the (open) donation form, in `locale`. */
export async function addProspect(db: SandboxDb, email: string, locale: 'fr' | 'en'): Promise<number> {
  const rows = await db
    .insert(prospects)
    .values({ formId: 101, email, locale, createdAt: new Date() })
    .returning({ id: prospects.id });
  return (rows[0] as { id: number }).id;
}

/** Stops the demo monthly gift, as its payer does from the order page. */
export async function stopDemoGift(ctx: RequestContext): Promise<void> {
  await ctx.db.transaction((tx) => stopMonthlyGift(tx, ctx, SEEDED.monthly.orderId));
}

/** Collects the event's 3rd instalment, as the queue does once it falls due (16 days on). */
export async function collectEventInstalment(ctx: RequestContext): Promise<void> {
  const later = { ...ctx, now: new Date(ctx.now.getTime() + 16 * 24 * 3600 * 1000) };
  await ctx.db.transaction((tx) => collectDueInstalments(tx, later, SEEDED.event.orderId));
}

/**
 * Every email, in both languages where the payer's language decides (the association's is
 * French), composed from the seeded data: for the browser check of the emails.
 */
export async function composeAllEmails(ctx: RequestContext): Promise<{ name: string; email: ComposedEmail }[]> {
  await nameEventParticipant(ctx.db);
  const composed: { name: string; email: ComposedEmail }[] = [];
  const add = async (name: string, job: EmailJob) => {
    const email = await composeEmail(ctx, job);
    if (!email) throw new Error(`${name}: nothing composed`);
    composed.push({ name, email });
  };
  const seededOrders = [SEEDED.donation.orderId, SEEDED.event.orderId, SEEDED.monthly.orderId, SEEDED.tickets.orderId];
  for (const locale of ['fr', 'en'] as const) {
    for (const orderId of seededOrders) await setOrderLocale(ctx.db, orderId, locale);
    await add(`confirmation-donation-${locale}`, { email: 'PaymentConfirmation', orderId: SEEDED.donation.orderId });
    await add(`confirmation-event-${locale}`, { email: 'PaymentConfirmation', orderId: SEEDED.event.orderId });
    await add(`confirmation-monthly-${locale}`, { email: 'PaymentConfirmation', orderId: SEEDED.monthly.orderId });
    await add(`collected-${locale}`, { email: 'InstalmentCollected', paymentId: SEEDED.monthly.paidPaymentId });
    await add(`refused-${locale}`, { email: 'InstalmentRefused', paymentId: SEEDED.event.refusedPaymentId });
    await add(`receipts-again-${locale}`, { email: 'ReceiptsAgain', orderId: SEEDED.monthly.orderId });
    await add(`event-reminder-${locale}`, { email: 'EventReminder', orderId: SEEDED.tickets.orderId });
    const prospectId = await addProspect(ctx.db, `prospect.${locale}@example.org`, locale);
    await add(`reopened-${locale}`, { email: 'FormReopened', prospectId });
  }
  await stopDemoGift(ctx);
  for (const locale of ['fr', 'en'] as const) {
    await setOrderLocale(ctx.db, SEEDED.monthly.orderId, locale);
    await add(`stopped-payer-${locale}`, { email: 'MonthlyGiftStoppedPayer', orderId: SEEDED.monthly.orderId });
  }
  await add('stopped-association-fr', { email: 'MonthlyGiftStoppedAssociation', orderId: SEEDED.monthly.orderId });
  return composed;
}
