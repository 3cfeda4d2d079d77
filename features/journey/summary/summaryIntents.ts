/**
 * The summary form's submit buttons (step 3), without zod: the form renders them with the
 * page, its schemas (./summarySchema) load on first use.
 */
export const SUMMARY_INTENTS = ['pay', 'updateTip', 'removeTip', 'applyCoupon', 'removeCoupon', 'updatePlan'] as const;
export type SummaryIntent = (typeof SUMMARY_INTENTS)[number];
export const INTENT_FIELD = 'intent';

export function summaryIntent(value: FormDataEntryValue | null | undefined): SummaryIntent {
  return (SUMMARY_INTENTS as readonly unknown[]).includes(value) ? (value as SummaryIntent) : 'pay';
}
