/**
 * The step parts of a form sold by places (events, memberships, shops, payment forms,
 * crowdfunding rewards): the
 * tiers of step 1 with the sale timing (SPEC §4), and the summary's lines per place and
 * option, coupon and instalments. Everything else is the engine's (../../JourneyPage).
 */
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import type { Cart, CartItem } from '@/lib/api/contracts/carts';
import type { PriceSummaryLine } from '@/design-system/patterns/PriceSummary/PriceSummary';
import type { Form, FormAggregate } from '@/lib/api/contracts/forms';
import { formatDayAtTime } from '@/lib/i18n/dayAtTime';
import { MONTHLY_PAYMENT_DAY_MAX } from '@/lib/rules/constants';
import type { RulesLocale } from '@/lib/rules/money';
import { saleTiming, placesOffer, placesStepDefaults, type PlacesKindFacts } from './placesOffer';
import type { PlaceUnit } from '@/lib/kinds/formKinds';
import type { ChoiceStepProps, SummaryParts } from '../choiceStepTypes';
import { stepFormId } from '../../stepFormIds';
import { PlacesStepForm } from '../../lazyStepForms';
// The tier list's style, imported by the server part too: a style module that only the
// dynamically loaded form imports would reach the page as a <link> of its own instead of
// among the page's inlined styles (tests/e2e/document-weight.spec.ts).
import '../../layout.css';

export type { SummaryParts } from '../choiceStepTypes';

/** Step 1: the tiers, or why they cannot be chosen now (not open yet, ended, sold out). */
export async function PlacesChoice({
  aggregate,
  formIdPrefix,
  cart,
  memory,
  action,
  pageTitle,
  tracking,
  facts,
}: ChoiceStepProps & { facts: PlacesKindFacts }) {
  const [t, locale] = await Promise.all([getTranslations('Journey'), getLocale()]);
  const { form } = aggregate;
  const offer = placesOffer(form, cart, facts);
  const { unit } = facts;
  const timing = saleTiming(form, offer, new Date());
  if (timing.state !== 'open') {
    return (
      <Banner tone="info" title={t(`sale.${timing.state}.title`, { unit })} headingLevel={2}>
        {t(`sale.${timing.state}.message`, {
          unit,
          date: timing.state === 'notStarted' ? await formatDayAtTime(new Date(timing.opensAt), 'full') : '',
        })}
      </Banner>
    );
  }
  return (
    <PlacesStepForm
      action={action}
      formId={stepFormId({ formIdPrefix }, 'places')}
      offer={offer}
      defaultValue={placesStepDefaults(offer, cart, memory.items, locale as RulesLocale)}
      pageTitle={pageTitle}
      submitLabel={t('next')}
      tracking={tracking}
    />
  );
}

/** Under the form's title: when and where it takes place (an event's date and place), if it says. */
export async function PlacesHeaderFacts({ form }: { form: Form }) {
  const t = await getTranslations('Journey.header');
  const place = [form.place?.name, form.place?.city].filter(Boolean).join(', ');
  return (
    <>
      {form.startDate ?
        <p>{t('date', { date: await formatDayAtTime(new Date(form.startDate), 'full') })}</p>
      : null}
      {place ?
        <p>{t('place', { place })}</p>
      : null}
    </>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Places.summary'>>>;
type Percent = (rate: number) => string;

/** "Prix TTC, TVA 20 % incluse" under a line sold with VAT (French receipts show each rate). */
const vatDetails = (t: Translate, percent: Percent, rate: number) =>
  rate > 0 ? t('vatRate', { rate: percent(rate) }) : undefined;

/** Events, memberships, payment forms: a line per place (its holder named) and per option. */
function linesPerPlace(
  items: readonly CartItem[],
  unit: PlaceUnit,
  t: Translate,
  percent: Percent,
): PriceSummaryLine[] {
  return items.flatMap((item, index) => [
    {
      id: `place-${index}`,
      label:
        item.participant ?
          t('placeLineNamed', {
            unit,
            number: index + 1,
            tier: item.label,
            name: `${item.participant.firstName} ${item.participant.lastName}`,
          })
        : t('placeLine', { unit, number: index + 1, tier: item.label }),
      amountCents: item.customAmount ?? item.amount,
      details: vatDetails(t, percent, item.vatRate),
    },
    ...item.extraOptions.map((option) => ({
      id: `place-${index}-option-${option.id}`,
      label: t('optionLine', { unit, number: index + 1, option: option.label }),
      amountCents: option.price,
      details: vatDetails(t, percent, option.vatRate),
    })),
  ]);
}

/** A shop, as a receipt reads: a line per product and price with its quantity, then its options. */
function linesPerProduct(items: readonly CartItem[], t: Translate, percent: Percent): PriceSummaryLine[] {
  const lines = new Map<string, PriceSummaryLine>();
  const add = (id: string, label: string, amountCents: number, rate: number) => {
    const line = lines.get(id);
    lines.set(
      id,
      line ?
        { ...line, quantity: (line.quantity ?? 0) + 1, amountCents: line.amountCents + amountCents }
      : { id, label, quantity: 1, amountCents, details: vatDetails(t, percent, rate) },
    );
  };
  for (const item of items) {
    const price = item.customAmount ?? item.amount;
    add(`product-${item.tierId}-${price}`, item.label, price, item.vatRate);
    for (const option of item.extraOptions) {
      add(
        `product-${item.tierId}-option-${option.id}`,
        t('itemOption', { option: option.label, tier: item.label }),
        option.price,
        option.vatRate,
      );
    }
  }
  return [...lines.values()];
}

/** The summary of an order: its lines, the VAT it includes, the coupon, the instalments. */
export async function placesSummary(
  { form }: FormAggregate,
  cart: Cart | null,
  unit: PlaceUnit,
): Promise<SummaryParts> {
  const [t, format] = await Promise.all([getTranslations('Places.summary'), getFormatter()]);
  const percent = (rate: number) => format.number(rate, { style: 'percent', maximumFractionDigits: 2 });
  const items = cart?.items ?? [];
  const lines = unit === 'item' ? linesPerProduct(items, t, percent) : linesPerPlace(items, unit, t, percent);
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
    ...(first && first.vat > 0 ? { vat: { label: t('vatTotal'), amountCents: first.vat } } : {}),
    ...(form.allowCoupons ? { coupon: { code: cart?.coupons[0]?.code ?? null } } : {}),
    defaultValue: { instalments: String(chosenCount) },
  };
}
