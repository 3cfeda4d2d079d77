/** The cart's instalments: single, N times, or monthly with its payment day. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { InstallmentsSchema } from '@/lib/api/contracts/carts';
import { isValidMonthlyPaymentDay } from '@/lib/rules/instalments';
import { MIN_AMOUNT_CENTS, MONTHLY_PAYMENT_DAY_MAX } from '@/lib/rules/constants';
import type { SandboxTx } from '../../db/client';
import { carts, type StoredCartItem, type StoredInstallments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import type { FormBundle } from '../forms';
import type { Pricing } from '../pricing';
import { assertUnlocked, touched, priceStoredCart, openCartWithBundle } from './store';

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
  assertUnlocked(ctx, cart, bundle.org.id, 'installments');
  const pricing = await priceStoredCart(tx, bundle, cart, ctx.now);
  const stored = checkInstallments(bundle, cart.items, pricing, installments);
  await tx
    .update(carts)
    .set({ installments: stored, ...touched(ctx.now) })
    .where(eq(carts.id, cartId));
}
