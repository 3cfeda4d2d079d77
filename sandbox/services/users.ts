/** The logged-in user's aggregate, payments and orders (bearer required). */
import { orderEmails } from './orders/orderEmails';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Order, OrderFrequency, UserAggregate, UserPayment } from '@/lib/api/contracts/users';
import { fiscalReceipts, orders, organizations, payments, users } from '../db/schema';
import type { RequestContext } from '../context';
import { fail } from '../http/errors';
import { grantsOf } from './auth';
import { findFormById, formAggregate, formTypeOf, serializeOrganization } from './forms';
import { receiptUrls } from './receipts/links';
import { fiscalReceiptOf } from './receipts/numbering';
import { ticketFieldsOfOrder } from './tickets/view';

function requireUser(ctx: RequestContext, verified: boolean) {
  if (!ctx.claims) throw fail(401, 'UNAUTHORIZED', 'This call needs a bearer access token.');
  if (verified && ctx.claims.unverified) throw fail(403, 'UNVERIFIED_USER', 'Verify the account email first.');
  return ctx.claims;
}

async function loadUser(ctx: RequestContext, verified: boolean) {
  const claims = requireUser(ctx, verified);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(eq(users.id, Number(claims.uid)));
  const user = rows[0];
  if (!user) throw fail(401, 'INVALID_TOKEN', 'The user of this token no longer exists.');
  return user;
}

export async function userAggregate(ctx: RequestContext): Promise<UserAggregate> {
  const user = await loadUser(ctx, false);
  const grants = await grantsOf(ctx.db, user.id);
  const slugs = [...new Set(grants.map((grant) => grant.organizationSlug))];
  const orgRows = await Promise.all(
    slugs.map((slug) => ctx.db.select().from(organizations).where(eq(organizations.slug, slug))),
  );
  return {
    user: {
      userId: String(user.id),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      unverified: !user.verified,
      createdAt: user.createdAt.toISOString(),
    },
    organizations: orgRows
      .map((rows) => rows[0])
      .filter((org): org is NonNullable<typeof org> => Boolean(org))
      .map((org) => ({
        organizationSlug: org.slug,
        name: org.name,
        logo: org.logo,
        roles: grants.filter((grant) => grant.organizationSlug === org.slug),
      })),
  };
}

/** Orders of the user: made while logged in, or paid with the account's email. */
const ownedBy = (userId: number, email: string) =>
  or(eq(orders.userId, userId), sql`lower(${orders.payer}->>'email') = ${email.toLowerCase()}`);

type PaymentRow = typeof payments.$inferSelect;

/** `withFiscalReceipt`: the payment has a tax receipt (services/receipts). */
function serializePayment(ctx: RequestContext, payment: PaymentRow, withFiscalReceipt: boolean) {
  // The signed-in owner reads them from the order page: no signed link needed.
  const receipts = payment.state === 'Authorized' ? receiptUrls(ctx, payment.id, withFiscalReceipt, false) : null;
  return {
    id: payment.id,
    orderId: payment.orderId,
    installmentNumber: payment.installmentNumber,
    amount: payment.amount,
    amountTip: payment.amountTip,
    state: payment.state as UserPayment['state'],
    date: payment.dueDate.toISOString(),
    paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
    paymentMeans: 'Card' as const,
    card:
      payment.cardBrand && payment.cardLast4 && payment.cardExpMonth && payment.cardExpYear ?
        {
          brand: payment.cardBrand,
          last4: payment.cardLast4,
          expMonth: payment.cardExpMonth,
          expYear: payment.cardExpYear,
        }
      : null,
    paymentReceiptUrl: receipts?.paymentReceiptUrl ?? null,
    fiscalReceiptUrl: receipts?.fiscalReceiptUrl ?? null,
  };
}

/**
 * A payment of the signed-in (verified) user's orders with its order. Anonymous: 401.
 * Someone else's, or none: the same 404, so a guessed id tells nothing (payment ids are
 * sequential numbers).
 */
export async function ownPayment(ctx: RequestContext, paymentId: number) {
  const user = await loadUser(ctx, true);
  const rows = await ctx.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), ownedBy(user.id, user.email)));
  const row = rows[0];
  if (!row) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment ${paymentId} of yours.`);
  return row;
}

export async function userPayment(ctx: RequestContext, paymentId: number): Promise<UserPayment> {
  const row = await ownPayment(ctx, paymentId);
  const { form, org } = await findFormById(ctx.db, row.order.formId);
  return {
    ...serializePayment(ctx, row.payment, (await fiscalReceiptOf(ctx.db, row.payment.id)) !== null),
    order: {
      id: row.order.id,
      organizationSlug: org.slug,
      formSlug: form.slug,
      formType: formTypeOf(form),
      formTitle: form.title,
    },
  };
}

/**
 * An order of the signed-in (verified) user. Anonymous: 401; someone else's, or none: the
 * same 404 (order ids are sequential numbers).
 */
export async function ownOrder(ctx: RequestContext, orderId: number): Promise<OrderRow> {
  const user = await loadUser(ctx, true);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(user.id, user.email)));
  const order = rows[0];
  if (!order) throw fail(404, 'ORDER_NOT_FOUND', `No order ${orderId} of yours.`);
  return order;
}

export async function userOrder(
  ctx: RequestContext,
  orderId: number,
  withForm: boolean,
  withOrganization: boolean,
): Promise<Order> {
  return serializeOrder(ctx, await ownOrder(ctx, orderId), withForm, withOrganization);
}

type OrderRow = typeof orders.$inferSelect;

/** An order with its payments (the schedule), as its payer and its organisation read it. */
export async function serializeOrder(
  ctx: RequestContext,
  order: OrderRow,
  withForm: boolean,
  withOrganization: boolean,
): Promise<Order> {
  const paymentRows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.installmentNumber));
  const receiptPaymentIds = new Set(
    (
      await ctx.db
        .select({ paymentId: fiscalReceipts.paymentId })
        .from(fiscalReceipts)
        .innerJoin(payments, eq(payments.id, fiscalReceipts.paymentId))
        .where(eq(payments.orderId, order.id))
    ).map((row) => row.paymentId),
  );
  const { form, org } = await findFormById(ctx.db, order.formId);
  const serialized = paymentRows.map((payment) => serializePayment(ctx, payment, receiptPaymentIds.has(payment.id)));
  const next = serialized.find((payment) => payment.state === 'Pending') ?? null;
  const ticketFields = await ticketFieldsOfOrder(ctx.db, ctx, order.id);
  const result: Order = {
    id: order.id,
    date: order.createdAt.toISOString(),
    organizationSlug: org.slug,
    formSlug: form.slug,
    formType: formTypeOf(form),
    amount: { total: order.amountTotal, vat: order.amountVat, discount: order.amountDiscount },
    amountTip: order.amountTip,
    payer: { firstName: order.payer.firstName, lastName: order.payer.lastName, email: order.payer.email },
    items: order.items.map((item, index) => ({
      ...item,
      type: item.type as Order['items'][number]['type'],
      ...ticketFields.get(index),
    })),
    payments: serialized,
    frequency: order.frequency as OrderFrequency,
    stoppedAt: order.stoppedAt ? order.stoppedAt.toISOString() : null,
    canceledAt: order.canceledAt ? order.canceledAt.toISOString() : null,
    nextPayment: next ? { id: next.id, date: next.date, amount: next.amount + next.amountTip } : null,
    // The payments to come carry the card they will be taken from (a card change rewrites them).
    card: next?.card ?? serialized.at(-1)?.card ?? null,
    emails: await orderEmails(
      ctx.db,
      order,
      paymentRows.map((payment) => payment.id),
    ),
  };
  if (withForm) {
    // Admin-only states stay hidden unless the user administers the form.
    try {
      result.form = (
        await formAggregate(ctx, { organizationSlug: org.slug, formType: formTypeOf(form), formSlug: form.slug })
      ).form;
    } catch {
      // A deleted or hidden form is simply left out of the order.
    }
  }
  if (withOrganization) result.organization = serializeOrganization(ctx, org);
  return result;
}
