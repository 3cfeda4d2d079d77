import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useFormatter, useTranslations } from 'next-intl';
import type { Form, Tier } from '@/lib/api/contracts/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import { storyTier } from './storyFixtures';
import type { FormType } from '@/lib/kinds/formKinds';
import { parseMessageRef } from '@/lib/rules/messageRef';
import { useTranslate } from '@/forms/useFieldProps';
import { quantityField, priceField, placesOffer } from './choice/places/placesOffer';
import type { PlaceUnit } from '@/lib/kinds/formKinds';
import { journeyKindOf } from './journeyKinds';
import { buyerRequirements, memberRequirements } from './payer/payerRequirements';
import { summaryTaxReduction } from './summary/summaryTaxReduction';
import { participantBlocks } from './participants/participants';
import { PayerStepForm } from './payer/PayerStepForm';
import { SummaryStepForm } from './summary/SummaryStepForm';
import { PlacesStepForm } from './choice/places/PlacesStepForm';
import type { JourneyAction } from './useStepTracking';
import { stepFormId } from './stepFormIds';

/**
 * The kinds built on the journey engine after the event form — membership, shop,
 * payment form, crowdfunding — as their demo forms show them: the same step forms, their
 * own words (`unit`), the shop's VAT, the membership's instalments and birth date.
 */

const action: JourneyAction = async () => ({});

const tier = (overrides: Partial<Tier>): Tier => storyTier({ tierType: 'Product', ...overrides });

const formOf = (tiers: Tier[], overrides: Partial<Form> = {}) =>
  ({
    maxPerTier: null,
    maxPerUser: null,
    maxPerCart: 10,
    remainingNumber: null,
    hasFiscalReduction: false,
    refusesMinors: false,
    instalmentOptions: { counts: [1], monthly: false, maxPaymentDay: null },
    tiers,
    ...overrides,
  }) as unknown as Form;

const shop = formOf([
  tier({
    id: 1041,
    label: 'T-shirt « J’aime mon quartier »',
    price: 1800,
    vatRate: 0.2,
    remainingNumber: 29,
    customFields: [{ id: 7013, label: 'Taille', type: 'ChoiceList', isRequired: true, values: ['S', 'M', 'L', 'XL'] }],
    extraOptions: [
      {
        id: 5011,
        label: 'Emballage cadeau',
        description: null,
        price: 300,
        vatRate: 0.2,
        isRequired: false,
        remainingNumber: null,
        customFields: [],
      },
    ],
  }),
  tier({ id: 1042, label: 'Tasse', price: 900, vatRate: 0.2 }),
  tier({ id: 1043, label: 'Affiche dédicacée', price: 2500, vatRate: 0.2, remainingNumber: 0 }),
]);

const membership = formOf(
  [
    tier({
      id: 1031,
      label: 'Adhésion individuelle',
      tierType: 'Membership',
      price: 3000,
      customFields: [
        { id: 7011, label: 'Téléphone', type: 'Phone', isRequired: true, values: [] },
        { id: 7012, label: 'Code postal', type: 'Zipcode', isRequired: true, values: [] },
      ],
    }),
    tier({ id: 1032, label: 'Adhésion famille', tierType: 'Membership', price: 6000 }),
    tier({
      id: 1033,
      label: 'Adhésion solidaire',
      description: 'Prix libre, à partir de 10 €.',
      tierType: 'Membership',
      priceCategory: 'Pwyw',
      price: 1500,
      minAmount: 1000,
    }),
  ],
  {
    maxPerUser: 2,
    refusesMinors: true,
    instalmentOptions: { counts: [1, 3, 6, 10, 12], monthly: false, maxPaymentDay: null },
  },
);

const crowdfunding = formOf(
  [
    tier({
      id: 1051,
      label: 'Contribution libre',
      tierType: 'Donation',
      priceCategory: 'Pwyw',
      price: 2000,
      minAmount: 500,
      isEligibleTaxReceipt: true,
    }),
    tier({ id: 1052, label: 'Contrepartie : carte postale', tierType: 'Donation', price: 2000, remainingNumber: 77 }),
    tier({
      id: 1053,
      label: 'Contrepartie : tuile gravée à votre nom',
      tierType: 'Donation',
      price: 15000,
      remainingNumber: 1,
    }),
  ],
  { hasFiscalReduction: true },
);

const paymentForm = formOf([
  tier({ id: 1061, label: 'Participation', tierType: 'Payment', price: 3500, remainingNumber: 22 }),
]);

/** Step 1 as the kind's journey shows it: its facts from the journey registry. */
function Choice({
  form,
  kind,
  defaultValue = {},
}: {
  form: Form;
  kind: Exclude<FormType, 'Donation'>;
  defaultValue?: Record<string, string>;
}) {
  const t = useTranslations('Journey');
  const facts = journeyKindOf(kind);
  if (!facts) throw new Error(`No journey for ${kind}`);
  return (
    <PlacesStepForm
      action={action}
      formId={stepFormId(facts, 'places')}
      offer={placesOffer(form, null, facts)}
      defaultValue={defaultValue}
      pageTitle={t('pageTitle', { step: 1, total: 4, stepTitle: t('steps.places'), formTitle: 'Démo' })}
      submitLabel={t('next')}
    />
  );
}

const meta: Meta = {
  title: 'Features/Journey/Kind steps',
  render: () => <Choice form={shop} kind="Shop" />,
};
export default meta;
type Story = StoryObj;

/** Shop: products with a quantity, a sold-out poster, the gift wrap option; "Quantité", "article". */
export const ShopItems: Story = {
  render: () => (
    <Choice form={shop} kind="Shop" defaultValue={{ [quantityField(1041)]: '2', [quantityField(1042)]: '1' }} />
  ),
};

/**
 * Membership: its kinds of membership, two per order at most, so each asks "for how many
 * people"; a free price above a minimum, in French with a comma.
 */
export const MembershipChoice: Story = {
  render: () => <Choice form={membership} kind="Membership" defaultValue={{ [priceField(1033)]: '15,00' }} />,
};

/** Membership where an order holds one: each kind is a tick, no count. */
export const MembershipOnePerPerson: Story = {
  render: () => <Choice form={formOf(membership.tiers.slice(0, 2), { maxPerUser: 1 })} kind="Membership" />,
};

/** Payment form: one fixed price, places. */
export const PaymentFormPlaces: Story = { render: () => <Choice form={paymentForm} kind="PaymentForm" /> };

/**
 * Crowdfunding: the free contribution is an amount alone (50 €, and what it costs after
 * tax reduction, live), the rewards a quantity each with their stock.
 */
export const CrowdfundingContributions: Story = {
  render: () => <Choice form={crowdfunding} kind="CrowdFunding" defaultValue={{ [priceField(1051)]: '50,00' }} />,
};

const cartOf = (form: Form, tierIds: number[]) =>
  ({
    items: tierIds.map((tierId) => ({ tierId, customFields: [], extraOptions: [], participant: null })),
  }) as unknown as Cart;

function Payer({ form, unit, named, tierIds }: { form: Form; unit: PlaceUnit; named: boolean; tierIds: number[] }) {
  const t = useTranslations('Journey');
  return (
    <PayerStepForm
      action={action}
      requirements={unit === 'membership' ? memberRequirements(form) : buyerRequirements()}
      participants={participantBlocks(form, cartOf(form, tierIds), { named, unit })}
      formId="story-coordonnees"
      kindCopy="Payer.order"
      defaultValue={{}}
      cartId={null}
      backHref="#choix"
      pageTitle={t('pageTitle', { step: 2, total: 4, stepTitle: t('steps.payer'), formTitle: 'Démo' })}
      submitLabel={t('next')}
    />
  );
}

/** Membership step 2: each member named, the membership's fields, the payer's birth date (adults only). */
export const MembershipMembers: Story = {
  render: () => <Payer form={membership} unit="membership" named tierIds={[1031]} />,
};

/** Shop step 2: a size for each T-shirt, nobody named, nothing asked for the mug. */
export const ShopAnswers: Story = {
  render: () => <Payer form={shop} unit="item" named={false} tierIds={[1041, 1041, 1042]} />,
};

type SummaryKind = 'shop' | 'membership' | 'paymentForm' | 'crowdfunding';

const summaryOf: Record<
  Exclude<SummaryKind, 'shop'>,
  { formType: 'Membership' | 'PaymentForm' | 'CrowdFunding'; label: string; amountCents: number; counts: number[] }
> = {
  membership: {
    formType: 'Membership',
    label: 'Adhésion 1 – Adhésion individuelle – Léa Martin',
    amountCents: 3000,
    counts: [1, 3, 6, 10, 12],
  },
  paymentForm: {
    formType: 'PaymentForm',
    label: 'Place 1 – Participation – Hugo Martin',
    amountCents: 3500,
    counts: [1, 3],
  },
  crowdfunding: {
    formType: 'CrowdFunding',
    label: 'Contribution 1 – Contribution libre',
    amountCents: 5000,
    counts: [1],
  },
};

function Summary({ kind }: { kind: SummaryKind }) {
  const t = useTranslations('Journey');
  const tSummary = useTranslations('Places.summary');
  const format = useFormatter();
  const vatRate = tSummary('vatRate', { rate: format.number(0.2, { style: 'percent' }) });
  const shopLines = [
    {
      id: 't',
      label: 'T-shirt « J’aime mon quartier »',
      quantity: 2,
      amountCents: 3600,
      details: vatRate,
    },
    {
      id: 'o',
      label: 'Emballage cadeau (T-shirt « J’aime mon quartier »)',
      quantity: 2,
      amountCents: 600,
      details: vatRate,
    },
    { id: 'm', label: 'Tasse', quantity: 1, amountCents: 900, details: vatRate },
  ];
  const other = kind === 'shop' ? null : summaryOf[kind];
  const translate = useTranslate();
  // A crowdfunding contribution is a gift: the summary says what it costs after tax reduction.
  const taxRef =
    kind === 'crowdfunding' ?
      summaryTaxReduction({ hasFiscalReduction: true, organizationIsUnderColucheLaw: false }, undefined, 5000)
    : null;
  const taxReduction = taxRef ? translate(parseMessageRef(taxRef).key, parseMessageRef(taxRef).values) : undefined;
  return (
    <SummaryStepForm
      action={action}
      formType={other?.formType ?? 'Shop'}
      options={{ monthly: false, maxPaymentDay: 28, requiresCgv: true, instalmentCounts: other?.counts ?? [1] }}
      lines={other ? [{ id: 'a', label: other.label, amountCents: other.amountCents }] : shopLines}
      amountCents={other?.amountCents ?? 4650}
      discountCents={other ? 0 : 450}
      vat={other ? undefined : { label: tSummary('vatTotal'), amountCents: 775 }}
      coupon={other ? undefined : { code: 'BOUTIQUE10' }}
      taxReduction={taxReduction}
      tipSuggestionCents={300}
      brandName="Entraide"
      defaultValue={{
        tip: '0',
        instalments:
          kind === 'membership' ? '10'
          : kind === 'paymentForm' ? '3'
          : '1',
      }}
      cartId={null}
      termsHref="#cgv"
      privacyHref="#donnees"
      backHref="#coordonnees"
      pageTitle={t('pageTitle', { step: 3, total: 4, stepTitle: t('steps.summary'), formTitle: 'Démo' })}
      today={{ year: 2026, month: 11, day: 24 }}
    />
  );
}

/** Shop summary: a line per product with its quantity and VAT rate, the coupon, the VAT under the total. */
export const ShopSummary: Story = { render: () => <Summary kind="shop" /> };

/** Membership summary: 10 instalments and their schedule before paying. */
export const MembershipSummary: Story = { render: () => <Summary kind="membership" /> };

/** Payment form summary: the named place, 3 instalments with their schedule. */
export const PaymentFormSummary: Story = { render: () => <Summary kind="paymentForm" /> };

/** Crowdfunding summary: the contribution, paid at once, and what it costs after tax reduction. */
export const CrowdfundingSummary: Story = { render: () => <Summary kind="crowdfunding" /> };
