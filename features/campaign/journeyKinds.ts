/**
 * The journey engine's registry: one definition per form kind with a journey here
 * (lib/journeyRoutes FORM_TYPES_WITH_JOURNEY). The page, the server actions and the
 * outcome pages read it; a new kind is a row here plus what is truly its own.
 */
import type { Form } from '@/lib/api/contracts/forms';
import type { FormType } from '@/lib/rules/formTypes';
import { payerRequirements as donationPayerRequirements } from './donation';
import type { PayerRequirements } from './schema';

export interface JourneyKind {
  readonly formType: FormType;
  /**
   * What step 1 offers: `amount` — a gift, once or monthly (AmountStepForm);
   * `places` — tiers with quantities, free prices and options (TierStepForm).
   */
  readonly choice: 'amount' | 'places';
  /** Step 2 asks one block of custom fields per place before the payer. */
  readonly participants: boolean;
  /** Message keys of the four step titles (Campaign.steps.*). */
  readonly stepTitles: readonly [string, string, string, string];
  /** Which payer fields step 2 asks. */
  readonly payerRequirements: (form: Form) => PayerRequirements;
  /** Id prefix of the step forms (Conform ids, drafts): one per kind, stable across steps. */
  readonly formIdPrefix: string;
  /**
   * Messages of step 2 that name what is bought (what the email receives, the company
   * box, the way back); the rest of the payer's words are shared (Donation.payer).
   */
  readonly payerCopy: PayerCopy;
}

export type PayerCopy = 'Donation.payer' | 'Event.payer';

const donation: JourneyKind = {
  formType: 'Donation',
  choice: 'amount',
  participants: false,
  stepTitles: ['amount', 'payer', 'summary', 'payment'],
  payerRequirements: donationPayerRequirements,
  formIdPrefix: 'don',
  payerCopy: 'Donation.payer',
};

/** An event's payer gives a name and an email: no tax receipt, no address. */
export const eventPayer = (): PayerRequirements => ({
  emailConfirmation: 'required',
  address: 'hidden',
  city: 'hidden',
  zipCode: 'hidden',
  country: 'hidden',
  birthDate: 'hidden',
  legalAge: false,
});

const event: JourneyKind = {
  formType: 'Event',
  choice: 'places',
  participants: true,
  stepTitles: ['places', 'participants', 'summary', 'payment'],
  payerRequirements: eventPayer,
  formIdPrefix: 'evt',
  payerCopy: 'Event.payer',
};

const KINDS: readonly JourneyKind[] = [donation, event];

/** The journey of a form type, or null when it has none here (its pages are 404). */
export function journeyKindOf(formType: FormType): JourneyKind | null {
  return KINDS.find((kind) => kind.formType === formType) ?? null;
}
