'use client';

import type { FormType } from '@/lib/kinds/formKinds';
import { TRACKER_EVENTS, type TrackerProperties } from '@/lib/analytics/tracker';
import { pageTracker } from '@/lib/analytics/pageTracker';
import type { ServerFormAction } from '@/forms/useServerForm';
import type { StepActionState } from './actions/stepState';

/** A journey step's server action, bound to its form and variant by the page. */
export type JourneyAction = ServerFormAction<StepActionState>;

export interface StepTracking {
  /** The form's id (SPEC §9 events are per form). */
  formId: number;
  formSlug: string;
  organizationSlug: string;
  /** The form's kind, as the API names it (Donation, Event…). */
  formType: FormType;
}

/**
 * "Campaign Step completed" when a step passes validation and is sent; on the summary,
 * "Campaign Payment Submitted" when the payer asks to pay. Nothing leaves the browser
 * unless a sink is configured (lib/analytics/tracker).
 */
export function useStepTracking(step: number, tracking: StepTracking | undefined) {
  return (formData: FormData, extra: TrackerProperties = {}) => {
    if (!tracking) return;
    // On the summary, only "pay" ends the step ("update the contribution" stays on it).
    const paying = (formData.get('intent') ?? 'pay') === 'pay';
    if (step === 3 && !paying) return;
    const properties = { ...tracking, step, ...extra };
    const tracker = pageTracker();
    tracker.track(TRACKER_EVENTS.stepCompleted, properties);
    if (step === 3) tracker.track(TRACKER_EVENTS.paymentSubmitted, properties);
  };
}
