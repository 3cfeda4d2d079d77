/**
 * What each step of a journey shows under its stepper and title, by step: one lookup, as
 * ../choice/choiceStep does for step 1 by kind. Step 1 of a checkout shows the cart it was
 * given instead of a choice.
 */
import type { ComponentType } from 'react';
import type { JourneyStep } from '@/lib/routes/journey';
import { submitChoice } from '../actions/choiceAction';
import type { JourneyContext } from '../actions/stepState';
import { choiceStepOf } from '../choice/choiceStep';
import { PreparedCartStep } from '../prepared-cart/PreparedCartStep';
import type { StepTracking } from '../useStepTracking';
import type { JourneyStepView } from './journeyStepView';
import { PayerScreen } from './PayerScreen';
import { SummaryScreen } from './SummaryScreen';

export interface StepScreenProps {
  view: JourneyStepView;
  /** Bound to the step's server action: which form, which copy of its journey. */
  context: JourneyContext;
  /** The document's title, which a refused post prefixes with "Erreur : ". */
  pageTitle: string;
  tracking: StepTracking;
  /** The address of another step of this journey (back links, the next step). */
  stepHref: (step: JourneyStep) => string;
}

/** Step 1: the kind's choice, an amount or places (../choice/choiceStep). */
function ChoiceScreen({ view: { kind, aggregate, cart, restart }, context, pageTitle, tracking }: StepScreenProps) {
  const { Choice } = choiceStepOf(kind);
  return (
    <Choice
      aggregate={aggregate}
      formIdPrefix={kind.formIdPrefix}
      cart={cart}
      memory={restart.memory}
      pageTitle={pageTitle}
      tracking={tracking}
      facts={kind}
      action={submitChoice.bind(null, context)}
    />
  );
}

/** Step 1 of a checkout: the cart another site prepared, read only, and the way on to step 2. */
async function PreparedCartScreen({ view: { kind, aggregate, cart }, stepHref }: StepScreenProps) {
  const parts = await choiceStepOf(kind).summary(aggregate, cart, kind);
  return <PreparedCartStep organizationName={aggregate.organization.name} parts={parts} nextHref={stepHref(2)} />;
}

type StepScreen = ComponentType<StepScreenProps>;

const FORM_STEP_SCREENS: Record<JourneyStep, StepScreen> = {
  1: ChoiceScreen,
  2: PayerScreen,
  3: SummaryScreen,
  // Never shown: step 4 is the card page, where the page redirects (leaveStepIfNotReady).
  4: SummaryScreen,
};

export function stepScreenOf(step: JourneyStep, checkout: boolean): StepScreen {
  return step === 1 && checkout ? PreparedCartScreen : FORM_STEP_SCREENS[step];
}
