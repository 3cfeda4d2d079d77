/**
 * The journey engine's view of a kind: its row of the kind table (lib/kinds/formKinds),
 * with the payer requirements step 2 derives from the form. The page, the server actions
 * and the outcome pages read it; a new kind is a row of the table plus what is truly its own.
 */
import type { Form } from '@/lib/api/contracts/forms';
import { FORM_KINDS, type FormKind, type FormType } from '@/lib/kinds/formKinds';
import type { PayerRequirements } from './payer/payerSchema';
import { PAYER_REQUIREMENTS } from './payer/payerRequirements';

export interface JourneyKind extends FormKind {
  readonly formType: FormType;
  /** Which payer fields step 2 asks. */
  readonly payerRequirements: (form: Form) => PayerRequirements;
}

export type PayerCopy = FormKind['payerCopy'];

/**
 * The journey of a form type: every kind has one, a prepared cart's kind (Checkout) for
 * its steps 2–4 only (its addresses under /{kind}/{form} are 404: lib/routes/journey).
 */
export function journeyKindOf(formType: FormType): JourneyKind {
  const kind = FORM_KINDS[formType];
  return { ...kind, formType, payerRequirements: PAYER_REQUIREMENTS[kind.payer] };
}
