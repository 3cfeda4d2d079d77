/**
 * What the donation steps' schemas share (./amountSchema, ./payerSchema, ./summarySchema):
 * this feature's own message keys and the option that runs cross-field checks every time.
 * One module per step, so a step's form ships its own schema only.
 */
import { isRecord } from '@/lib/rules/validation/fields';

/** Message keys of this feature's own checks (Donation namespace). */
export const DONATION_MESSAGES = {
  frequencyRequired: 'Donation.validation.frequency',
  dataConsent: 'Donation.validation.dataConsent',
  paymentDayMax: 'Donation.validation.paymentDayMax',
} as const;

/** Cross-field checks run even while other fields have errors: the payer sees every problem at once. */
export const everyTime = { when: (payload: { value: unknown }) => isRecord(payload.value) };
