/**
 * What the page binds to a step's server action and what the action answers: plain types,
 * read by the step forms in the browser and by the actions (./choiceAction, ./payerAction,
 * ./summaryAction, ./prospectAction).
 */
import type { SubmissionResult } from '@conform-to/react';
import type { FormRef } from '@/lib/kinds/formKinds';
import type { JourneyVariant } from '@/lib/routes/journey';

/** Bound by the page: which form and which copy of the journey (widget, /en). */
export interface JourneyContext extends FormRef, JourneyVariant {}

export interface StepActionState {
  result?: SubmissionResult<string[]>;
  /** A failed payment initialisation: the code the store records (SPEC §4). */
  paymentErrorCode?: string;
  /** Payment suspended: the email was saved (the page shows a toast, or a banner without JavaScript). */
  saved?: boolean;
}

/** What a refusal needs of a parsed submission: its reply, the payer's values kept. */
export interface Replying {
  reply(options: { formErrors: string[] }): SubmissionResult<string[]>;
}
