/**
 * The types of a kind's choice step (./choiceStep): what the journey page hands its step 1
 * (./amount/AmountSteps, ./places/PlacesSteps), and what its summary gives back to the one
 * summary form. Apart from the lookup, so neither half imports the lookup that imports it.
 */
import type { Cart } from '@/lib/api/contracts/carts';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import type { RestartMemory } from '@/lib/rememberedCart';
import type { PriceSummaryLine } from '@/design-system/patterns/PriceSummary/PriceSummary';
import type { SummaryStepOptions } from '../summary/summarySchema';
import type { JourneyAction, StepTracking } from '../useStepTracking';

export interface ChoiceStepProps {
  aggregate: FormAggregate;
  /** The kind's prefix of the step forms' ids (../stepFormIds). */
  formIdPrefix: string;
  cart: Cart | null;
  /** What a restart kept of a dropped cart (its items). */
  memory: RestartMemory;
  action: JourneyAction;
  pageTitle: string;
  tracking: StepTracking;
}

export interface SummaryParts {
  options: SummaryStepOptions;
  lines: PriceSummaryLine[];
  /** Owed before the tip: per payment for a monthly gift, else the whole order. */
  amountCents: number;
  discountCents?: number;
  /** The VAT the order includes, under its total (a shop). */
  vat?: { label: string; amountCents: number };
  coupon?: { code: string | null };
  defaultValue: { paymentDay?: string; instalments?: string };
}
