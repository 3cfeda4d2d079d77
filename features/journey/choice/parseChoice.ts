/**
 * What step 1's server action makes of the post, by the kind table's `choice` column: the
 * cart's items and plan, or the reply that refuses it. The action's side of ./choiceStep.
 */
import type { Cart } from '@/lib/api/contracts/carts';
import type { Form } from '@/lib/api/contracts/forms';
import type { FormKind } from '@/lib/kinds/formKinds';
import { amountSubmission } from './amount/amountSubmission';
import { placesSubmission } from './places/placesSubmission';
import type { PlacesKindFacts } from './places/placesOffer';
import type { ChoiceSubmission } from './choiceSubmission';

type ParseChoice = (form: Form, facts: PlacesKindFacts, cart: Cart | null, formData: FormData) => ChoiceSubmission;

const CHOICE_SUBMISSIONS: Record<FormKind['choice'], ParseChoice> = {
  amount: (form, _facts, _cart, formData) => amountSubmission(form, formData),
  places: placesSubmission,
};

export function parseChoice(
  kind: Pick<FormKind, 'choice'> & PlacesKindFacts,
  form: Form,
  cart: Cart | null,
  formData: FormData,
): ChoiceSubmission {
  return CHOICE_SUBMISSIONS[kind.choice](form, kind, cart, formData);
}
