/**
 * The gift part of a payment: what a tax receipt may cover. An item counts when its
 * tier is a donation or is marked eligible (a membership's gift part, a crowdfunding
 * contribution without reward): at the price paid, options excluded, and never the tip
 * (the platform's, not the association's). Only organisations eligible to tax receipts
 * issue them.
 */
const GIFT_TIER_TYPES = new Set(['Donation', 'MonthlyDonation']);

export interface GiftItem {
  readonly tierType: string;
  readonly isEligibleTaxReceipt: boolean;
  /** Price paid for the item, discount deducted, options excluded. */
  readonly paidCents: number;
}

export function giftCentsOfOrder(items: readonly GiftItem[]): number {
  return items
    .filter((item) => item.isEligibleTaxReceipt || GIFT_TIER_TYPES.has(item.tierType))
    .reduce((total, item) => total + item.paidCents, 0);
}

/**
 * The gift part of one payment of the order: all of it when the whole order is a gift
 * (a monthly gift), else its share, rounded down (a receipt never states more than was
 * given). `paymentCents` excludes the tip.
 */
export function giftCentsOfPayment(paymentCents: number, orderGiftCents: number, orderCents: number): number {
  if (orderGiftCents <= 0 || orderCents <= 0) return 0;
  if (orderGiftCents >= orderCents) return paymentCents;
  return Math.floor((paymentCents * orderGiftCents) / orderCents);
}
