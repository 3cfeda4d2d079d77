/**
 * Payment requests, card attempts and captures.
 *
 * Idempotency: one payment request per cart (payment_requests.cart_id UNIQUE); one
 * capture per request (charges.payment_request_id UNIQUE); every capture locks the
 * cart, then the request, then the attempt (always in that order, so two concurrent
 * confirms queue instead of deadlocking) and re-checks the state under the lock: the
 * second one answers 409 DUPLICATED_PAYMENT and charges nothing.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { InitPaymentBody, PaymentRequest, PaymentStatus, PaymentSummary } from '@/lib/api/contracts/payments';
import type { NextAction } from '@/lib/api/contracts/payments';
import { calendarDateInParis, toIsoDate } from '@/lib/rules/dates';
import type { SandboxTx, Executor } from '../db/client';
import {
  carts,
  charges,
  coupons,
  extraOptions,
  orders,
  paymentAttempts,
  paymentRequests,
  payments,
  tiers,
  cartHolds,
  cartFiles,
  type AmountBreakdown,
} from '../db/schema';
import type { RequestContext } from '../context';
import { fail, type SandboxErrorCode } from '../http/errors';
import {
  assertMinimumCart,
  assertStock,
  cartIsExpired,
  countPlaces,
  loadCart,
  lockOpenCart,
  priceStoredCart,
  touched,
  type CartRow,
} from './carts';
import { assertOnSale, cachedBundle, findFormById, formTypeOf, loadBundle, lockForm, type FormBundle } from './forms';
import { newId } from './ids';
import type { Pricing } from './pricing';

export type PrRow = typeof paymentRequests.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** After this many refused or failed attempts, a request takes no more cards. */
export const MAX_FAILED_ATTEMPTS = 5;
const FAILED_STATES = ['Refused', 'Error'];
const OPEN_ATTEMPT_STATES = new Set(['Init', 'WaitingAuthentication']);

export interface CardInfo {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

// ---------------------------------------------------------------- URLs

export function embeddedPageUrl(ctx: RequestContext, pr: PrRow): string {
  return pr.kind === 'Regularisation' ?
      `${ctx.appUrl}/paiement/regularisation/embarque/${pr.unpaidPaymentId}`
    : `${ctx.appUrl}/paiement/embarque/${pr.id}`;
}

export function providerCardUrl(ctx: RequestContext, pr: PrRow): string {
  return `${ctx.sandboxUrl}/provider/payments/${pr.id}/card`;
}

export function challengeUrl(ctx: RequestContext, challengeId: string): string {
  return `${ctx.sandboxUrl}/provider/3ds/${challengeId}`;
}

/** Where the payer goes once the provider is done: the given returnUrl, else the embedded page. */
export function returnUrlOf(ctx: RequestContext, pr: PrRow, attempt: AttemptRow | null): string {
  const base = attempt?.returnUrl ?? embeddedPageUrl(ctx, pr);
  const url = new URL(base, ctx.origin);
  url.searchParams.set('paymentRequestId', pr.id);
  if (attempt) url.searchParams.set('paymentId', attempt.id);
  return url.toString();
}

// ---------------------------------------------------------------- loading and locking

export async function findRequest(ex: Executor, prId: string, forUpdate = false): Promise<PrRow> {
  const query = ex.select().from(paymentRequests).where(eq(paymentRequests.id, prId));
  const rows = forUpdate ? await query.for('update') : await query;
  const pr = rows[0];
  if (!pr) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment request "${prId}".`);
  return pr;
}

export async function findAttempt(ex: Executor, attemptId: string, forUpdate = false): Promise<AttemptRow> {
  const query = ex.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  const rows = forUpdate ? await query.for('update') : await query;
  const attempt = rows[0];
  if (!attempt) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment "${attemptId}".`);
  return attempt;
}

export async function latestAttempt(ex: Executor, prId: string, forUpdate = false): Promise<AttemptRow | null> {
  const query = ex
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentRequestId, prId))
    .orderBy(desc(paymentAttempts.number))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

async function failedAttempts(ex: Executor, prId: string): Promise<number> {
  const rows = await ex
    .select({ n: count() })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentRequestId, prId), inArray(paymentAttempts.state, FAILED_STATES)));
  return rows[0]?.n ?? 0;
}

/** Locks in the one order every payment write uses: cart (if any), then the request. */
export async function lockRequest(tx: SandboxTx, prId: string): Promise<{ pr: PrRow; cart: CartRow | null }> {
  const unlocked = await findRequest(tx, prId);
  const cart = unlocked.cartId ? await loadCart(tx, unlocked.cartId, true) : null;
  const pr = await findRequest(tx, prId, true);
  return { pr, cart };
}

function assertNotPaid(pr: PrRow): void {
  if (pr.state === 'Authorized')
    throw fail(409, 'DUPLICATED_PAYMENT', 'This payment has already been made: nothing was charged again.');
}

// ---------------------------------------------------------------- init-payment

function amountsOf(pricing: Pricing): { amount: AmountBreakdown; terms: { date: string; amount: number }[] } {
  return {
    amount: {
      total: pricing.totalAmount,
      initial: pricing.amountToPayNow,
      tip: pricing.tip,
      discount: pricing.discount,
      vat: pricing.vat,
    },
    terms: pricing.schedule.map((term) => ({ date: term.date, amount: term.totalCents })),
  };
}

/** Required custom fields, mandatory options and uploaded files, checked before paying. */
async function assertComplete(tx: SandboxTx, bundle: FormBundle, cart: CartRow): Promise<void> {
  const fileRows = await tx.select({ id: cartFiles.id }).from(cartFiles).where(eq(cartFiles.cartId, cart.id));
  const files = new Set(fileRows.map((row) => row.id));
  cart.items.forEach((item, index) => {
    const tier = bundle.tiers.find((candidate) => candidate.id === item.tierId);
    if (!tier)
      throw fail(422, 'ticketsHasChanged', `Tier ${item.tierId} is no longer in the form.`, `items.${index}.tierId`);
    const checkFields = (defs: typeof tier.customFields, values: { id: number; value: string }[], path: string) => {
      for (const def of defs) {
        const value = values.find((entry) => entry.id === def.id);
        if (def.isRequired && !value) {
          throw fail(
            400,
            'REQUIRED_CUSTOM_FIELD',
            `Custom field ${def.id} ("${def.label}") is required.`,
            `${path}.customFields`,
          );
        }
        if (value && def.type === 'File' && !files.has(value.value)) {
          throw fail(
            400,
            'INVALID_CUSTOM_FIELD',
            `File "${value.value}" was not uploaded to this cart.`,
            `${path}.customFields`,
          );
        }
      }
    };
    checkFields(tier.customFields, item.customFields, `items.${index}`);
    for (const option of bundle.options.filter((candidate) => candidate.tierId === tier.id)) {
      const selected = item.extraOptions.find((entry) => entry.id === option.id);
      if (option.isRequired && !selected) {
        throw fail(
          400,
          'REQUIRED_OPTION',
          `Option ${option.id} ("${option.label}") must be selected.`,
          `items.${index}.extraOptions`,
        );
      }
      if (selected) checkFields(option.customFields, selected.customFields, `items.${index}.extraOptions`);
    }
  });
}

async function assertMaxPerUser(tx: SandboxTx, bundle: FormBundle, cart: CartRow): Promise<void> {
  const max = bundle.form.maxPerUser;
  if (max === null || !cart.payer) return;
  const rows = await tx
    .select({ places: sql<number>`coalesce(sum(jsonb_array_length(${orders.items})), 0)`.mapWith(Number) })
    .from(orders)
    .where(
      and(eq(orders.formId, bundle.form.id), sql`lower(${orders.payer}->>'email') = ${cart.payer.email.toLowerCase()}`),
    );
  const already = rows[0]?.places ?? 0;
  if (already + cart.items.length > max) {
    throw fail(422, 'MAX_PER_USER', `At most ${max} place(s) per payer on this form; ${already} already bought.`);
  }
}

export async function initPayment(
  tx: SandboxTx,
  ctx: RequestContext,
  cartId: string,
  body: InitPaymentBody,
  backUrl: string | undefined,
): Promise<PrRow> {
  const cart = await lockOpenCart(tx, cartId, ctx.now);
  const { form, org } = await findFormById(tx, cart.formId);
  if (!org.allowCollect) {
    throw fail(
      422,
      'ORGANIZATION_WALLET_ERROR',
      `Organization "${org.slug}" cannot collect payments yet (compliance.allowCollect is false).`,
    );
  }
  assertOnSale(form, ctx.now);
  const bundle = await cachedBundle(tx, ctx, form.id);
  if (!cart.payer) throw fail(400, 'PAYER_REQUIRED', 'Set the payer first (PUT /carts/{id}/payer).', 'payer');
  if ((body.gdprConsent ?? cart.payer.consent) !== true) {
    throw fail(
      400,
      'gdrpConsentError',
      'The payer must accept the terms and the use of personal data (gdprConsent or payer.consent).',
      'gdprConsent',
    );
  }
  if (form.requiresCgv && body.cgvConsent !== true) {
    throw fail(400, 'cgvConsentError', 'The payer must accept the conditions of sale (cgvConsent).', 'cgvConsent');
  }
  const pricing = await priceStoredCart(tx, bundle, cart, ctx.now);
  if (pricing.tip > 0 && body.tipConsent !== true) {
    throw fail(400, 'tipConsentError', 'A tip was chosen: the payer must confirm it (tipConsent).', 'tipConsent');
  }
  assertMinimumCart(pricing);
  await assertComplete(tx, bundle, cart);
  await assertMaxPerUser(tx, bundle, cart);

  const { amount, terms } = amountsOf(pricing);
  const existing = (await tx.select().from(paymentRequests).where(eq(paymentRequests.cartId, cartId)).for('update'))[0];
  let pr: PrRow;
  if (existing) {
    assertNotPaid(existing);
    const updated = await tx
      .update(paymentRequests)
      .set({ amount, terms, backUrl: backUrl ?? existing.backUrl, updatedAt: ctx.now })
      .where(eq(paymentRequests.id, existing.id))
      .returning();
    pr = updated[0] as PrRow;
  } else {
    await tx
      .insert(paymentRequests)
      .values({
        id: newId('pr'),
        kind: 'Cart',
        cartId,
        state: 'Init',
        amount,
        terms,
        backUrl: backUrl ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing();
    pr = (await tx.select().from(paymentRequests).where(eq(paymentRequests.cartId, cartId)))[0] as PrRow;
  }
  await tx.update(carts).set(touched(ctx.now)).where(eq(carts.id, cartId));
  if (pricing.totalAmount === 0) {
    // Nothing to pay (free places, or a 100 % coupon): the order is made at once.
    const result = await captureCart(tx, ctx, pr, { ...cart, ...touched(ctx.now) }, null, null);
    if (!result.ok) throw fail(result.status, result.code, result.message);
    return findRequest(tx, pr.id);
  }
  return pr;
}

// ---------------------------------------------------------------- card attempts

/** The open attempt of a request, or a new one (after a refusal, an error or an abandon). */
export async function initializeAttempt(
  tx: SandboxTx,
  ctx: RequestContext,
  prId: string,
): Promise<{ pr: PrRow; attempt: AttemptRow }> {
  const { pr, cart } = await lockRequest(tx, prId);
  assertNotPaid(pr);
  if (cart?.state === 'Paid') throw fail(409, 'DUPLICATED_PAYMENT', 'This cart has already been paid.');
  if (cart && !cartIsExpired(cart, ctx.now)) await tx.update(carts).set(touched(ctx.now)).where(eq(carts.id, cart.id));
  const latest = await latestAttempt(tx, prId, true);
  if (latest && OPEN_ATTEMPT_STATES.has(latest.state)) return { pr, attempt: latest };
  if ((await failedAttempts(tx, prId)) >= MAX_FAILED_ATTEMPTS) {
    throw fail(
      422,
      'PAYMENT_MAX_ERROR_ATTEMPTS',
      `${MAX_FAILED_ATTEMPTS} attempts failed: this payment takes no more cards.`,
    );
  }
  const inserted = await tx
    .insert(paymentAttempts)
    .values({
      id: newId('pay'),
      paymentRequestId: prId,
      number: (latest?.number ?? 0) + 1,
      state: 'Init',
      amount: pr.amount.initial,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const updated = await tx
    .update(paymentRequests)
    .set({ state: 'Init', errorCode: null, updatedAt: ctx.now })
    .where(eq(paymentRequests.id, prId))
    .returning();
  return { pr: updated[0] as PrRow, attempt: inserted[0] as AttemptRow };
}

export async function setAttemptOutcome(
  tx: SandboxTx,
  ctx: RequestContext,
  pr: PrRow,
  attempt: AttemptRow,
  changes: Partial<AttemptRow>,
): Promise<AttemptRow> {
  const updated = await tx
    .update(paymentAttempts)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  const next = updated[0] as AttemptRow;
  if (next.state !== attempt.state) {
    await tx
      .update(paymentRequests)
      .set({
        state: next.state,
        errorCode: next.errorCode,
        attempts: FAILED_STATES.includes(next.state) ? pr.attempts + 1 : pr.attempts,
        updatedAt: ctx.now,
      })
      .where(eq(paymentRequests.id, pr.id));
  }
  return next;
}

// ---------------------------------------------------------------- capture

export type CaptureResult =
  { ok: true; orderId: number | null } | { ok: false; status: 409 | 422; code: SandboxErrorCode; message: string };

const cardColumns = (card: CardInfo | null) => ({
  cardBrand: card?.brand ?? null,
  cardLast4: card?.last4 ?? null,
  cardExpMonth: card?.expMonth ?? null,
  cardExpYear: card?.expYear ?? null,
});

function cardOf(attempt: AttemptRow | null): CardInfo | null {
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
  if (attempt && pricing.amountToPayNow !== attempt.amount) {
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
  const orderRows = await tx
    .insert(orders)
    .values({
      formId: form.id,
      cartId: cart.id,
      userId,
      payer,
      items: pricing.items.map((priced) => ({
        tierId: priced.tier.id,
        name: priced.tier.label,
        type: priced.tier.tierType,
        amount: priced.amount - priced.discount,
        initialAmount: priced.amount,
        discount: priced.discount,
        options: priced.options.map(({ option, price }) => ({ id: option.id, name: option.label, amount: price })),
      })),
      amountTotal: pricing.realAmount,
      amountVat: pricing.vat,
      amountDiscount: pricing.discount,
      amountTip: pricing.tip,
      couponId: cart.couponId,
      createdAt: ctx.now,
    })
    .returning({ id: orders.id });
  const orderId = (orderRows[0] as { id: number }).id;
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
      .returning({ id: payments.id, installmentNumber: payments.installmentNumber });
    firstPaymentId = paymentRows.find((row) => row.installmentNumber === 1)?.id ?? null;
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
  if (attempt)
    await tx
      .update(paymentAttempts)
      .set({ state: 'Authorized', updatedAt: ctx.now })
      .where(eq(paymentAttempts.id, attempt.id));
  await tx
    .update(paymentRequests)
    .set({ state: 'Authorized', errorCode: null, orderId, updatedAt: ctx.now })
    .where(eq(paymentRequests.id, pr.id));
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
  await tx
    .update(paymentAttempts)
    .set({ state: 'Authorized', updatedAt: ctx.now })
    .where(eq(paymentAttempts.id, attempt.id));
  await tx
    .update(paymentRequests)
    .set({ state: 'Authorized', errorCode: null, orderId: unpaid.orderId, updatedAt: ctx.now })
    .where(eq(paymentRequests.id, pr.id));
  return { ok: true, orderId: unpaid.orderId };
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
  if (!cart) throw new Error(`Payment request ${pr.id} has no cart`);
  if (cart.state === 'Paid') throw fail(409, 'DUPLICATED_PAYMENT', 'This cart has already been paid.');
  return captureCart(tx, ctx, pr, cart, attempt, cardOf(attempt));
}

// ---------------------------------------------------------------- status

export async function paymentStatus(
  ex: Executor,
  ctx: RequestContext,
  prId: string,
  attemptId?: string,
): Promise<PaymentStatus> {
  const pr = await findRequest(ex, prId);
  // All attempts of the request at once (a handful at most): the latest and the failures.
  const attempts = await ex
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentRequestId, prId))
    .orderBy(desc(paymentAttempts.number));
  const attempt = (attemptId ? attempts.find((candidate) => candidate.id === attemptId) : attempts[0]) ?? null;
  if (attemptId && !attempt) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment "${attemptId}".`);
  const failed = attempts.filter((candidate) => FAILED_STATES.includes(candidate.state)).length;
  let nextAction: NextAction | null = null;
  let redirectUrl: string | null = null;
  let errorCode = attempt?.errorCode ?? pr.errorCode;
  // The request's state follows its latest attempt (and is Authorized once captured); an
  // older attempt asked for by id answers its own state.
  const state = (
    pr.state === 'Authorized' ? 'Authorized'
    : attemptId && attempt ? attempt.state
    : pr.state) as PaymentStatus['state'];
  if (state === 'Authorized') {
    redirectUrl = returnUrlOf(ctx, pr, attempt);
    errorCode = null;
  } else if (!attempt || (attempt.state === 'Init' && attempt.providerStatus === 'none')) {
    nextAction = 'Initialize';
  } else if (attempt.state === 'Init' && attempt.providerStatus === 'accepted') {
    nextAction = 'Confirm';
  } else if (
    attempt.state === 'WaitingAuthentication' &&
    attempt.providerStatus === 'challenge' &&
    attempt.challengeId
  ) {
    nextAction = 'Redirect';
    redirectUrl = challengeUrl(ctx, attempt.challengeId);
  } else if (attempt.state === 'WaitingAuthentication' && attempt.providerStatus === 'authenticated') {
    nextAction = 'Finalize';
  } else if (failed >= MAX_FAILED_ATTEMPTS) {
    errorCode = 'PAYMENT_MAX_ERROR_ATTEMPTS';
    redirectUrl = returnUrlOf(ctx, pr, attempt);
  } else {
    nextAction = 'Retry';
    redirectUrl = returnUrlOf(ctx, pr, attempt);
  }
  return {
    paymentRequestId: pr.id,
    paymentId: attempt?.id ?? null,
    state,
    nextAction,
    redirectUrl,
    errorCode,
    declineReason: attempt?.declineReason ?? null,
    providerUrl: nextAction === 'Initialize' || nextAction === 'Retry' ? providerCardUrl(ctx, pr) : null,
    amount: attempt?.amount ?? pr.amount.initial,
    orderId: pr.orderId,
    attempts: failed,
  };
}

export function serializeRequest(ctx: RequestContext, pr: PrRow): PaymentRequest {
  return {
    id: pr.id,
    kind: pr.kind as PaymentRequest['kind'],
    cartId: pr.cartId,
    state: pr.state as PaymentRequest['state'],
    amount: pr.amount,
    terms: pr.terms,
    redirectUrl: embeddedPageUrl(ctx, pr),
    backUrl: pr.backUrl,
    createdAt: pr.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------- reinitialize, regularise, unpaid

/** POST /payments/{id}/reinitialize: a fresh attempt on the same request (a new card). */
export async function reinitializeRequest(
  tx: SandboxTx,
  ctx: RequestContext,
  attemptId: string,
  useNewPaymentMethod: boolean,
  backUrl: string | undefined,
): Promise<PrRow> {
  const unlocked = await findAttempt(tx, attemptId);
  const { pr } = await lockRequest(tx, unlocked.paymentRequestId);
  assertNotPaid(pr);
  const latest = await latestAttempt(tx, pr.id, true);
  if (latest && OPEN_ATTEMPT_STATES.has(latest.state) && (useNewPaymentMethod || latest.providerStatus !== 'none')) {
    // The payer changes card: the attempt in progress is given up.
    await setAttemptOutcome(tx, ctx, pr, latest, { state: 'Canceled', errorCode: 'PAYMENT_CANCELED' });
  }
  if (backUrl !== undefined) {
    await tx.update(paymentRequests).set({ backUrl, updatedAt: ctx.now }).where(eq(paymentRequests.id, pr.id));
  }
  const { pr: fresh } = await initializeAttempt(tx, ctx, pr.id);
  return fresh;
}

/** POST /payments/card-embed/{unpaidPaymentId}/reinitialize: pay a refused instalment again. */
export async function regularise(
  tx: SandboxTx,
  ctx: RequestContext,
  paymentId: number,
): Promise<{ pr: PrRow; attempt: AttemptRow }> {
  const rows = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  const unpaid = rows[0];
  if (!unpaid) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment ${paymentId}.`);
  if (unpaid.state === 'Authorized') throw fail(409, 'DUPLICATED_PAYMENT', 'This instalment has already been paid.');
  if (unpaid.state !== 'Refused')
    throw fail(
      409,
      'PAYMENT_NOT_UNPAID',
      `Payment ${paymentId} is ${unpaid.state}: only a refused instalment is regularised.`,
    );
  const open = await tx
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.unpaidPaymentId, paymentId),
        inArray(paymentRequests.state, ['Init', 'WaitingAuthentication', 'Refused', 'Error']),
      ),
    )
    .orderBy(desc(paymentRequests.createdAt))
    .limit(1);
  let prId = open[0]?.id;
  if (!prId) {
    prId = newId('pr');
    const amount = unpaid.amount + unpaid.amountTip;
    await tx.insert(paymentRequests).values({
      id: prId,
      kind: 'Regularisation',
      unpaidPaymentId: paymentId,
      state: 'Init',
      amount: { total: amount, initial: amount, tip: unpaid.amountTip, discount: 0, vat: 0 },
      terms: [{ date: toIsoDate(calendarDateInParis(ctx.now)), amount }],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  return initializeAttempt(tx, ctx, prId);
}

export type UnpaidAction = 'finalize' | 'error' | 'abandon';

export async function unpaid(
  tx: SandboxTx,
  ctx: RequestContext,
  prId: string,
  action: UnpaidAction,
): Promise<CaptureResult | null> {
  const { pr } = await lockRequest(tx, prId);
  assertNotPaid(pr);
  const attempt = await latestAttempt(tx, prId, true);
  if (action === 'finalize') {
    if (!attempt) throw fail(409, 'PAYMENT_NOT_READY', 'No card was submitted for this payment yet.');
    return capture(tx, ctx, attempt.id, ['accepted', 'authenticated']);
  }
  const state = action === 'error' ? 'Error' : 'Abandoned';
  const errorCode = action === 'error' ? 'PAYMENT_ERROR' : 'PAYMENT_CANCELED';
  if (attempt && OPEN_ATTEMPT_STATES.has(attempt.state)) {
    await setAttemptOutcome(tx, ctx, pr, attempt, { state, errorCode });
  } else {
    await tx.update(paymentRequests).set({ state, errorCode, updatedAt: ctx.now }).where(eq(paymentRequests.id, prId));
  }
  return null;
}

// ---------------------------------------------------------------- summary

export async function summary(ex: Executor, ctx: RequestContext, prId: string): Promise<PaymentSummary> {
  const pr = await findRequest(ex, prId);
  let formId: number;
  let installmentNumber: number | null = null;
  let payer: PaymentSummary['payer'] = null;
  let items: PaymentSummary['items'] = [];
  if (pr.kind === 'Regularisation' && pr.unpaidPaymentId !== null) {
    const rows = await ex
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, pr.unpaidPaymentId));
    const row = rows[0];
    if (!row) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment ${pr.unpaidPaymentId}.`);
    formId = row.order.formId;
    installmentNumber = row.payment.installmentNumber;
    payer = { firstName: row.order.payer.firstName, lastName: row.order.payer.lastName };
    items = row.order.items.map((item) => ({ label: item.name, amount: item.amount }));
  } else {
    const cart = await loadCart(ex, pr.cartId ?? '');
    formId = cart.formId;
    payer = cart.payer ? { firstName: cart.payer.firstName, lastName: cart.payer.lastName } : null;
    const { form, org } = await findFormById(ex, cart.formId);
    const pricing = await priceStoredCart(ex, await loadBundle(ex, form, org), cart, ctx.now);
    items = pricing.items.map((priced) => ({
      label: priced.tier.label,
      amount: priced.amount - priced.discount + priced.options.reduce((total, option) => total + option.price, 0),
    }));
  }
  const { form, org } = await findFormById(ex, formId);
  return {
    paymentRequestId: pr.id,
    kind: pr.kind as PaymentSummary['kind'],
    state: pr.state as PaymentSummary['state'],
    cartId: pr.cartId,
    organization: { organizationSlug: org.slug, name: org.name, logo: org.logo },
    form: { formSlug: form.slug, formType: formTypeOf(form), title: form.title },
    amount: pr.amount,
    terms: pr.terms,
    installmentNumber,
    payer,
    items,
    backUrl: pr.backUrl,
    orderId: pr.orderId,
    errorCode: pr.errorCode,
  };
}
