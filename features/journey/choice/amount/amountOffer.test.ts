import { describe, expect, it } from 'vitest';
import type { Form, Tier } from '@/lib/api/contracts/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import {
  cartDonation,
  rememberedDonation,
  defaultFrequency,
  defaultPaymentDay,
  donationOffer,
  minCentsFor,
  tierFor,
} from './amountOffer';

const tier = (overrides: Partial<Tier>): Tier =>
  ({
    id: 1,
    tierType: 'Donation',
    priceCategory: 'Pwyw',
    paymentFrequency: 'Single',
    minAmount: 100,
    ...overrides,
  }) as Tier;

const form = (overrides: Partial<Form> = {}): Form =>
  ({
    tiers: [
      tier({ id: 1011 }),
      tier({ id: 1012, tierType: 'MonthlyDonation', paymentFrequency: 'Monthly', minAmount: 500 }),
    ],
    acceptMonthlyDonation: true,
    instalmentOptions: { counts: [1], monthly: true, maxPaymentDay: 28 },
    presetAmounts: [1500, 3000, 5000],
    minPrice: 100,
    maxPrice: 1_000_000,
    hasFiscalReduction: true,
    ...overrides,
  }) as Form;

describe('donation offer', () => {
  it('finds the one-off and monthly tiers', () => {
    const offer = donationOffer(form());
    expect(offer.onceTier?.id).toBe(1011);
    expect(offer.monthlyTier?.id).toBe(1012);
    expect(offer.offersChoice).toBe(true);
    expect(tierFor(offer, 'monthly')?.id).toBe(1012);
    expect(defaultFrequency(offer)).toBe('once');
    expect(offer.maxPaymentDay).toBe(28);
  });

  it('offers no monthly gift when the form does not', () => {
    const offer = donationOffer(form({ acceptMonthlyDonation: false }));
    expect(offer.monthlyTier).toBeNull();
    expect(offer.offersChoice).toBe(false);
    const monthlyOnly = donationOffer(
      form({ tiers: [tier({ id: 7, tierType: 'MonthlyDonation', paymentFrequency: 'Monthly' })] }),
    );
    expect(defaultFrequency(monthlyOnly)).toBe('monthly');
    expect(
      donationOffer(form({ instalmentOptions: { counts: [1], monthly: true, maxPaymentDay: 31 } })).maxPaymentDay,
    ).toBe(28);
  });

  it('takes the larger floor of the form and the tier', () => {
    expect(minCentsFor({ minPrice: 100 }, { minAmount: 500 })).toBe(500);
    expect(minCentsFor({ minPrice: 200 }, { minAmount: null })).toBe(200);
    expect(minCentsFor({ minPrice: null }, null)).toBeNull();
  });

  it('reads the donation of a cart', () => {
    const offer = donationOffer(form());
    const cart = {
      items: [{ tierId: 1012, customAmount: 2500, amount: 2500 }],
      installments: { frequency: 'Monthly' },
    };
    expect(cartDonation(cart as unknown as Cart, offer)).toEqual({ amountCents: 2500, frequency: 'monthly' });
    expect(cartDonation(null, offer)).toBeNull();
  });

  it('reads the gift a restart remembers, if it is one of this form’s tiers', () => {
    const offer = donationOffer(form());
    const monthly = { tierId: 1012, quantity: 1, amountCents: 1500 };
    expect(rememberedDonation([{ tierId: 9999, quantity: 1, amountCents: 100 }, monthly], offer)).toEqual({
      amountCents: 1500,
      frequency: 'monthly',
    });
    expect(rememberedDonation([{ ...monthly, tierId: offer.onceTier?.id ?? 0 }], offer)?.frequency).toBe('once');
    expect(rememberedDonation([{ tierId: 9999, quantity: 1, amountCents: 100 }], offer)).toBeNull();
  });

  it('proposes today as the payment day, within 1..max', () => {
    expect(defaultPaymentDay(15, 28)).toBe(15);
    expect(defaultPaymentDay(31, 28)).toBe(28);
    expect(defaultPaymentDay(0, 28)).toBe(1);
  });
});
