/**
 * What a donation form offers, read from the form data (pure; shared by the pages, the
 * schemas and the server actions): the tier behind a one-off and a monthly gift, the
 * preset amounts and the bounds of a free amount.
 */
import type { Form, Tier } from '@/lib/api/contracts/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import { MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MIN } from '@/lib/rules/constants';
import type { RememberedItem } from '@/lib/rememberedCart';

export type Frequency = 'once' | 'monthly';

export interface DonationOffer {
  readonly onceTier: Tier | null;
  readonly monthlyTier: Tier | null;
  /** Once and monthly are both offered: the payer chooses. */
  readonly offersChoice: boolean;
  readonly presets: readonly number[];
  readonly maxCents: number | null;
  readonly hasFiscalReduction: boolean;
  /** The organisation is under the loi Coluche: 75 % up to 1 000 €, 66 % above. */
  readonly aidToPeopleInDifficulty: boolean;
  /** Largest monthly payment day (SPEC §9: 28 at most). */
  readonly maxPaymentDay: number;
}

const isMonthlyTier = (tier: Tier) => tier.paymentFrequency === 'Monthly' || tier.tierType === 'MonthlyDonation';
const isDonationTier = (tier: Tier) => tier.tierType === 'Donation' || tier.tierType === 'MonthlyDonation';

export function donationOffer(form: Form): DonationOffer {
  const donationTiers = form.tiers.filter((tier) => isDonationTier(tier) && tier.priceCategory !== 'Fixed');
  const onceTier = donationTiers.find((tier) => !isMonthlyTier(tier)) ?? null;
  const monthlyOffered = form.acceptMonthlyDonation && form.instalmentOptions.monthly;
  const monthlyTier = monthlyOffered ? (donationTiers.find(isMonthlyTier) ?? null) : null;
  return {
    onceTier,
    monthlyTier,
    offersChoice: onceTier !== null && monthlyTier !== null,
    presets: form.presetAmounts,
    maxCents: form.maxPrice,
    hasFiscalReduction: form.hasFiscalReduction,
    aidToPeopleInDifficulty: form.organizationIsUnderColucheLaw,
    maxPaymentDay: Math.min(form.instalmentOptions.maxPaymentDay ?? MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MAX),
  };
}

/** The frequency used when the payer has no choice (a monthly-only form is monthly). */
export function defaultFrequency(offer: DonationOffer): Frequency {
  return offer.onceTier === null && offer.monthlyTier !== null ? 'monthly' : 'once';
}

export function tierFor(offer: DonationOffer, frequency: Frequency): Tier | null {
  return frequency === 'monthly' ? offer.monthlyTier : offer.onceTier;
}

/** Floor of a free amount: the larger of the form's and the tier's minimums (MIN_AMOUNT applies on top). */
export function minCentsFor(form: Pick<Form, 'minPrice'>, tier: Pick<Tier, 'minAmount'> | null): number | null {
  const floors = [form.minPrice, tier?.minAmount].filter(
    (value): value is number => typeof value === 'number' && value > 0,
  );
  return floors.length > 0 ? Math.max(...floors) : null;
}

/** The donation the cart holds: its amount and whether it is the monthly tier. */
export function cartDonation(cart: Pick<Cart, 'items' | 'installments'> | null, offer: DonationOffer) {
  const item = cart?.items[0];
  if (!item) return null;
  const monthly = offer.monthlyTier !== null && item.tierId === offer.monthlyTier.id;
  return { amountCents: item.customAmount ?? item.amount, frequency: (monthly ? 'monthly' : 'once') as Frequency };
}

/** The gift a restart remembers (the cookie's or the restart query's items), if one is this form's. */
export function rememberedDonation(items: readonly RememberedItem[], offer: DonationOffer) {
  const item = items.find((candidate) => [offer.onceTier?.id, offer.monthlyTier?.id].includes(candidate.tierId));
  if (!item) return null;
  const monthly = offer.monthlyTier !== null && item.tierId === offer.monthlyTier.id;
  return { amountCents: item.amountCents, frequency: (monthly ? 'monthly' : 'once') as Frequency };
}

/** The payment day proposed first: today's day of the month, within 1..max. */
export function defaultPaymentDay(todayDay: number, maxPaymentDay: number): number {
  return Math.min(Math.max(MONTHLY_PAYMENT_DAY_MIN, todayDay), maxPaymentDay);
}
