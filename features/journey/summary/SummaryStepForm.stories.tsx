import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { SummaryStepForm, type SummaryStepFormProps } from './SummaryStepForm';
import type { JourneyAction } from '../useStepTracking';

const action: JourneyAction = async () => ({});

function Example(props: Partial<SummaryStepFormProps>) {
  const t = useTranslations('Journey');
  const tDonation = useTranslations('Summary');
  return (
    <SummaryStepForm
      action={action}
      options={{ monthly: false, maxPaymentDay: 28, requiresCgv: false }}
      formType="Donation"
      lines={[
        {
          id: 'donation',
          label: tDonation(props.options?.monthly ? 'donationLineMonthly' : 'donationLine', {
            organization: 'Les Amis du Quartier',
          }),
          amountCents: props.amountCents ?? 5000,
        },
      ]}
      amountCents={5000}
      tipSuggestionCents={600}
      brandName="Entraide"
      defaultValue={{ tip: '6,00' }}
      cartId={null}
      termsHref="#cgu"
      privacyHref="#donnees"
      backHref="#coordonnees"
      pageTitle={t('pageTitle', {
        step: 3,
        total: 4,
        stepTitle: t('steps.summary'),
        formTitle: 'Soutenir nos actions',
      })}
      today={{ year: 2026, month: 11, day: 21 }}
      {...props}
    />
  );
}

const meta: Meta<typeof SummaryStepForm> = {
  title: 'Features/Journey/Donation step 3 – summary',
  component: SummaryStepForm,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof SummaryStepForm>;

/** The suggested tip is shown on its own line and must be confirmed: never added unseen. */
export const Default: Story = {};

export const NoTip: Story = { render: () => <Example defaultValue={{ tip: '0' }} /> };

export const Monthly: Story = {
  render: () => (
    <Example
      options={{ monthly: true, maxPaymentDay: 28, requiresCgv: false }}
      amountCents={1500}
      tipSuggestionCents={350}
      defaultValue={{ tip: '3,50', paymentDay: '5' }}
    />
  ),
};

/** A tip far above the suggestion (swapped fields?): a warning asks to check it. */
export const HighTip: Story = { render: () => <Example defaultValue={{ tip: '50' }} /> };

export const Errors: Story = {
  render: () => (
    <Example
      initialState={{
        result: {
          status: 'error',
          initialValue: { tip: '6,00' },
          error: {
            tipConsent: ['Validation.consent.tip'],
            termsConsent: ['Validation.consent.terms'],
            dataConsent: ['Summary.validation.dataConsent'],
          },
        },
      }}
    />
  ),
};

/** The payment could not start (collection blocked): the store records it, the message says why. */
export const PaymentRefusedToStart: Story = {
  render: () => (
    <Example
      initialState={{
        result: {
          status: 'error',
          initialValue: { tip: '6,00' },
          error: { '': ['Errors.payment.ORGANIZATION_WALLET_ERROR.message'] },
        },
        paymentErrorCode: 'ORGANIZATION_WALLET_ERROR',
      }}
    />
  ),
};
