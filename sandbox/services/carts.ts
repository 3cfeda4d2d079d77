/**
 * Carts: creation and update with stock holds, coupon, tip, payer, instalments, files
 * and prospects. Every write runs in a transaction that locks the cart row, and, when
 * stock is involved, the form row (SELECT … FOR UPDATE): two buyers of the last place
 * are serialised, and the second one gets ticketsSoldOut. PGlite runs one transaction at
 * a time anyway; PostgreSQL needs the locks.
 */
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Cart } from '@/lib/api/contracts/carts';
import type { z } from 'zod';
import type { CartBodySchema, InstallmentsSchema, PayerSchema, ProspectBodySchema } from '@/lib/api/contracts/carts';
import { MAX_UPLOAD_BYTES } from '@/lib/api/contracts/carts';
import { cartExpiresAt, isCartExpired, isCartTotalAllowed, maxSelectableQuantity } from '@/lib/rules/cart';
import { isEmptyCouponCode, normaliseCouponCode } from '@/lib/rules/coupon';
import { isValidMonthlyPaymentDay } from '@/lib/rules/instalments';
import { MIN_AMOUNT_CENTS, MONTHLY_PAYMENT_DAY_MAX } from '@/lib/rules/constants';
import { isValidTipCents } from '@/lib/rules/tip';
import { maxAmountRule, minAmountRule } from '@/lib/rules/validation/amount';
import { booleanToYesNo, customFieldSchema, dropEmptyCustomFieldValues } from '@/lib/rules/validation/customFields';
import { companyPayerSchema, individualPayerSchema } from '@/lib/rules/validation/payer';
import type { Executor, SandboxTx } from '../db/client';
import {
  cartFiles,
  cartHolds,
  carts,
  coupons,
  paymentRequests,
  prospects,
  type CustomFieldDef,
  type StoredCartItem,
  type StoredInstallments,
  type StoredPayer,
} from '../db/schema';
import type { RequestContext } from '../context';
import { ApiFailure, fail } from '../http/errors';
import {
  assertOnSale,
  assertVisible,
  bundleFor,
  cachedBundle,
  findForm,
  findFormById,
  formRemaining,
  formTypeOf,
  hasAdminRights,
  heldStock,
  lockForm,
  remainingOf,
  type FormBundle,
} from './forms';
import { newId } from './ids';
import { priceCart, type CouponRow, type Pricing } from './pricing';

export type CartRow = typeof carts.$inferSelect;
type CartBody = z.output<typeof CartBodySchema>;
type ItemInput = CartBody['items'][number];
type FieldInput = NonNullable<ItemInput['customFields']>[number];

// ---------------------------------------------------------------- loading and locking

export async function loadCart(ex: Executor, cartId: string, forUpdate = false): Promise<CartRow> {
  const query = ex.select().from(carts).where(eq(carts.id, cartId));
  const rows = forUpdate ? await query.for('update') : await query;
  const cart = rows[0];
  if (!cart) throw fail(404, 'CART_NOT_FOUND', `No cart "${cartId}".`);
  return cart;
}

export function cartIsExpired(cart: CartRow, now: Date): boolean {
  return (
    cart.state === 'Open' && isCartExpired({ meta: { createdAt: cart.createdAt, updatedAt: cart.updatedAt } }, now)
  );
}

/** The cart, locked, still open and not expired; else 404 CART_EXPIRED / 409 DUPLICATED_PAYMENT. */
export async function lockOpenCart(tx: SandboxTx, cartId: string, now: Date): Promise<CartRow> {
  const cart = await loadCart(tx, cartId, true);
  if (cart.state === 'Paid') throw fail(409, 'DUPLICATED_PAYMENT', 'This cart has already been paid.');
  if (cartIsExpired(cart, now))
    throw fail(404, 'CART_EXPIRED', 'The cart expired (15 minutes without update): its places were released.');
  return cart;
}

/** A write keeps the cart alive: expiry = this update + 15 minutes. */
export function touched(now: Date): { updatedAt: Date; expiresAt: Date } {
  return { updatedAt: now, expiresAt: cartExpiresAt({ meta: { updatedAt: now } }) ?? now };
}

export async function loadCoupon(ex: Executor, couponId: number | null): Promise<CouponRow | null> {
  if (couponId === null) return null;
  const rows = await ex.select().from(coupons).where(eq(coupons.id, couponId));
  return rows[0] ?? null;
}

export async function priceStoredCart(ex: Executor, bundle: FormBundle, cart: CartRow, now: Date): Promise<Pricing> {
  return priceCart(bundle, cart.items, await loadCoupon(ex, cart.couponId), cart.tipChosen, cart.installments, now);
}

// ---------------------------------------------------------------- item checks

const FILE_ID = /^file_[A-Za-z0-9_-]{1,40}$/u;

function fieldText(def: CustomFieldDef, raw: FieldInput['value']): string {
  if (def.type === 'YesNo') {
    if (typeof raw === 'boolean') return booleanToYesNo(raw) ?? '';
    if (raw === 'true') return 'Oui';
    if (raw === 'false') return 'Non';
  }
  return typeof raw === 'string' ? raw.trim() : String(raw);
}

/** Known field ids, values as text, empty values dropped, each value checked by its type's rule. */
export function normaliseCustomFields(
  defs: readonly CustomFieldDef[],
  values: readonly FieldInput[] | undefined,
  path: string,
) {
  const seen = new Set<number>();
  const result: { id: number; value: string }[] = [];
  (values ?? []).forEach((entry, index) => {
    const field = `${path}.customFields.${index}`;
    const def = defs.find((candidate) => candidate.id === entry.id);
    if (!def) throw fail(400, 'INVALID_CUSTOM_FIELD', `Custom field ${entry.id} does not exist here.`, `${field}.id`);
    if (seen.has(def.id)) throw fail(400, 'INVALID_CUSTOM_FIELD', `Custom field ${def.id} is answered twice.`, field);
    seen.add(def.id);
    result.push({ id: def.id, value: fieldText(def, entry.value) });
  });
  const kept = dropEmptyCustomFieldValues(result);
  for (const entry of kept) {
    const def = defs.find((candidate) => candidate.id === entry.id) as CustomFieldDef;
    const field = `${path}.customFields.${result.indexOf(entry)}.value`;
    const invalid = (message: string) =>
      fail(400, 'INVALID_CUSTOM_FIELD', `Custom field ${def.id} (${def.type}): ${message}`, field);
    if (def.type === 'ChoiceList' && !def.values.includes(entry.value)) {
      throw invalid(`expected one of ${def.values.join(', ')}`);
    }
    if (def.type === 'Number' && !Number.isFinite(Number(entry.value.replace(',', '.'))))
      throw invalid('expected a number');
    if (def.type === 'File' && !FILE_ID.test(entry.value))
      throw invalid('expected a file id from POST /carts/{id}/file');
    const parsed = customFieldSchema({ type: def.type, isRequired: false }).safeParse(entry.value);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'invalid value');
  }
  return kept;
}

/** Validates items against the form (tiers, options, fields, amounts, per-cart limits). */
export function checkItems(bundle: FormBundle, inputs: readonly ItemInput[], now: Date): StoredCartItem[] {
  const { form } = bundle;
  const perCart = maxSelectableQuantity([form.maxPerCart]);
  if (perCart !== null && inputs.length > perCart) {
    throw fail(422, 'MAX_PER_CART', `At most ${perCart} places per cart on this form.`, 'items');
  }
  const perTier = new Map<number, number>();
  return inputs.map((input, index) => {
    const path = `items.${index}`;
    const tier = bundle.tiers.find((candidate) => candidate.id === input.tierId);
    if (!tier)
      throw fail(422, 'ticketsHasChanged', `Tier ${input.tierId} is not a tier of this form.`, `${path}.tierId`);
    if (tier.saleStartDate && tier.saleStartDate.getTime() > now.getTime()) {
      throw fail(
        422,
        'SALE_NOT_STARTED',
        `Tier ${tier.id} goes on sale on ${tier.saleStartDate.toISOString()}.`,
        `${path}.tierId`,
      );
    }
    if (tier.saleEndDate && tier.saleEndDate.getTime() <= now.getTime()) {
      throw fail(422, 'SALE_ENDED', `Tier ${tier.id} is no longer on sale.`, `${path}.tierId`);
    }
    const sameTier = (perTier.get(tier.id) ?? 0) + 1;
    perTier.set(tier.id, sameTier);
    const tierLimit = maxSelectableQuantity([form.maxPerTier, tier.maxPerUser]);
    if (tierLimit !== null && sameTier > tierLimit) {
      throw fail(422, 'MAX_PER_TIER', `At most ${tierLimit} places of tier ${tier.id} per cart.`, `${path}.tierId`);
    }
    let customAmount: number | null = null;
    if (tier.priceCategory === 'Pwyw') {
      customAmount = input.customAmount ?? tier.price;
      const problem =
        minAmountRule(tier.minAmount ?? form.minPrice)(customAmount) ?? maxAmountRule(form.maxPrice)(customAmount);
      if (problem)
        throw fail(422, 'INVALID_AMOUNT', `customAmount ${customAmount} refused (${problem}).`, `${path}.customAmount`);
    }
    const seenOptions = new Set<number>();
    const extraOptions = (input.extraOptions ?? []).map((selected, optionIndex) => {
      const option = bundle.options.find((candidate) => candidate.id === selected.id && candidate.tierId === tier.id);
      const optionPath = `${path}.extraOptions.${optionIndex}`;
      if (!option)
        throw fail(
          422,
          'ticketsHasChanged',
          `Option ${selected.id} is not an option of tier ${tier.id}.`,
          `${optionPath}.id`,
        );
      if (seenOptions.has(option.id))
        throw fail(400, 'VALIDATION_ERROR', `Option ${option.id} is selected twice.`, optionPath);
      seenOptions.add(option.id);
      return {
        id: option.id,
        customFields: normaliseCustomFields(option.customFields, selected.customFields, optionPath),
      };
    });
    return {
      tierId: tier.id,
      customAmount,
      customFields: normaliseCustomFields(tier.customFields, input.customFields, path),
      extraOptions,
    };
  });
}

export interface StockCounts {
  readonly tiers: Map<number, number>;
  readonly options: Map<number, number>;
}

export function countPlaces(items: readonly StoredCartItem[]): StockCounts {
  const counts: StockCounts = { tiers: new Map(), options: new Map() };
  for (const item of items) {
    counts.tiers.set(item.tierId, (counts.tiers.get(item.tierId) ?? 0) + 1);
    for (const option of item.extraOptions) counts.options.set(option.id, (counts.options.get(option.id) ?? 0) + 1);
  }
  return counts;
}

/**
 * Checks that the places are free, with the form row locked by the caller. `bundle`
 * must have been loaded after the lock (its sold counters are then current).
 */
export async function assertStock(
  tx: SandboxTx,
  bundle: FormBundle,
  items: readonly StoredCartItem[],
  now: Date,
  cartId?: string,
): Promise<StockCounts> {
  const held = await heldStock(tx, bundle.form.id, now, cartId);
  const counts = countPlaces(items);
  for (const [tierId, wanted] of counts.tiers) {
    const tier = bundle.tiers.find((candidate) => candidate.id === tierId);
    const left = tier ? remainingOf(tier.capacity, tier.sold, held.tiers.get(tierId) ?? 0) : 0;
    if (left !== null && wanted > left) {
      throw fail(
        409,
        'ticketsSoldOut',
        `Only ${left} place(s) left for tier ${tierId} ("${tier?.label ?? '?'}"), ${wanted} asked.`,
      );
    }
  }
  for (const [optionId, wanted] of counts.options) {
    const option = bundle.options.find((candidate) => candidate.id === optionId);
    const left = option ? remainingOf(option.capacity, option.sold, held.options.get(optionId) ?? 0) : 0;
    if (left !== null && wanted > left) {
      throw fail(
        409,
        'optionsSoldOut',
        `Only ${left} left for option ${optionId} ("${option?.label ?? '?'}"), ${wanted} asked.`,
      );
    }
  }
  const formLeft = formRemaining(bundle, held);
  if (formLeft !== null && items.length > formLeft) {
    throw fail(409, 'ticketsSoldOut', `Only ${formLeft} place(s) left on this form, ${items.length} asked.`);
  }
  return counts;
}

async function writeHolds(
  tx: SandboxTx,
  cartId: string,
  formId: number,
  items: readonly StoredCartItem[],
  isNew = false,
): Promise<void> {
  if (!isNew) await tx.delete(cartHolds).where(eq(cartHolds.cartId, cartId));
  const counts = countPlaces(items);
  const rows = [
    ...[...counts.tiers].map(([tierId, quantity]) => ({ cartId, formId, tierId, optionId: null, quantity })),
    ...[...counts.options].map(([optionId, quantity]) => {
      const item = items.find((candidate) => candidate.extraOptions.some((option) => option.id === optionId));
      return { cartId, formId, tierId: item?.tierId ?? 0, optionId, quantity };
    }),
  ];
  if (rows.length > 0) await tx.insert(cartHolds).values(rows);
}

export function assertMinimumCart(pricing: Pricing): void {
  if (!isCartTotalAllowed(pricing.realAmount)) {
    throw fail(
      422,
      'minimumCart',
      `A cart is free or at least ${MIN_AMOUNT_CENTS} cents; this one is ${pricing.realAmount}.`,
    );
  }
}

// ---------------------------------------------------------------- create / update

export interface FormKey {
  organizationSlug: string;
  formType: CartBody['formType'];
  formSlug: string;
}

/** Creates a cart and holds its places. Runs inside the caller's transaction. */
export async function createCart(tx: SandboxTx, ctx: RequestContext, body: CartBody): Promise<string> {
  const { form, org } = await findForm(tx, body.organizationSlug, body.formType, body.formSlug);
  assertVisible(form, hasAdminRights(ctx, org, form));
  assertOnSale(form, ctx.now);
  await lockForm(tx, form.id);
  const bundle = await bundleFor(tx, ctx, form, org);
  const items = checkItems(bundle, body.items, ctx.now);
  await assertStock(tx, bundle, items, ctx.now);
  assertMinimumCart(priceCart(bundle, items, null, null, { frequency: 'Single' }, ctx.now));
  const id = newId('crt');
  await tx.insert(carts).values({
    id,
    formId: form.id,
    userId: ctx.claims ? Number(ctx.claims.uid) : null,
    state: 'Open',
    items,
    createdAt: ctx.now,
    ...touched(ctx.now),
  });
  await writeHolds(tx, id, form.id, items, true);
  return id;
}

export async function updateCart(tx: SandboxTx, ctx: RequestContext, cartId: string, body: CartBody): Promise<void> {
  const cart = await lockOpenCart(tx, cartId, ctx.now);
  const { form, org } = await findFormById(tx, cart.formId);
  if (org.slug !== body.organizationSlug || form.slug !== body.formSlug || form.formType !== body.formType) {
    throw fail(422, 'CART_FORM_MISMATCH', `Cart ${cartId} belongs to ${org.slug}/${form.formType}/${form.slug}.`);
  }
  assertOnSale(form, ctx.now);
  await lockForm(tx, form.id);
  const bundle = await bundleFor(tx, ctx, form, org);
  const items = checkItems(bundle, body.items, ctx.now);
  await assertStock(tx, bundle, items, ctx.now, cartId);
  const installments = cart.installments;
  assertMinimumCart(
    priceCart(bundle, items, await loadCoupon(tx, cart.couponId), cart.tipChosen, installments, ctx.now),
  );
  await tx
    .update(carts)
    .set({ items, ...touched(ctx.now) })
    .where(eq(carts.id, cartId));
  await writeHolds(tx, cartId, form.id, items);
}

// ---------------------------------------------------------------- the other parts of a cart

async function openCartWithBundle(tx: SandboxTx, ctx: RequestContext, cartId: string) {
  const cart = await lockOpenCart(tx, cartId, ctx.now);
  const bundle = await cachedBundle(tx, ctx, cart.formId);
  return { cart, bundle };
}

export async function applyDiscountCode(
  tx: SandboxTx,
  ctx: RequestContext,
  cartId: string,
  code: string | null,
): Promise<void> {
  const { cart, bundle } = await openCartWithBundle(tx, ctx, cartId);
  if (code === null || isEmptyCouponCode(code)) {
    await tx
      .update(carts)
      .set({ couponId: null, ...touched(ctx.now) })
      .where(eq(carts.id, cartId));
    return;
  }
  if (!bundle.form.allowCoupons)
    throw fail(422, 'DISCOUNT_CODE_NOT_ALLOWED', 'This form does not take discount codes.', 'discountCode');
  const normalised = normaliseCouponCode(code);
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.formId, bundle.form.id), eq(coupons.code, normalised)))
    .for('update');
  const coupon = rows[0];
  if (!coupon) throw fail(422, 'DISCOUNT_CODE_UNKNOWN', `Unknown discount code "${normalised}".`, 'discountCode');
  if (coupon.validUntil && coupon.validUntil.getTime() <= ctx.now.getTime()) {
    throw fail(422, 'DISCOUNT_CODE_EXPIRED', `The discount code "${normalised}" expired.`, 'discountCode');
  }
  if (coupon.maxUses !== null && coupon.id !== cart.couponId) {
    const holding = await tx
      .select({ n: count() })
      .from(carts)
      .where(
        and(eq(carts.couponId, coupon.id), eq(carts.state, 'Open'), gt(carts.expiresAt, ctx.now), ne(carts.id, cartId)),
      );
    if (coupon.used + (holding[0]?.n ?? 0) >= coupon.maxUses) {
      throw fail(422, 'DISCOUNT_CODE_EXHAUSTED', `The discount code "${normalised}" has been used up.`, 'discountCode');
    }
  }
  assertMinimumCart(priceCart(bundle, cart.items, coupon, cart.tipChosen, cart.installments, ctx.now));
  await tx
    .update(carts)
    .set({ couponId: coupon.id, ...touched(ctx.now) })
    .where(eq(carts.id, cartId));
}

export async function setTip(tx: SandboxTx, ctx: RequestContext, cartId: string, tip: number): Promise<void> {
  const { cart, bundle } = await openCartWithBundle(tx, ctx, cartId);
  if (!isValidTipCents(tip))
    throw fail(400, 'VALIDATION_ERROR', 'tip must be a whole number of cents, 0 or more.', 'tip');
  const pricing = await priceStoredCart(tx, bundle, cart, ctx.now);
  if (tip > 0 && pricing.realAmount <= 0) {
    throw fail(422, 'TIP_NOT_ALLOWED', 'A free cart takes no tip (nothing is paid).', 'tip');
  }
  await tx
    .update(carts)
    .set({ tipChosen: tip, ...touched(ctx.now) })
    .where(eq(carts.id, cartId));
}

type PayerInput = z.output<typeof PayerSchema>;

const text = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/** The payer, checked with the validation catalogue (lib/rules/validation). */
export function checkPayer(payer: PayerInput): StoredPayer {
  const candidate = {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    address: text(payer.address),
    city: text(payer.city),
    zipCode: text(payer.zipCode),
    country: text(payer.country),
    birthDate: text(payer.birthDate),
    companyName: text(payer.companyName),
    companySiren: text(payer.companySiren),
    companyLegalStatusId: payer.companyLegalStatusId ? String(payer.companyLegalStatusId) : undefined,
  };
  const optional = {
    emailConfirmation: 'hidden',
    address: 'optional',
    city: 'optional',
    zipCode: 'optional',
    country: 'optional',
    birthDate: 'optional',
  } as const;
  const schema =
    candidate.companyName ?
      companyPayerSchema({ ...optional, companySiren: 'optional', companyLegalStatusId: 'optional' })
    : individualPayerSchema(optional);
  const result = schema.safeParse(candidate);
  if (!result.success) {
    throw new ApiFailure(
      400,
      result.error.issues.slice(0, 20).map((issue) => ({
        code: 'INVALID_PAYER' as const,
        message: issue.message,
        field: ['payer', ...issue.path.map(String)].join('.'),
      })),
    );
  }
  return {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email.trim(),
    address: text(payer.address) ?? null,
    city: text(payer.city) ?? null,
    zipCode: text(payer.zipCode) ?? null,
    country: text(payer.country) ?? null,
    birthDate: text(payer.birthDate) ?? null,
    companyName: text(payer.companyName) ?? null,
    companySiren: text(payer.companySiren) ?? null,
    companyLegalStatusId: payer.companyLegalStatusId ?? null,
    ...(payer.consent === undefined ? {} : { consent: payer.consent }),
  };
}

export async function setPayer(tx: SandboxTx, ctx: RequestContext, cartId: string, payer: PayerInput): Promise<void> {
  await lockOpenCart(tx, cartId, ctx.now);
  const stored = checkPayer(payer);
  await tx
    .update(carts)
    .set({ payer: stored, ...touched(ctx.now) })
    .where(eq(carts.id, cartId));
}

type InstallmentsInput = z.output<typeof InstallmentsSchema>;

/** The schedule must be one the form offers (and worth it: each instalment ≥ 0.50 €). */
export function checkInstallments(
  bundle: FormBundle,
  items: readonly StoredCartItem[],
  pricing: Pricing,
  installments: InstallmentsInput,
): StoredInstallments {
  const { form } = bundle;
  const hasMonthlyTier = items.some(
    (item) => bundle.tiers.find((tier) => tier.id === item.tierId)?.paymentFrequency === 'Monthly',
  );
  if (installments.frequency === 'Single') return installments;
  if (installments.frequency === 'Monthly') {
    const maxDay = Math.min(form.maxPaymentDay ?? MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MAX);
    if (!form.monthly || !hasMonthlyTier) {
      throw fail(
        422,
        'INSTALLMENTS_NOT_OFFERED',
        'Monthly payment needs a form and a tier that offer it.',
        'installments',
      );
    }
    if (!isValidMonthlyPaymentDay(installments.paymentDay) || installments.paymentDay > maxDay) {
      throw fail(
        422,
        'INSTALLMENTS_NOT_OFFERED',
        `paymentDay must be between 1 and ${maxDay}.`,
        'installments.paymentDay',
      );
    }
    return installments;
  }
  if (!form.instalmentCounts.includes(installments.count)) {
    throw fail(
      422,
      'INSTALLMENTS_NOT_OFFERED',
      `This form offers ${form.instalmentCounts.join(', ')} instalment(s).`,
      'installments.count',
    );
  }
  if (installments.count > 1 && (hasMonthlyTier || pricing.realAmount < installments.count * MIN_AMOUNT_CENTS)) {
    throw fail(
      422,
      'INSTALLMENTS_NOT_OFFERED',
      `Each instalment must be at least ${MIN_AMOUNT_CENTS} cents.`,
      'installments.count',
    );
  }
  return installments;
}

export async function setInstallments(
  tx: SandboxTx,
  ctx: RequestContext,
  cartId: string,
  installments: InstallmentsInput,
): Promise<void> {
  const { cart, bundle } = await openCartWithBundle(tx, ctx, cartId);
  const pricing = await priceStoredCart(tx, bundle, cart, ctx.now);
  const stored = checkInstallments(bundle, cart.items, pricing, installments);
  await tx
    .update(carts)
    .set({ installments: stored, ...touched(ctx.now) })
    .where(eq(carts.id, cartId));
}

// ---------------------------------------------------------------- files

const SIGNATURES: { type: 'application/pdf' | 'image/png' | 'image/jpeg'; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type from the file's first bytes (the declared type is not trusted). */
export function sniffType(data: Uint8Array): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte))?.type ?? null;
}

export async function uploadFile(tx: SandboxTx, ctx: RequestContext, cartId: string, file: File) {
  await lockOpenCart(tx, cartId, ctx.now);
  if (file.size > MAX_UPLOAD_BYTES)
    throw fail(413, 'PAYLOAD_TOO_LARGE', `Files are limited to ${MAX_UPLOAD_BYTES} bytes.`, 'file');
  if (file.size === 0) throw fail(400, 'FILE_REQUIRED', 'The file is empty.', 'file');
  const data = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffType(data);
  if (!contentType) throw fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, PNG and JPEG files are accepted.', 'file');
  const id = newId('file');
  const fileName = (file.name || 'document').slice(0, 200);
  await tx
    .insert(cartFiles)
    .values({ id, cartId, fileName, contentType, size: data.byteLength, data, createdAt: ctx.now });
  await tx.update(carts).set(touched(ctx.now)).where(eq(carts.id, cartId));
  return { fileId: id, fileName, contentType, size: data.byteLength };
}

// ---------------------------------------------------------------- prospects

export async function addProspect(ctx: RequestContext, body: z.output<typeof ProspectBodySchema>) {
  const { form, org } = await findForm(ctx.db, body.organizationSlug, body.formType, body.formSlug);
  assertVisible(form, hasAdminRights(ctx, org, form));
  const email = body.email.trim().toLowerCase();
  await ctx.db.insert(prospects).values({ formId: form.id, email, createdAt: ctx.now }).onConflictDoNothing();
  return {
    email,
    organizationSlug: org.slug,
    formSlug: form.slug,
    formType: formTypeOf(form),
    createdAt: ctx.now.toISOString(),
  };
}

// ---------------------------------------------------------------- reading

export async function serializeCart(ex: Executor, ctx: RequestContext, cart: CartRow): Promise<Cart> {
  const bundle = await cachedBundle(ex, ctx, cart.formId);
  const { form, org } = bundle;
  const coupon = await loadCoupon(ex, cart.couponId);
  const pricing = priceCart(bundle, cart.items, coupon, cart.tipChosen, cart.installments, ctx.now);
  const held = await heldStock(ex, form.id, ctx.now, cart.id);
  const prRows = await ex
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(eq(paymentRequests.cartId, cart.id));
  const counts = countPlaces(cart.items);
  const [first, ...rest] = pricing.schedule;
  const state: Cart['state'] =
    cart.state === 'Paid' ? 'Paid'
    : cartIsExpired(cart, ctx.now) ? 'Expired'
    : 'Open';
  return {
    id: cart.id,
    state,
    organizationSlug: org.slug,
    formSlug: form.slug,
    formType: formTypeOf(form),
    items: pricing.items.map((priced) => ({
      tierId: priced.tier.id,
      tierType: priced.tier.tierType as Cart['items'][number]['tierType'],
      label: priced.tier.label,
      priceCategory: priced.tier.priceCategory as Cart['items'][number]['priceCategory'],
      customAmount: priced.item.customAmount,
      amount: priced.amount,
      discount: priced.discount,
      customFields: priced.item.customFields,
      extraOptions: priced.options.map(({ option, price }) => ({
        id: option.id,
        label: option.label,
        price,
        customFields: priced.item.extraOptions.find((selected) => selected.id === option.id)?.customFields ?? [],
      })),
    })),
    tierList: [...counts.tiers].map(([tierId, n]) => {
      const tier = bundle.tiers.find((candidate) => candidate.id === tierId);
      if (!tier) throw new Error(`Cart ${cart.id} refers to tier ${tierId} outside its form`);
      return {
        id: tier.id,
        label: tier.label,
        tierType: tier.tierType as Cart['tierList'][number]['tierType'],
        priceCategory: tier.priceCategory as Cart['tierList'][number]['priceCategory'],
        price: tier.price,
        remainingNumber: remainingOf(tier.capacity, tier.sold, held.tiers.get(tier.id) ?? 0),
        count: n,
      };
    }),
    paymentTerms: [
      {
        date: first?.date ?? '1970-01-01',
        amount: first?.amountCents ?? 0,
        initialAmount: pricing.initialAmount,
        discount: pricing.discount,
        realAmount: pricing.realAmount,
        vat: pricing.vat,
      },
      ...rest.map((term) => ({ date: term.date, amount: term.amountCents })),
    ],
    installments: cart.installments,
    tipData: { tipSuggestion: pricing.tipSuggestion, tipChosen: cart.tipChosen },
    coupons: coupon ? [{ code: coupon.code, discount: pricing.discount }] : [],
    payer: cart.payer ?? null,
    totalAmount: pricing.totalAmount,
    amountToPayNow: pricing.amountToPayNow,
    paymentRequestId: prRows[0]?.id ?? null,
    meta: { createdAt: cart.createdAt.toISOString(), updatedAt: cart.updatedAt.toISOString() },
    currentCartExpirationTime: cart.expiresAt.toISOString(),
  };
}
