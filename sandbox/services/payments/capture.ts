/**
 * Capture: the charge, the order and its payments. Idempotency: one capture per request
 * (charges.payment_request_id UNIQUE); every capture locks the cart, then the request,
 * then the attempt (always in that order, so two concurrent confirms queue instead of
 * deadlocking) and re-checks the state under the lock: the second one answers 409
 * DUPLICATED_PAYMENT and charges nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client';
import {
  carts,
  charges,
  coupons,
  extraOptions,
  orders,
  payments,
  tiers,
  cartHolds,
  type OrderItemRow,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail, type SandboxErrorCode } from '../../http/errors';
import { assertStock, countPlaces } from '../carts/stock';
import { priceStoredCart, type CartRow } from '../carts/store';
import { findFormById, loadBundle, lockForm } from '../forms';
import {
  type PrRow,
  type AttemptRow,
  OPEN_ATTEMPT_STATES,
  type CardInfo,
  findAttempt,
  lockRequest,
  assertNotPaid,
  assertLive,
} from './requests';
import { markAuthorized, setAttemptOutcome } from './attempts';
import { giftCentsOfOrder, giftCentsOfPayment } from '../receipts/giftPart';
import { issueFiscalReceipt } from '../receipts/numbering';
import { captureCardChange } from './cardChange';
import { enqueue } from '../../jobs/queue';
import { emailJob } from '../../jobs/emailJobs';
import { collectJob } from '../../jobs/collectJobs';
import { issueTickets } from '../tickets/issue';
import { offerPaid } from '../waitingList/offers';

export type CaptureResult =
  { ok: true; orderId: number | null } | { ok: false; status: 409 | 422; code: SandboxErrorCode; message: string };

export const cardColumns = (card: CardInfo | null) => ({
  cardBrand: card?.brand ?? null,
  cardLast4: card?.last4 ?? null,
  cardExpMonth: card?.expMonth ?? null,
  cardExpYear: card?.expYear ?? null,
});

export function cardOf(attempt: AttemptRow | null): CardInfo | null {
  if (!attempt?.cardLast4 || !attempt.cardBrand || !attempt.cardExpMonth || !attempt.cardExpYear) return null;
  return {
    brand: attempt.cardBrand,
    last4: attempt.cardLast4,
    expMonth: attempt.cardExpMonth,
    expYear: attempt.cardExpYear,
  };
}

/** Noon UTC of a calendar date: the same day in Paris whatever the season. */
const dueInstant = (isoDate: string) => new Date(`${isoDate}T12:00:00.000Z`);

/** Turns a paid cart into an order: sold counters, order, instalments, charge. */
export async function captureCart(
  tx: SandboxTx,
  ctx: RequestContext,
  pr: PrRow,
  cart: CartRow,
  attempt: AttemptRow | null,
  card: CardInfo | null,
): Promise<CaptureResult> {
  const { form, org } = await findFormById(tx, cart.formId);
  await lockForm(tx, form.id);
  // Loaded again under the lock (fresh sold counters); the request forgets it afterwards.
  const bundle = await loadBundle(tx, form, org);
  ctx.bundles.delete(form.id);
  const pricing = await priceStoredCart(tx, bundle, cart, ctx.now);
  const refuse = async (status: 409 | 422, code: SandboxErrorCode, message: string): Promise<CaptureResult> => {
    if (attempt) await setAttemptOutcome(tx, ctx, pr, attempt, { state: 'Refused', errorCode: code });
    return { ok: false, status, code, message };
  };
  // What is charged is the cart's total now, which must be what the request was made
  // for and what the card was presented for: a cart changed since is not paid.
  const changed =
    pricing.amountToPayNow !== pr.amount.initial ||
    pricing.totalAmount !== pr.amount.total ||
    (attempt !== null && pricing.amountToPayNow !== attempt.amount);
  if (changed) {
    return refuse(409, 'PAYMENT_ERROR', 'The cart changed after the payment started: initialize it again.');
  }
  try {
    // Places are checked again without this cart's own hold: if it expired and someone
    // else took them, the payment is refused before anything is charged.
    await assertStock(tx, bundle, cart.items, ctx.now, cart.id);
  } catch {
    return refuse(409, 'CART_EXPIRED', 'The cart expired and its places were taken meanwhile: nothing was charged.');
  }
  const counts = countPlaces(cart.items);
  for (const [tierId, n] of counts.tiers) {
    await tx
      .update(tiers)
      .set({ sold: sql`${tiers.sold} + ${n}` })
      .where(eq(tiers.id, tierId));
  }
  for (const [optionId, n] of counts.options) {
    await tx
      .update(extraOptions)
      .set({ sold: sql`${extraOptions.sold} + ${n}` })
      .where(eq(extraOptions.id, optionId));
  }
  if (cart.couponId !== null) {
    await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} + 1` })
      .where(eq(coupons.id, cart.couponId));
  }
  const userId = cart.userId ?? (ctx.claims ? Number(ctx.claims.uid) : null);
  const payer = cart.payer ?? { firstName: '', lastName: '', email: '' };
  const orderItems: OrderItemRow[] = pricing.items.map((priced) => ({
    tierId: priced.tier.id,
    name: priced.tier.label,
    type: priced.tier.tierType,
    amount: priced.amount - priced.discount,
    initialAmount: priced.amount,
    discount: priced.discount,
    options: priced.options.map(({ option, price }) => ({ id: option.id, name: option.label, amount: price })),
    participant: priced.item.participant ?? null,
  }));
  const orderRows = await tx
    .insert(orders)
    .values({
      formId: form.id,
      cartId: cart.id,
      userId,
      payer,
      items: orderItems,
      amountTotal: pricing.realAmount,
      amountVat: pricing.vat,
      amountDiscount: pricing.discount,
      amountTip: pricing.tip,
      couponId: cart.couponId,
      // A plan of one payment is paid at once.
      frequency: pricing.schedule.length > 1 ? cart.installments.frequency : 'Single',
      locale: pr.locale,
      createdAt: ctx.now,
    })
    .returning({ id: orders.id });
  const orderId = (orderRows[0] as { id: number }).id;
  await issueTickets(
    tx,
    { orderId, formId: form.id, formType: form.formType, organizationId: org.id, items: orderItems, payer },
    ctx.now,
  );
  // A waiting-list offer's cart, paid: its entry is Accepted.
  await offerPaid(tx, cart.id);
  let firstPaymentId: number | null = null;
  if (pricing.totalAmount > 0) {
    const paymentRows = await tx
      .insert(payments)
      .values(
        pricing.schedule.map((term, index) => ({
          orderId,
          installmentNumber: index + 1,
          amount: term.amountCents,
          amountTip: term.tipCents,
          state: index === 0 ? 'Authorized' : 'Pending',
          dueDate: index === 0 ? ctx.now : dueInstant(term.date),
          paidAt: index === 0 ? ctx.now : null,
          ...cardColumns(card),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning({ id: payments.id, installmentNumber: payments.installmentNumber, dueDate: payments.dueDate });
    firstPaymentId = paymentRows.find((row) => row.installmentNumber === 1)?.id ?? null;
    // Each payment to come is collected on its date by the queue (jobs/collectJobs.ts).
    await enqueue(tx, ctx.now, ...paymentRows.filter((row) => row.installmentNumber > 1).map(collectJob));
    const first = pricing.schedule[0];
    if (org.fiscalReceiptEligibility && firstPaymentId !== null && first) {
      // The tax receipt's number is taken here, in the payment's transaction (numbering.ts).
      const orderGift = giftCentsOfOrder(
        pricing.items.map((priced) => ({
          tierType: priced.tier.tierType,
          isEligibleTaxReceipt: priced.tier.isEligibleTaxReceipt,
          paidCents: priced.amount - priced.discount,
        })),
      );
      await issueFiscalReceipt(tx, {
        paymentId: firstPaymentId,
        organizationId: org.id,
        amountCents: giftCentsOfPayment(first.amountCents, orderGift, pricing.realAmount),
        at: ctx.now,
      });
    }
  }
  await tx.update(carts).set({ state: 'Paid', updatedAt: ctx.now }).where(eq(carts.id, cart.id));
  await tx.delete(cartHolds).where(eq(cartHolds.cartId, cart.id));
  if (attempt && pricing.amountToPayNow > 0) {
    await tx.insert(charges).values({
      paymentRequestId: pr.id,
      attemptId: attempt.id,
      cartId: cart.id,
      paymentId: firstPaymentId,
      amount: pricing.amountToPayNow,
      createdAt: ctx.now,
    });
  }
  // The confirmation the page promises, written with the order: sent once per order.
  await enqueue(tx, ctx.now, emailJob({ email: 'PaymentConfirmation', orderId }));
  await markAuthorized(tx, ctx, pr.id, attempt?.id ?? null, orderId);
  return { ok: true, orderId };
}

async function captureRegularisation(
  tx: SandboxTx,
  ctx: RequestContext,
  pr: PrRow,
  attempt: AttemptRow,
): Promise<CaptureResult> {
  const paymentId = pr.unpaidPaymentId;
  if (paymentId === null) throw new Error(`Regularisation ${pr.id} has no unpaid payment`);
  const rows = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  const unpaid = rows[0];
  if (!unpaid) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment ${paymentId}.`);
  if (unpaid.state === 'Authorized') throw fail(409, 'DUPLICATED_PAYMENT', 'This instalment has already been paid.');
  await tx
    .update(payments)
    .set({ state: 'Authorized', paidAt: ctx.now, ...cardColumns(cardOf(attempt)), updatedAt: ctx.now })
    .where(eq(payments.id, paymentId));
  await tx
    .insert(charges)
    .values({ paymentRequestId: pr.id, attemptId: attempt.id, paymentId, amount: attempt.amount, createdAt: ctx.now });
  await issueInstalmentReceipt(tx, ctx, unpaid);
  await enqueue(tx, ctx.now, emailJob({ email: 'InstalmentCollected', paymentId: unpaid.id }));
  await markAuthorized(tx, ctx, pr.id, attempt.id, unpaid.orderId);
  return { ok: true, orderId: unpaid.orderId };
}

/** An instalment paid after the first (regularised, or collected when due) gets its tax receipt then. */
export async function issueInstalmentReceipt(
  tx: SandboxTx,
  ctx: RequestContext,
  payment: typeof payments.$inferSelect,
) {
  const orderRows = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  const order = orderRows[0];
  if (!order) return;
  const { form, org } = await findFormById(tx, order.formId);
  if (!org.fiscalReceiptEligibility) return;
  const bundle = await loadBundle(tx, form, org);
  const tierById = new Map(bundle.tiers.map((tier) => [tier.id, tier]));
  const orderGift = giftCentsOfOrder(
    order.items.map((item) => ({
      tierType: item.type,
      isEligibleTaxReceipt: tierById.get(item.tierId)?.isEligibleTaxReceipt ?? false,
      paidCents: item.amount,
    })),
  );
  await issueFiscalReceipt(tx, {
    paymentId: payment.id,
    organizationId: org.id,
    amountCents: giftCentsOfPayment(payment.amount, orderGift, order.amountTotal),
    at: ctx.now,
  });
}

/**
 * Captures an attempt the provider accepted (`accepted`, or `authenticated` after
 * 3-D Secure). Safe to call twice or concurrently: the second call finds the request
 * Authorized under the lock and answers 409 DUPLICATED_PAYMENT.
 */
export async function capture(
  tx: SandboxTx,
  ctx: RequestContext,
  attemptId: string,
  accepted: readonly string[],
): Promise<CaptureResult> {
  const unlocked = await findAttempt(tx, attemptId);
  const { pr, cart } = await lockRequest(tx, unlocked.paymentRequestId);
  assertNotPaid(pr);
  assertLive(pr);
  const attempt = await findAttempt(tx, attemptId, true);
  if (!OPEN_ATTEMPT_STATES.has(attempt.state)) {
    throw fail(
      409,
      (attempt.errorCode as SandboxErrorCode | null) ?? 'PAYMENT_ERROR',
      `This payment is ${attempt.state}: start a new one (Retry).`,
    );
  }
  if (!accepted.includes(attempt.providerStatus)) {
    const why =
      attempt.providerStatus === 'challenge' ? '3-D Secure authentication is pending (Redirect)'
      : attempt.providerStatus === 'authenticated' ? 'use finalize after 3-D Secure'
      : 'no card was accepted by the provider yet';
    throw fail(409, 'PAYMENT_NOT_READY', `Cannot capture: ${why}.`);
  }
  if (pr.kind === 'Regularisation') return captureRegularisation(tx, ctx, pr, attempt);
  if (pr.kind === 'CardChange') return captureCardChange(tx, ctx, pr, attempt);
  if (!cart) throw new Error(`Payment request ${pr.id} has no cart`);
  if (cart.state === 'Paid') throw fail(409, 'DUPLICATED_PAYMENT', 'This cart has already been paid.');
  return captureCart(tx, ctx, pr, cart, attempt, cardOf(attempt));
}
