/**
 * The step parts of a kind whose step 1 is an amount (a gift, once or monthly): the amount
 * picker of step 1 and the gift line of the summary. Everything else of its journey is the
 * engine's (../../JourneyPage), which reaches these through ../choiceStep.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import type { Cart } from '@/lib/api/contracts/carts';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import type { RestartMemory } from '@/lib/rememberedCart';
import { calendarDateInParis } from '@/lib/rules/dates';
import { amountInputText } from '@/lib/rules/amounts';
import type { RulesLocale } from '@/lib/rules/money';
import {
  cartDonation,
  defaultFrequency,
  defaultPaymentDay,
  donationOffer,
  minCentsFor,
  rememberedDonation,
  type DonationOffer,
} from './amountOffer';
import { OTHER_AMOUNT } from '@/design-system/patterns/AmountPicker/otherAmount';
import { AmountStepForm } from '../../lazyStepForms';
import type { ChoiceStepProps, SummaryParts } from '../choiceStepTypes';
import { stepFormId } from '../../stepFormIds';

function amountDefaults(offer: DonationOffer, cart: Cart | null, memory: RestartMemory, locale: RulesLocale) {
  const held = cartDonation(cart, offer) ?? rememberedDonation(memory.items, offer);
  const frequency = held?.frequency ?? defaultFrequency(offer);
  const cents = held?.amountCents;
  if (cents === null || cents === undefined) return { frequency };
  return offer.presets.includes(cents) ?
      { frequency, amount: String(cents) }
    : { frequency, amount: OTHER_AMOUNT, amountOther: amountInputText(cents, locale) };
}

/** Step 1 of a gift: once or monthly, a preset or a free amount. */
export async function AmountChoice({
  aggregate,
  formIdPrefix,
  cart,
  memory,
  action,
  pageTitle,
  tracking,
}: ChoiceStepProps) {
  const [t, locale] = await Promise.all([getTranslations('Journey'), getLocale()]);
  const { form } = aggregate;
  const offer = donationOffer(form);
  return (
    <AmountStepForm
      action={action}
      formId={stepFormId({ formIdPrefix }, 'montant')}
      options={{
        offersChoice: offer.offersChoice,
        defaultFrequency: defaultFrequency(offer),
        minCents: { once: minCentsFor(form, offer.onceTier), monthly: minCentsFor(form, offer.monthlyTier) },
        maxCents: offer.maxCents,
      }}
      presets={offer.presets}
      hasFiscalReduction={offer.hasFiscalReduction}
      aidToPeopleInDifficulty={offer.aidToPeopleInDifficulty}
      defaultValue={amountDefaults(offer, cart, memory, locale as RulesLocale)}
      pageTitle={pageTitle}
      submitLabel={t('next')}
      tracking={tracking}
    />
  );
}

/** The summary of a gift: one line, per payment when monthly, and the monthly payment day. */
export async function amountSummary({ form, organization }: FormAggregate, cart: Cart | null): Promise<SummaryParts> {
  const offer = donationOffer(form);
  const held = cartDonation(cart, offer);
  const monthly = cart?.installments.frequency === 'Monthly';
  const donationCents = cart?.paymentTerms[0].realAmount ?? held?.amountCents ?? 0;
  const perPayment = monthly ? (held?.amountCents ?? donationCents) : donationCents;
  const t = await getTranslations('Summary');
  return {
    options: { monthly, maxPaymentDay: offer.maxPaymentDay, requiresCgv: form.requiresCgv },
    lines: [
      {
        id: 'donation',
        label: t(monthly ? 'donationLineMonthly' : 'donationLine', { organization: organization.name }),
        amountCents: perPayment,
      },
    ],
    amountCents: perPayment,
    defaultValue: {
      paymentDay:
        cart?.installments.frequency === 'Monthly' ? String(cart.installments.paymentDay)
        : monthly ? String(defaultPaymentDay(calendarDateInParis(new Date()).day, offer.maxPaymentDay))
        : undefined,
    },
  };
}
