/**
 * Carts as rows: loading and locking them, creating and updating one with its items and
 * stock holds, and pricing a stored cart. Every write runs in a transaction that locks
 * the cart row, and, when stock is involved, the form row (SELECT … FOR UPDATE): two
 * buyers of the last place are serialised, and the second one gets ticketsSoldOut.
 * PGlite runs one transaction at a time anyway; PostgreSQL needs the locks.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CartBodySchema } from '@/lib/api/contracts/carts';
import { cartExpiresAt } from '@/lib/rules/cart';
import type { Executor, SandboxTx } from '../../db/client';
import { carts, coupons } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import {
  assertOnSale,
  assertVisible,
  bundleFor,
  cachedBundle,
  findForm,
  findFormById,
  hasAdminRights,
  lockForm,
  type FormBundle,
} from '../forms';
import { newId } from '../ids';
import { priceCart, type CouponRow, type Pricing } from '../pricing';
import { checkItems } from './items';
import { assertStock, writeHolds, assertMinimumCart } from './stock';
import { recheckWhenCartExpires } from '../waitingList/offers';

export type CartRow = typeof carts.$inferSelect;
type CartBody = z.output<typeof CartBodySchema>;
export type ItemInput = CartBody['items'][number];
export type FieldInput = NonNullable<ItemInput['customFields']>[number];

export async function loadCart(ex: Executor, cartId: string, forUpdate = false): Promise<CartRow> {
  const query = ex.select().from(carts).where(eq(carts.id, cartId));
  const rows = forUpdate ? await query.for('update') : await query;
  const cart = rows[0];
  if (!cart) throw fail(404, 'CART_NOT_FOUND', `No cart "${cartId}".`);
  return cart;
}

/**
 * Expired once its expiry instant is past: 15 minutes after its last write for a cart
 * a payer made, later for a waiting-list offer's cart (services/waitingList/offers.ts).
 */
export function cartIsExpired(cart: CartRow, now: Date): boolean {
  return cart.state === 'Open' && now.getTime() >= cart.expiresAt.getTime();
}

/** The cart, locked, still open and not expired; else 404 CART_EXPIRED / 409 DUPLICATED_PAYMENT. */
export async function lockOpenCart(tx: SandboxTx, cartId: string, now: Date): Promise<CartRow> {
  const cart = await loadCart(tx, cartId, true);
  if (cart.state === 'Paid') throw fail(409, 'DUPLICATED_PAYMENT', 'This cart has already been paid.');
  if (cartIsExpired(cart, now))
    throw fail(404, 'CART_EXPIRED', 'The cart expired (15 minutes without update): its places were released.');
  return cart;
}

/** A new cart's expiry: its creation + 15 minutes. */
const lifetimeFrom = (now: Date): Date => cartExpiresAt({ meta: { updatedAt: now } }) ?? now;

/**
 * A write keeps the cart alive: expiry = this update + 15 minutes, or later if it already
 * was (a waiting-list offer holds its places for hours: a write never shortens that).
 */
export function touched(now: Date): { updatedAt: Date; expiresAt: SQL } {
  return {
    updatedAt: now,
    expiresAt: sql`greatest(${carts.expiresAt}, ${lifetimeFrom(now).toISOString()}::timestamptz)`,
  };
}

export async function loadCoupon(ex: Executor, couponId: number | null): Promise<CouponRow | null> {
  if (couponId === null) return null;
  const rows = await ex.select().from(coupons).where(eq(coupons.id, couponId));
  return rows[0] ?? null;
}

export async function priceStoredCart(ex: Executor, bundle: FormBundle, cart: CartRow, now: Date): Promise<Pricing> {
  return priceCart(bundle, cart.items, await loadCoupon(ex, cart.couponId), cart.tipChosen, cart.installments, now);
}

/**
 * A checkout cart is prepared by its organisation's site (SPEC §7): only a
 * client_credentials token of that organisation may make one. Answers who prepared it.
 */
function checkoutPreparer(ctx: RequestContext, form: { formType: string }, org: { id: number; slug: string }) {
  if (form.formType !== 'Checkout') return null;
  if (!ctx.client) {
    throw fail(
      401,
      'CLIENT_CREDENTIALS_REQUIRED',
      `A checkout cart is prepared by its organisation's site: send a client_credentials token of "${org.slug}".`,
    );
  }
  if (ctx.client.organizationId !== org.id) {
    throw fail(403, 'WRONG_ORGANIZATION', `This API credential is not one of "${org.slug}".`);
  }
  return ctx.client.clientId;
}

/**
 * A checkout cart's items, amounts, coupon and instalments are fixed once its
 * organisation prepared it: only that organisation changes them. The payer gives their
 * details, the tip and the consents, nothing else (409 CART_LOCKED).
 */
export function assertUnlocked(ctx: RequestContext, cart: CartRow, organizationId: number, field: string): void {
  if (cart.preparedBy !== null && ctx.client?.organizationId !== organizationId) {
    throw fail(
      409,
      'CART_LOCKED',
      `This checkout cart was prepared by its organisation: its ${field} cannot be changed.`,
      field,
    );
  }
}

/** Creates a cart and holds its places. Runs inside the caller's transaction. */
export async function createCart(tx: SandboxTx, ctx: RequestContext, body: CartBody): Promise<string> {
  const { form, org } = await findForm(tx, body.organizationSlug, body.formType, body.formSlug);
  const preparedBy = checkoutPreparer(ctx, form, org);
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
    preparedBy,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    expiresAt: lifetimeFrom(ctx.now),
  });
  await writeHolds(tx, id, form.id, items, true);
  await recheckWhenCartExpires(tx, form.id, lifetimeFrom(ctx.now), ctx.now);
  return id;
}

export async function updateCart(tx: SandboxTx, ctx: RequestContext, cartId: string, body: CartBody): Promise<void> {
  const cart = await lockOpenCart(tx, cartId, ctx.now);
  const { form, org } = await findFormById(tx, cart.formId);
  if (org.slug !== body.organizationSlug || form.slug !== body.formSlug || form.formType !== body.formType) {
    throw fail(422, 'CART_FORM_MISMATCH', `Cart ${cartId} belongs to ${org.slug}/${form.formType}/${form.slug}.`);
  }
  assertUnlocked(ctx, cart, org.id, 'items');
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

export async function openCartWithBundle(tx: SandboxTx, ctx: RequestContext, cartId: string) {
  const cart = await lockOpenCart(tx, cartId, ctx.now);
  const bundle = await cachedBundle(tx, ctx, cart.formId);
  return { cart, bundle };
}

/** POST /carts/{id}/refresh: an open cart's expiry pushed back (15 minutes from now). */
export async function refreshCart(tx: SandboxTx, now: Date, cartId: string): Promise<CartRow> {
  await lockOpenCart(tx, cartId, now);
  const rows = await tx.update(carts).set(touched(now)).where(eq(carts.id, cartId)).returning();
  return rows[0] as CartRow;
}
