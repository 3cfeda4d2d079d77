/**
 * The shape both halves of step 1's post parsing answer with (./amount, ./places), apart from
 * the lookup that picks one (./parseChoice), so neither half imports the lookup.
 */
import type { SubmissionResult } from '@conform-to/react';
import type { Cart, CartItemInput, Installments } from '@/lib/api/contracts/carts';
import type { Replying } from '../actions/stepState';

/** What a kind's step 1 made of the post: the cart's items and the plan, or a refusal. */
export type ChoiceSubmission =
  | { refused: SubmissionResult<string[]> }
  | {
      submission: Replying;
      items: CartItemInput[];
      /** The plan the cart must have once saved (a gift's frequency); null: leave it. */
      installments: (cart: Cart) => Installments | null;
    };
