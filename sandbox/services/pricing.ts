/**
 * Prices a cart: places, options, coupon, VAT, tip and the payment schedule. Amounts are
 * integer cents. The schedule and the tip suggestion come from lib/rules; what is left
 * here (coupon split, VAT share) is server-side arithmetic the client never repeats:
 * it shows the figures the cart answers.
 */
import { buildInstalmentSchedule, buildMonthlySchedule, type Instalment } from '@/lib/rules/instalments';
import { calendarDateInParis } from '@/lib/rules/dates';
import { suggestTip } from '@/lib/rules/tip';
import type { StoredCartItem, StoredInstallments } from '../db/schema';
import type { FormBundle, OptionRow, TierRow } from './forms';

export type CouponRow = { id: number; code: string; kind: string; value: number };

export interface PricedOption {
  readonly option: OptionRow;
  readonly price: number;
  readonly vatRate: number;
  readonly vat: number;
}

export interface PricedItem {
  readonly item: StoredCartItem;
  readonly tier: TierRow;
  /** Price of the place before discount, options excluded. */
  readonly amount: number;
  readonly discount: number;
  readonly vatRate: number;
  readonly vat: number;
  readonly options: PricedOption[];
}

export interface Pricing {
  readonly items: PricedItem[];
  /** Places and options before discount. */
  readonly initialAmount: number;
  readonly discount: number;
  /** initialAmount − discount: what the association receives. */
  readonly realAmount: number;
  readonly vat: number;
  readonly tip: number;
  readonly tipSuggestion: number;
  readonly schedule: Instalment[];
  /** Whole schedule, tip included. */
  readonly totalAmount: number;
  /** First instalment, tip included. */
  readonly amountToPayNow: number;
}

const DONATION_TYPES = new Set(['Donation', 'MonthlyDonation']);

/** Unit price of a place: the fixed price, 0 when free, the chosen amount for Pwyw (default: the suggested price). */
export function placePrice(tier: TierRow, customAmount: number | null): number {
  if (tier.priceCategory === 'Free') return 0;
  if (tier.priceCategory === 'Pwyw') return customAmount ?? tier.price;
  return tier.price;
}

/** VAT included in a price: price × rate / (1 + rate), rounded to the cent. */
export function vatShare(price: number, rate: number): number {
  return rate > 0 ? Math.round((price * rate) / (1 + rate)) : 0;
}

/**
 * Coupon discount per place: a percentage of each place's price, or a fixed amount
 * spent on the places in cart order. Donations and options are never discounted.
 */
export function couponDiscounts(
  amounts: readonly { amount: number; eligible: boolean }[],
  coupon: CouponRow | null,
): number[] {
  if (!coupon) return amounts.map(() => 0);
  if (coupon.kind === 'Percent') {
    return amounts.map(({ amount, eligible }) =>
      eligible ? Math.min(amount, Math.round((amount * coupon.value) / 100)) : 0,
    );
  }
  let left = coupon.value;
  return amounts.map(({ amount, eligible }) => {
    if (!eligible || left <= 0) return 0;
    const discount = Math.min(amount, left);
    left -= discount;
    return discount;
  });
}

export function priceCart(
  bundle: FormBundle,
  items: readonly StoredCartItem[],
  coupon: CouponRow | null,
  tipChosen: number | null,
  installments: StoredInstallments,
  now: Date,
): Pricing {
  const tierById = new Map(bundle.tiers.map((tier) => [tier.id, tier]));
  const optionById = new Map(bundle.options.map((option) => [option.id, option]));
  const base = items.map((item) => {
    const tier = tierById.get(item.tierId);
    if (!tier) throw new Error(`priceCart: tier ${item.tierId} is not in form ${bundle.form.id}`);
    return { item, tier, amount: placePrice(tier, item.customAmount), eligible: !DONATION_TYPES.has(tier.tierType) };
  });
  const discounts = couponDiscounts(base, coupon);
  const priced: PricedItem[] = base.map(({ item, tier, amount }, index) => {
    const discount = discounts[index] ?? 0;
    const rate = tier.vatRate || bundle.form.vatRate;
    const options = item.extraOptions.map(({ id }) => {
      const option = optionById.get(id);
      if (!option) throw new Error(`priceCart: option ${id} is not in form ${bundle.form.id}`);
      const optionRate = option.vatRate || rate;
      return { option, price: option.price, vatRate: optionRate, vat: vatShare(option.price, optionRate) };
    });
    return { item, tier, amount, discount, vatRate: rate, vat: vatShare(amount - discount, rate), options };
  });
  const initialAmount = priced.reduce(
    (total, p) => total + p.amount + p.options.reduce((sum, o) => sum + o.price, 0),
    0,
  );
  const discount = priced.reduce((total, p) => total + p.discount, 0);
  const vat = priced.reduce((total, p) => total + p.vat + p.options.reduce((sum, o) => sum + o.vat, 0), 0);
  const realAmount = initialAmount - discount;
  const tip = tipChosen ?? 0;
  const firstDate = calendarDateInParis(now);
  const schedule =
    installments.frequency === 'Monthly' ?
      buildMonthlySchedule({ amountCents: realAmount, paymentDay: installments.paymentDay, firstDate, tipCents: tip })
    : buildInstalmentSchedule({
        totalCents: realAmount,
        count: installments.frequency === 'Installment' ? installments.count : 1,
        firstDate,
        tipCents: tip,
      });
  return {
    items: priced,
    initialAmount,
    discount,
    realAmount,
    vat,
    tip,
    tipSuggestion: suggestTip(realAmount).suggestionCents,
    schedule,
    totalAmount: schedule.reduce((total, term) => total + term.totalCents, 0),
    amountToPayNow: schedule[0]?.totalCents ?? 0,
  };
}
