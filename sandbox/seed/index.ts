/**
 * Seeds the demo data (idempotent: every insert skips rows that exist, so running it
 * twice changes nothing). `reseed` empties every table first (test reset).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, SandboxDb, SandboxTx } from '../db/client';
import {
  apiClients,
  coupons,
  extraOptions,
  fiscalReceipts,
  forms,
  orders,
  organizations,
  payments,
  receiptCounters,
  sandboxSettings,
  tickets,
  tiers,
  userRoles,
  users,
  waitingListEntries,
} from '../db/schema';
import { calendarDateInParis } from '@/lib/rules/dates';
import { hashPassword } from '../services/passwords';
import { sha256 } from '../services/auth';
import { DEMO_API_CLIENTS } from './apiClients';
import { DEMO_WAITING_LIST, ORGANIZATIONS, seedForms } from './catalogue';
import { DEMO_MONTHLY_GIFT, DEMO_PASSWORD, DEMO_TICKET_ORDER, USERS, seedOrders } from './people';
import { issueTickets } from '../services/tickets/issue';

/** Bump when the demo data changes: a database seeded with an older version is re-seeded. */
export const SEED_VERSION = 6;
const DAY = 24 * 60 * 60 * 1000;

export async function seedDatabase(db: SandboxDb, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(organizations)
      .values(ORGANIZATIONS.map((org) => ({ ...org, createdAt: new Date(now.getTime() - 400 * DAY) })))
      .onConflictDoNothing();
    const formRows = seedForms(now);
    await tx
      .insert(forms)
      .values(
        formRows.map(({ tiers: _tiers, coupons: _coupons, demo: _demo, ...form }) => ({
          ...form,
          createdAt: new Date(now.getTime() - 90 * DAY),
          updatedAt: new Date(now.getTime() - DAY),
        })),
      )
      .onConflictDoNothing();
    const tierRows = formRows.flatMap((form) =>
      form.tiers.map(({ options: _options, ...tier }, position) => ({ ...tier, formId: form.id, position })),
    );
    await tx.insert(tiers).values(tierRows).onConflictDoNothing();
    const optionRows = formRows.flatMap((form) =>
      form.tiers.flatMap((tier) =>
        (tier.options ?? []).map((option, position) => ({ ...option, tierId: tier.id, position })),
      ),
    );
    if (optionRows.length > 0) await tx.insert(extraOptions).values(optionRows).onConflictDoNothing();
    const couponRows = formRows.flatMap((form) =>
      (form.coupons ?? []).map((coupon) => ({ ...coupon, formId: form.id })),
    );
    if (couponRows.length > 0) await tx.insert(coupons).values(couponRows).onConflictDoNothing();

    await tx
      .insert(users)
      .values(
        USERS.map(({ roles: _roles, demo: _demo, ...user }) => ({
          ...user,
          passwordHash,
          createdAt: new Date(now.getTime() - 200 * DAY),
        })),
      )
      .onConflictDoNothing();
    const roleRows = USERS.flatMap((user) =>
      user.roles.map((role) => ({
        userId: user.id,
        role: role.role,
        organizationId: role.organizationId,
        formId: role.formId ?? null,
      })),
    );
    await tx.insert(userRoles).values(roleRows).onConflictDoNothing();
    await tx
      .insert(apiClients)
      .values(
        DEMO_API_CLIENTS.map(({ clientSecret, ...client }) => ({
          ...client,
          secretHash: sha256(clientSecret),
          testModeOnly: true,
          createdAt: new Date(now.getTime() - 200 * DAY),
        })),
      )
      .onConflictDoNothing();

    const orderRows = seedOrders();
    await tx
      .insert(orders)
      .values(
        orderRows.map(({ payments: _payments, daysAgo, ...order }) => ({
          ...order,
          createdAt: new Date(now.getTime() - daysAgo * DAY),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(payments)
      .values(
        orderRows.flatMap((order) =>
          order.payments.map(({ dueInDays, ...payment }) => {
            const dueDate = new Date(now.getTime() + dueInDays * DAY);
            const paid = payment.state === 'Authorized';
            return {
              ...payment,
              orderId: order.id,
              dueDate,
              paidAt: paid ? dueDate : null,
              cardBrand: 'Visa',
              cardLast4: payment.state === 'Refused' ? '0002' : '4242',
              cardExpMonth: 12,
              cardExpYear: 2030,
              createdAt: new Date(now.getTime() - order.daysAgo * DAY),
              updatedAt: paid || payment.state === 'Refused' ? dueDate : new Date(now.getTime() - order.daysAgo * DAY),
            };
          }),
        ),
      )
      .onConflictDoNothing();
    await seedReceipts(tx);
    await seedTickets(tx, now);
    await tx
      .insert(waitingListEntries)
      .values(
        DEMO_WAITING_LIST.map(({ hoursAgo, ...entry }) => ({
          ...entry,
          createdAt: new Date(now.getTime() - hoursAgo * 60 * 60 * 1000),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(sandboxSettings)
      .values({ key: 'seedVersion', value: SEED_VERSION })
      .onConflictDoUpdate({ target: sandboxSettings.key, set: { value: SEED_VERSION } });
  });
}

/**
 * The demo payer's paid gifts to les-amis-du-quartier have their tax receipts, numbered in
 * the order they were paid within each year: the single gift (order 12, payment 12) and the
 * three paid months of the monthly gift (order 42). The README's demo of the receipts.
 */
async function seedReceipts(tx: Executor): Promise<void> {
  const rows = await tx.select().from(payments).where(inArray(payments.id, DEMO_RECEIPT_PAYMENTS));
  const paid = rows
    .filter((row): row is typeof row & { paidAt: Date } => row.paidAt !== null)
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.id - b.id);
  const lastByYear = new Map<number, number>();
  for (const payment of paid) {
    const year = calendarDateInParis(payment.paidAt).year;
    const number = (lastByYear.get(year) ?? 0) + 1;
    lastByYear.set(year, number);
    await tx
      .insert(fiscalReceipts)
      .values({
        paymentId: payment.id,
        organizationId: DEMO_RECEIPT_ORGANIZATION,
        year,
        number,
        amountCents: payment.amount,
        issuedAt: payment.paidAt,
      })
      .onConflictDoNothing();
  }
  for (const [year, lastNumber] of lastByYear) {
    await tx
      .insert(receiptCounters)
      .values({ organizationId: DEMO_RECEIPT_ORGANIZATION, year, lastNumber })
      .onConflictDoNothing();
  }
}

/** The demo order with tickets (README): issued as a paid order's are, once. */
async function seedTickets(tx: SandboxTx, now: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, DEMO_TICKET_ORDER.orderId));
  if (!order) return;
  const existing = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, order.id));
  if (existing.length > 0) return;
  await issueTickets(
    tx,
    {
      orderId: order.id,
      formId: order.formId,
      formType: 'Event',
      organizationId: 1,
      items: order.items,
      payer: order.payer,
    },
    now,
  );
}

const DEMO_RECEIPT_ORGANIZATION = 1;
const DEMO_RECEIPT_PAYMENTS = [12, ...DEMO_MONTHLY_GIFT.paidPaymentIds];

/** Every table of the sandbox, children first (TRUNCATE, reset). */
export const TABLES = [
  'jobs',
  'tickets',
  'waiting_list_entries',
  'organization_keys',
  'sent_emails',
  'account_tokens',
  'charges',
  'payment_attempts',
  'payment_requests',
  'cart_files',
  'cart_holds',
  'carts',
  'fiscal_receipts',
  'receipt_counters',
  'payments',
  'orders',
  'prospects',
  'abuses',
  'idempotency_keys',
  'rate_limits',
  'refresh_tokens',
  'api_clients',
  'user_roles',
  'users',
  'coupons',
  'extra_options',
  'tiers',
  'forms',
  'organizations',
  'sandbox_settings',
  'test_faults',
];

/** Empties every table (identities restart) and seeds again. */
export async function reseed(db: SandboxDb, now: Date): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`));
  await seedDatabase(db, now);
}

export async function seededVersion(ex: Executor): Promise<number | null> {
  const rows = await ex
    .select()
    .from(sandboxSettings)
    .where(sql`${sandboxSettings.key} = 'seedVersion'`);
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : null;
}
