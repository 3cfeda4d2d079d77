/**
 * init-payment (SPEC §7): checks that the cart is complete, within the per-user limits
 * and on sale, then creates its one payment request (payment_requests.cart_id UNIQUE)
 * with the amounts and the instalment terms.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InitPaymentBody } from '@/lib/api/contracts/payments';
import type { SandboxTx } from '../../db/client';
import { carts, orders, paymentRequests, cartFiles, type AmountBreakdown } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { assertMinimumCart } from '../carts/stock';
import { lockOpenCart, priceStoredCart, touched, type CartRow } from '../carts/store';
import { assertOnSale, cachedBundle, findFormById, formTypeOf, type FormBundle } from '../forms';
import { newId } from '../ids';
import type { Pricing } from '../pricing';
import { type PrRow, findRequest, assertNotPaid, liveRequestOf } from './requests';
import { captureCart } from './capture';

/** Kinds whose every place names its holder (participant, member): init-payment refuses a place without. */
const NAMED_PARTICIPANT_KINDS: ReadonlySet<string> = new Set(['Event', 'Membership', 'PaymentForm']);

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

/** Whether a request was made for exactly these amounts and terms (else a new one is made). */
function sameAmounts(pr: PrRow, amount: AmountBreakdown, terms: { date: string; amount: number }[]): boolean {
  const was = pr.amount;
  return (
    was.total === amount.total &&
    was.initial === amount.initial &&
    was.tip === amount.tip &&
    was.discount === amount.discount &&
    was.vat === amount.vat &&
    JSON.stringify(pr.terms) === JSON.stringify(terms)
  );
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
    if (NAMED_PARTICIPANT_KINDS.has(formTypeOf(bundle.form)) && !item.participant) {
      throw fail(
        400,
        'PARTICIPANT_REQUIRED',
        `Place ${index + 1} has no participant's name yet.`,
        `items.${index}.participant`,
      );
    }
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
  const existing = (await tx.select().from(paymentRequests).where(liveRequestOf(cartId)).for('update'))[0];
  let pr: PrRow;
  if (existing && sameAmounts(existing, amount, terms)) {
    assertNotPaid(existing);
    const updated = await tx
      .update(paymentRequests)
      .set({ backUrl: backUrl ?? existing.backUrl, updatedAt: ctx.now })
      .where(eq(paymentRequests.id, existing.id))
      .returning();
    pr = updated[0] as PrRow;
  } else {
    if (existing) {
      // The cart's total changed since: a request keeps the amounts it was made for, so
      // the old one is replaced (it takes no card and captures nothing) by a new one.
      assertNotPaid(existing);
      await tx
        .update(paymentRequests)
        .set({ state: 'Canceled', errorCode: 'PAYMENT_REQUEST_REPLACED', replacedAt: ctx.now, updatedAt: ctx.now })
        .where(eq(paymentRequests.id, existing.id));
    }
    await tx
      .insert(paymentRequests)
      .values({
        id: newId('pr'),
        kind: 'Cart',
        cartId,
        state: 'Init',
        amount,
        terms,
        backUrl: backUrl ?? existing?.backUrl ?? null,
        locale: ctx.locale,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing();
    pr = (await tx.select().from(paymentRequests).where(liveRequestOf(cartId)))[0] as PrRow;
  }
  await tx.update(carts).set(touched(ctx.now)).where(eq(carts.id, cartId));
  if (pr.locale !== ctx.locale) {
    // The payer switched language before paying: the emails follow the latest choice.
    await tx.update(paymentRequests).set({ locale: ctx.locale }).where(eq(paymentRequests.id, pr.id));
    pr = { ...pr, locale: ctx.locale };
  }
  if (pricing.totalAmount === 0) {
    // Nothing to pay (free places, or a 100 % coupon): the order is made at once.
    const result = await captureCart(tx, ctx, pr, { ...cart, updatedAt: ctx.now }, null, null);
    if (!result.ok) throw fail(result.status, result.code, result.message);
    return findRequest(tx, pr.id);
  }
  return pr;
}
