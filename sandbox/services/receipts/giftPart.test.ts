import { describe, expect, it } from 'vitest';
import { giftCentsOfOrder, giftCentsOfPayment } from './giftPart';

describe('the gift part a tax receipt covers', () => {
  it('counts donations and eligible tiers at the price paid, nothing else', () => {
    expect(
      giftCentsOfOrder([
        { tierType: 'Donation', isEligibleTaxReceipt: false, paidCents: 3000 },
        { tierType: 'Membership', isEligibleTaxReceipt: true, paidCents: 2000 },
        { tierType: 'Registration', isEligibleTaxReceipt: false, paidCents: 1500 },
      ]),
    ).toBe(5000);
  });

  it('gives a payment its share of the gift, rounded down', () => {
    expect(giftCentsOfPayment(1000, 3000, 3000)).toBe(1000);
    expect(giftCentsOfPayment(1001, 1000, 3000)).toBe(333);
    expect(giftCentsOfPayment(1000, 0, 3000)).toBe(0);
  });
});
