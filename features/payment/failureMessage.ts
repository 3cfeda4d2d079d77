/**
 * Title and message keys of a failed card attempt (SPEC §8): a flow code
 * (PAYMENT_REFUSED, AUTHENTICATION_FAILURE…) or a provider code (hapay_*), plus the
 * bank's reason for a refusal when there is one.
 */
import {
  isPaymentFlowCode,
  isProviderErrorCode,
  paymentFlowMessages,
  providerErrorMessages,
  type TitleAndMessage,
} from '@/lib/rules/errorCatalogue';

export const DECLINE_REASONS = ['card_declined', 'insufficient_funds', 'expired_card'] as const;

export interface FailureMessage extends TitleAndMessage {
  /** `Payment.decline.<reason>` when the bank gave one. */
  readonly reason: string | null;
}

export function failureMessage(code: string | null, declineReason: string | null): FailureMessage | null {
  if (!code) return null;
  const reason =
    (DECLINE_REASONS as readonly string[]).includes(declineReason ?? '') ? `Payment.decline.${declineReason}` : null;
  if (isPaymentFlowCode(code)) return { ...paymentFlowMessages(code), reason };
  if (isProviderErrorCode(code)) return { ...providerErrorMessages(code), reason };
  return { ...paymentFlowMessages('PAYMENT_ERROR'), reason };
}
