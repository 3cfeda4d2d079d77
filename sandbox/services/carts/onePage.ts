/**
 * The one-page cart (SPEC §7 POST/PUT /carts/cart-one-page): items, coupon, instalments,
 * tip and payer in one call, and the payment request when the payer is given; all in
 * one transaction, so a refusal leaves nothing half-saved.
 */
import type { z } from 'zod';
import type { OnePageCartBodySchema } from '@/lib/api/contracts/carts';
import type { RequestContext } from '../../context';
import { initPayment } from '../payments/initialisation';
import type { PrRow } from '../payments/requests';
import { applyDiscountCode, setTip } from './discountAndTip';
import { setInstallments } from './installments';
import { setPayer } from './payer';
import { createCart, updateCart } from './store';

export async function saveOnePageCart(
  ctx: RequestContext,
  cartId: string | null,
  body: z.output<typeof OnePageCartBodySchema>,
  backUrl: string | undefined,
): Promise<{ id: string; pr: PrRow | null }> {
  return ctx.db.transaction(async (tx) => {
    const id = cartId ?? (await createCart(tx, ctx, body));
    if (cartId) await updateCart(tx, ctx, cartId, body);
    if (body.discountCode !== undefined) await applyDiscountCode(tx, ctx, id, body.discountCode);
    if (body.installments) await setInstallments(tx, ctx, id, body.installments);
    if (body.tip !== undefined) await setTip(tx, ctx, id, body.tip);
    if (!body.payer) return { id, pr: null };
    await setPayer(tx, ctx, id, body.payer);
    const pr = await initPayment(tx, ctx, id, body, backUrl);
    return { id, pr };
  });
}
