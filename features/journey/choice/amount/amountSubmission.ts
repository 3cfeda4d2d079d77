/** Step 1 of a gift, as its server action reads the post: the gift's tier and amount, and its plan. */
import { parseWithZod } from '@conform-to/zod/v4';
import type { Form } from '@/lib/api/contracts/forms';
import { calendarDateInParis } from '@/lib/rules/dates';
import type { ChoiceSubmission } from '../choiceSubmission';
import { amountStepSchema } from './amountSchema';
import { defaultFrequency, defaultPaymentDay, donationOffer, minCentsFor, tierFor } from './amountOffer';

export function amountSubmission(form: Form, formData: FormData): ChoiceSubmission {
  const offer = donationOffer(form);
  const schema = amountStepSchema({
    offersChoice: offer.offersChoice,
    defaultFrequency: defaultFrequency(offer),
    minCents: { once: minCentsFor(form, offer.onceTier), monthly: minCentsFor(form, offer.monthlyTier) },
    maxCents: offer.maxCents,
  });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return { refused: submission.reply() };
  const { frequency, amountCents } = submission.value;
  const tier = tierFor(offer, frequency);
  if (!tier) return { refused: submission.reply({ formErrors: ['Errors.cart.ticketsHasChanged.message'] }) };
  return {
    submission,
    items: [{ tierId: tier.id, customAmount: amountCents }],
    installments: (cart) =>
      frequency === 'monthly' ?
        {
          frequency: 'Monthly',
          paymentDay:
            cart.installments.frequency === 'Monthly' ?
              cart.installments.paymentDay
            : defaultPaymentDay(calendarDateInParis(new Date()).day, offer.maxPaymentDay),
        }
      : { frequency: 'Single' },
  };
}
