/** Step 1 of a form sold by places, as its server action reads the post: the chosen tiers. */
import { parseWithZod } from '@conform-to/zod/v4';
import type { Cart } from '@/lib/api/contracts/carts';
import type { Form } from '@/lib/api/contracts/forms';
import type { ChoiceSubmission } from '../choiceSubmission';
import { placesOffer, type PlacesKindFacts } from './placesOffer';
import { placesStepSchema } from './placesSchema';

export function placesSubmission(
  form: Form,
  facts: PlacesKindFacts,
  cart: Cart | null,
  formData: FormData,
): ChoiceSubmission {
  const submission = parseWithZod(formData, { schema: placesStepSchema(placesOffer(form, cart, facts)) });
  if (submission.status !== 'success') return { refused: submission.reply() };
  return { submission, items: submission.value.items, installments: () => null };
}
