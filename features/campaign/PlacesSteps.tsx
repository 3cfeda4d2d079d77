/**
 * The step parts of a form sold by places (events; memberships and shops next): the
 * tiers of step 1 with the sale timing (SPEC §4), and the summary's lines per place and
 * option, coupon and instalments. Everything else is the engine's (./JourneyPage).
 */
import { getFormatter, getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import type { Cart } from '@/lib/api/contracts/carts';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { MONTHLY_PAYMENT_DAY_MAX } from '@/lib/rules/constants';
import { saleTiming, tierOffer, tierStepDefaults } from './event';
import type { ChoiceStepProps, SummaryParts } from './stepParts';
import { TierStepForm } from './stepForms';

export type { SummaryParts } from './stepParts';

/** Step 1: the tiers, or why they cannot be chosen now (not open yet, ended, sold out). */
export async function PlacesChoice({ aggregate, cart, memory, action, pageTitle, tracking }: ChoiceStepProps) {
  const [t, format] = await Promise.all([getTranslations('Campaign'), getFormatter()]);
  const { form } = aggregate;
  const offer = tierOffer(form, cart);
  const timing = saleTiming(form, offer, new Date());
  if (timing.state !== 'open') {
    return (
      <Banner tone="info" title={t(`sale.${timing.state}.title`)} headingLevel={2}>
        {t(`sale.${timing.state}.message`, {
          date:
            timing.state === 'notStarted' ?
              format.dateTime(new Date(timing.opensAt), {
                dateStyle: 'full',
                timeStyle: 'short',
                timeZone: 'Europe/Paris',
              })
            : '',
        })}
      </Banner>
    );
  }
  return (
    <TierStepForm
      action={action}
      offer={offer}
      defaultValue={tierStepDefaults(offer, cart, memory.items)}
      pageTitle={pageTitle}
      submitLabel={t('next')}
      tracking={tracking}
    />
  );
}

/** The summary of an order: a line per place and per option, the coupon, the instalments. */
export async function placesSummary({ form }: FormAggregate, cart: Cart | null): Promise<SummaryParts> {
  const t = await getTranslations('Event.summary');
  const lines = (cart?.items ?? []).flatMap((item, index) => [
    {
      id: `place-${index}`,
      label:
        item.participant ?
          t('placeLineNamed', {
            number: index + 1,
            tier: item.label,
            name: `${item.participant.firstName} ${item.participant.lastName}`,
          })
        : t('placeLine', { number: index + 1, tier: item.label }),
      amountCents: item.customAmount ?? item.amount,
    },
    ...item.extraOptions.map((option) => ({
      id: `place-${index}-option-${option.id}`,
      label: t('optionLine', { number: index + 1, option: option.label }),
      amountCents: option.price,
    })),
  ]);
  const first = cart?.paymentTerms[0];
  const chosenCount = cart?.installments.frequency === 'Installment' ? cart.installments.count : 1;
  return {
    options: {
      monthly: false,
      maxPaymentDay: MONTHLY_PAYMENT_DAY_MAX,
      requiresCgv: form.requiresCgv,
      instalmentCounts: form.instalmentOptions.counts,
    },
    lines,
    amountCents: first?.realAmount ?? 0,
    discountCents: first?.discount ?? 0,
    ...(form.allowCoupons ? { coupon: { code: cart?.coupons[0]?.code ?? null } } : {}),
    defaultValue: { instalments: String(chosenCount) },
  };
}
