/**
 * What step 1 offers, by the kind table's `choice` column (lib/kinds/formKinds): an amount
 * (./amount) or places (./places). The one place the journey page asks for a kind's choice
 * step, its summary lines, what its tax receipt counts and what its header adds.
 */
import type { ComponentType } from 'react';
import type { Cart } from '@/lib/api/contracts/carts';
import type { Form, FormAggregate } from '@/lib/api/contracts/forms';
import type { FormKind } from '@/lib/kinds/formKinds';
import type { ChoiceStepProps, SummaryParts } from './choiceStepTypes';
import { receiptEligibleCents } from '../summary/summaryTaxReduction';
import { AmountChoice, amountSummary } from './amount/AmountSteps';
import { PlacesChoice, PlacesHeaderFacts, placesSummary } from './places/PlacesSteps';
import type { PlacesKindFacts } from './places/placesOffer';

export interface ChoiceStep {
  /** Step 1's form (a server component). */
  Choice: ComponentType<ChoiceStepProps & { facts: PlacesKindFacts }>;
  /** What the summary (step 3, and a prepared cart's step 1) lists and asks. */
  summary: (aggregate: FormAggregate, cart: Cart | null, kind: PlacesKindFacts) => Promise<SummaryParts>;
  /** What the tax receipt counts of the order, at the price paid. */
  receiptEligibleCents: (parts: SummaryParts, form: Form, cart: Cart | null, kind: PlacesKindFacts) => number;
  /** What the header shows under the form's title, if anything (a server component). */
  HeaderFacts: ComponentType<{ form: Form }> | null;
}

const CHOICE_STEPS: Record<FormKind['choice'], ChoiceStep> = {
  amount: {
    Choice: AmountChoice,
    summary: (aggregate, cart) => amountSummary(aggregate, cart),
    // The gift is the receipt's amount, per payment when monthly.
    receiptEligibleCents: (parts) => parts.amountCents,
    HeaderFacts: null,
  },
  places: {
    Choice: PlacesChoice,
    summary: (aggregate, cart, kind) => placesSummary(aggregate, cart, kind.unit),
    receiptEligibleCents: (_parts, form, cart, kind) => receiptEligibleCents(form, cart?.items ?? [], kind),
    HeaderFacts: PlacesHeaderFacts,
  },
};

export function choiceStepOf(kind: Pick<FormKind, 'choice'>): ChoiceStep {
  return CHOICE_STEPS[kind.choice];
}
