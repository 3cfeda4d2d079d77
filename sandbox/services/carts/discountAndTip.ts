/** The cart's coupon (normalised code, its outcomes) and its tip. */
import { and, count, eq, gt, ne } from 'drizzle-orm';
import { isEmptyCouponCode, normaliseCouponCode } from '@/lib/rules/coupon';
import { isValidTipCents } from '@/lib/rules/tip';
import type { SandboxTx } from '../../db/client';
import { carts, coupons } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { priceCart } from '../pricing';
import { assertUnlocked, touched, priceStoredCart, openCartWithBundle } from './store';
import { assertMinimumCart } from './stock';

export async function applyDiscountCode(
  tx: SandboxTx,
  ctx: RequestContext,
  cartId: string,
  code: string | null,
): Promise<void> {
  const { cart, bundle } = await openCartWithBundle(tx, ctx, cartId);
  assertUnlocked(ctx, cart, bundle.org.id, 'discountCode');
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
