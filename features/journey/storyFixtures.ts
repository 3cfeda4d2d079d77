/**
 * Fixtures the journey stories share: a tier with every field a form gives it, the
 * story's overrides on top. Stories only (no test or page imports it).
 */
import type { Tier } from '@/lib/api/contracts/forms';

export const storyTier = (overrides: Partial<Tier>): Tier => ({
  id: 1,
  label: '',
  description: null,
  tierType: 'Registration',
  price: 0,
  priceCategory: 'Fixed',
  minAmount: null,
  vatRate: 0,
  remainingNumber: null,
  maxPerUser: null,
  paymentFrequency: 'Single',
  isEligibleTaxReceipt: false,
  saleStartDate: null,
  saleEndDate: null,
  customFields: [],
  extraOptions: [],
  ...overrides,
});
