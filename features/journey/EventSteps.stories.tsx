import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import type { CustomField, Form, Tier } from '@/lib/api/contracts/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import { messageRef } from '@/lib/rules/messageRef';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import { optionField, priceField, quantityField, placesOffer } from './choice/places/placesOffer';
import { storyTier } from './storyFixtures';
import { buyerRequirements } from './payer/payerRequirements';
import { PAYER_IS_FIRST_FIELD, participantBlocks } from './participants/participants';
import { PayerStepForm } from './payer/PayerStepForm';
import { SummaryStepForm } from './summary/SummaryStepForm';
import { PlacesStepForm } from './choice/places/PlacesStepForm';
import type { JourneyAction } from './useStepTracking';
import { FORM_KINDS } from '@/lib/kinds/formKinds';
import { stepFormId } from './stepFormIds';

/** The event form's own steps (the demo "Fête de quartier"), as the journey engine shows them. */

const action: JourneyAction = async () => ({});

const field = (id: number, label: string, type: CustomField['type'], isRequired = false, values: string[] = []) => ({
  id,
  label,
  type,
  isRequired,
  values,
});

const tier = (overrides: Partial<Tier>): Tier =>
  storyTier({ id: 1021, label: 'Entrée adulte', price: 1200, ...overrides });

const form = {
  maxPerTier: 10,
  maxPerUser: null,
  maxPerCart: 12,
  remainingNumber: null,
  instalmentOptions: { counts: [1, 3], monthly: false, maxPaymentDay: null },
  tiers: [
    tier({
      description: 'Repas compris.',
      remainingNumber: 163,
      customFields: [
        field(7001, 'Date de naissance', 'Date', true),
        field(7002, 'Nom sur le badge', 'TextInput', true),
        field(7004, 'Taille de t-shirt', 'ChoiceList', true, ['XS', 'S', 'M', 'L', 'XL']),
        field(7005, 'Certificat médical', 'File'),
        field(7006, 'Droit à l’image', 'YesNo', true),
        field(7007, 'Téléphone', 'Phone', true),
      ],
      extraOptions: [
        {
          id: 5001,
          label: 'Assurance annulation',
          description: null,
          price: 200,
          vatRate: 0,
          isRequired: true,
          remainingNumber: null,
          customFields: [],
        },
        {
          id: 5003,
          label: 'Tombola (3 tickets)',
          description: null,
          price: 500,
          vatRate: 0,
          isRequired: false,
          remainingNumber: 0,
          customFields: [],
        },
      ],
    }),
    tier({ id: 1022, label: 'Entrée enfant (moins de 12 ans)', priceCategory: 'Free', price: 0, remainingNumber: 38 }),
    tier({ id: 1023, label: 'Entrée de soutien', priceCategory: 'Pwyw', price: 2000, minAmount: 500 }),
    tier({ id: 1025, label: 'Table des bénévoles', price: 800, remainingNumber: 1 }),
    tier({ id: 1026, label: 'Dîner des organisateurs', price: 3000, remainingNumber: 0 }),
  ],
} as unknown as Form;

const offer = placesOffer(form, null);

function Places(props: { defaultValue?: Record<string, string>; refused?: boolean }) {
  const t = useTranslations('Journey');
  return (
    <PlacesStepForm
      action={action}
      formId={stepFormId(FORM_KINDS.Event, 'places')}
      offer={offer}
      defaultValue={props.defaultValue ?? {}}
      initialState={
        props.refused ?
          {
            result: {
              status: 'error',
              initialValue: { [quantityField(1021)]: '2', [quantityField(1023)]: '1', [priceField(1023)]: '2' },
              error: {
                [optionField(1021, 5001)]: ['Validation.isTrue'],
                [priceField(1023)]: [messageRef(VALIDATION_MESSAGES.minAmount, { min: 5 })],
              },
            },
          }
        : undefined
      }
      pageTitle={t('pageTitle', { step: 1, total: 4, stepTitle: t('steps.places'), formTitle: 'Fête de quartier' })}
      submitLabel={t('next')}
    />
  );
}

const meta: Meta = {
  title: 'Features/Journey/Event steps',
  render: () => <Places />,
};
export default meta;
type Story = StoryObj;

/** Every tier state: limited, free, free price with a minimum, last place, sold out; the options. */
export const PlacesEmpty: Story = {};

export const PlacesChosen: Story = {
  render: () => (
    <Places
      defaultValue={{
        [quantityField(1021)]: '2',
        [optionField(1021, 5001)]: 'on',
        [quantityField(1022)]: '1',
      }}
    />
  ),
};

/** A refused post: the mandatory option (IS_TRUE) and a free price under its minimum. */
export const PlacesErrors: Story = { render: () => <Places refused /> };

const cart = {
  id: 'crt_story',
  items: [
    {
      tierId: 1021,
      label: 'Entrée adulte',
      customAmount: null,
      amount: 1200,
      customFields: [],
      extraOptions: [{ id: 5001, label: 'Assurance annulation', price: 200, customFields: [] }],
    },
    { tierId: 1022, label: 'Entrée enfant', customAmount: null, amount: 0, customFields: [], extraOptions: [] },
  ],
} as unknown as Cart;

/** Two adults: the second place may take the first one's answers. */
const twoAdults = { ...cart, items: [cart.items[0], cart.items[0], cart.items[1]] } as unknown as Cart;

function Participants({ places = cart, defaultValue = {} }: { places?: Cart; defaultValue?: Record<string, string> }) {
  const t = useTranslations('Journey');
  return (
    <PayerStepForm
      action={action}
      requirements={buyerRequirements()}
      participants={participantBlocks(form, places)}
      formId={stepFormId(FORM_KINDS.Event, 'coordonnees')}
      kindCopy="Payer.order"
      defaultValue={defaultValue}
      cartId={null}
      backHref="#places"
      pageTitle={t('pageTitle', {
        step: 2,
        total: 4,
        stepTitle: t('steps.participants'),
        formTitle: 'Fête de quartier',
      })}
      submitLabel={t('next')}
    />
  );
}

/** One block per place: its participant's names, its custom fields by type; then the payer. */
export const ParticipantsAndPayer: Story = { render: () => <Participants /> };

/** The payer takes place 1 ("Je suis le participant de la place 1"): the payer's names are not asked again. */
export const ParticipantsPayerIsFirst: Story = {
  render: () => (
    <Participants defaultValue={{ 'p0-prenom': 'Léa', 'p0-nom': 'Martin', [PAYER_IS_FIRST_FIELD]: 'on' }} />
  ),
};

/** A later place of the same tier: "Mêmes réponses aux questions que pour la place 1". */
export const ParticipantsSameAnswers: Story = { render: () => <Participants places={twoAdults} /> };

function Summary({ free = false }: { free?: boolean }) {
  const t = useTranslations('Journey');
  return (
    <SummaryStepForm
      action={action}
      formType="Event"
      options={{ monthly: false, maxPaymentDay: 28, requiresCgv: true, instalmentCounts: [1, 3] }}
      lines={[
        { id: 'p0', label: 'Place 1 – Entrée adulte', amountCents: 1200 },
        { id: 'p0-o', label: 'Place 1 – option Assurance annulation', amountCents: 200 },
        { id: 'p1', label: 'Place 2 – Entrée adulte', amountCents: 1200 },
        { id: 'p1-o', label: 'Place 2 – option Assurance annulation', amountCents: 200 },
      ]}
      amountCents={free ? 0 : 2560}
      discountCents={free ? 2800 : 240}
      coupon={{ code: free ? 'GRATUIT' : 'BIENVENUE' }}
      tipSuggestionCents={free ? 0 : 300}
      brandName="Entraide"
      defaultValue={{ tip: '0', instalments: '3' }}
      cartId={null}
      termsHref="#cgv"
      privacyHref="#donnees"
      backHref="#participants"
      pageTitle={t('pageTitle', { step: 3, total: 4, stepTitle: t('steps.summary'), formTitle: 'Fête de quartier' })}
      today={{ year: 2026, month: 11, day: 24 }}
    />
  );
}

/** Lines per place and option, the coupon, 3 instalments with their schedule before paying. */
export const SummaryInstalments: Story = { render: () => <Summary /> };

/** A cart made free by a coupon: no tip, no card step — the booking is confirmed. */
export const SummaryFree: Story = { render: () => <Summary free /> };
