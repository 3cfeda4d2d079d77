/**
 * What a widget says about a form, whatever its kind (pure): whether it can be paid now
 * (SPEC §4 sale timing: not open yet, ended, sold out; and payments suspended) and what
 * its counter counts. Read from the form aggregate alone: a widget has no cart, so no
 * place is given back as the journey's step 1 does.
 */
import type { Form } from '@/lib/api/contracts/forms';
import { tierState } from '@/lib/rules/cart';
import { formKindOf } from '@/lib/kinds/formKinds';

export type WidgetState =
  | { state: 'open' }
  | { state: 'notStarted'; opensAt: string }
  | { state: 'ended' }
  | { state: 'soldOut' }
  | { state: 'suspended' };

export type WidgetForm = Pick<
  Form,
  | 'formType'
  | 'saleStartDate'
  | 'saleEndDate'
  | 'remainingNumber'
  | 'tiers'
  | 'paymentSuspended'
  | 'goal'
  | 'amountCollected'
  | 'fundingPercentage'
  | 'contributorsCount'
>;

export function widgetState(form: WidgetForm, now: Date): WidgetState {
  if (form.saleStartDate && new Date(form.saleStartDate).getTime() > now.getTime()) {
    return { state: 'notStarted', opensAt: form.saleStartDate };
  }
  if (form.saleEndDate && new Date(form.saleEndDate).getTime() <= now.getTime()) return { state: 'ended' };
  const everyTierGone =
    form.tiers.length > 0 && form.tiers.every((tier) => tierState(tier.remainingNumber) === 'soldOut');
  if (form.remainingNumber === 0 || everyTierGone) return { state: 'soldOut' };
  if (form.paymentSuspended) return { state: 'suspended' };
  return { state: 'open' };
}

export type CounterFigures =
  | {
      measure: 'amount';
      collectedCents: number;
      contributors: number;
      /** Goal and share reached, when the form has a goal. */
      goal: { cents: number; percentage: number } | null;
    }
  | { measure: 'participants'; participants: number };

/**
 * A donation or a crowdfunding counts money (and its goal, if any); a kind sold by places
 * counts the people who took part. A form of another kind with a goal counts money too:
 * the goal is what the association chose to show.
 */
export function counterFigures(form: WidgetForm): CounterFigures {
  // A kind that collects money towards a cause counts the amount collected.
  if (formKindOf(form.formType).funding || form.goal !== null) {
    return {
      measure: 'amount',
      collectedCents: form.amountCollected,
      contributors: form.contributorsCount,
      goal:
        form.goal !== null && form.goal > 0 ?
          {
            cents: form.goal,
            percentage: form.fundingPercentage ?? Math.floor((form.amountCollected * 100) / form.goal),
          }
        : null,
    };
  }
  return { measure: 'participants', participants: form.contributorsCount };
}
