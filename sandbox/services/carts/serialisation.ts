/** A stored cart as the API answers it (SPEC §7 Cart). */
import type { Cart } from '@/lib/api/contracts/carts';
import type { Executor } from '../../db/client';
import { paymentRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { cachedBundle, formTypeOf, heldStock, remainingOf } from '../forms';
import { priceCart } from '../pricing';
import { type CartRow, cartIsExpired, loadCoupon } from './store';
import { countPlaces } from './stock';
import { liveRequestOf } from '../payments/requests';

export async function serializeCart(ex: Executor, ctx: RequestContext, cart: CartRow): Promise<Cart> {
  const bundle = await cachedBundle(ex, ctx, cart.formId);
  const { form, org } = bundle;
  const coupon = await loadCoupon(ex, cart.couponId);
  const pricing = priceCart(bundle, cart.items, coupon, cart.tipChosen, cart.installments, ctx.now);
  const held = await heldStock(ex, form.id, ctx.now, cart.id);
  const prRows = await ex.select({ id: paymentRequests.id }).from(paymentRequests).where(liveRequestOf(cart.id));
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
      vatRate: priced.vatRate,
      vat: priced.vat,
      customFields: priced.item.customFields,
      participant: priced.item.participant ?? null,
      extraOptions: priced.options.map(({ option, price, vatRate, vat }) => ({
        id: option.id,
        label: option.label,
        price,
        vatRate,
        vat,
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
