import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { PayerStepForm, type PayerStepFormProps } from './PayerStepForm';
import type { JourneyAction } from '../useStepTracking';
import { FORM_KINDS } from '@/lib/kinds/formKinds';
import { stepFormId } from '../stepFormIds';

const action: JourneyAction = async () => ({});
const requirements = {
  emailConfirmation: 'required',
  address: 'required',
  city: 'required',
  zipCode: 'required',
  country: 'required',
} as const;

const payer = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.fr',
  emailConfirmation: 'lea.martin@example.fr',
  address: '12 rue des Lilas',
  zipCode: '69003',
  city: 'Lyon',
};

function Example(props: Partial<PayerStepFormProps>) {
  const t = useTranslations('Journey');
  return (
    <PayerStepForm
      action={action}
      formId={stepFormId(FORM_KINDS.Donation, 'coordonnees')}
      requirements={requirements}
      defaultValue={{}}
      cartId={null}
      backHref="#montant"
      pageTitle={t('pageTitle', { step: 2, total: 4, stepTitle: t('steps.payer'), formTitle: 'Soutenir nos actions' })}
      submitLabel={t('next')}
      {...props}
    />
  );
}

const meta: Meta<typeof PayerStepForm> = {
  title: 'Features/Journey/Donation step 2 – payer',
  component: PayerStepForm,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof PayerStepForm>;

export const Empty: Story = {};

export const Filled: Story = { render: () => <Example defaultValue={payer} /> };

/** A likely typo in the email: a warning, not an error. */
export const EmailWarning: Story = {
  render: () => <Example defaultValue={{ ...payer, email: 'lea@gmial.com', emailConfirmation: 'lea@gmial.com' }} />,
};

export const Company: Story = {
  render: () => (
    <Example
      defaultValue={{
        ...payer,
        isCompany: 'on',
        companyName: 'Boulangerie Martin',
        companySiren: '123456789',
        companyLegalStatusId: '4',
      }}
    />
  ),
};

/** Every problem at once after a refused submit. */
export const Errors: Story = {
  render: () => (
    <Example
      initialState={{
        result: {
          status: 'error',
          initialValue: {
            firstName: 'Test',
            lastName: '',
            email: 'lea@example.fr',
            emailConfirmation: 'lea@exemple.fr',
            zipCode: '1',
          },
          error: {
            firstName: ['Validation.name.isForbidden'],
            lastName: ['Validation.required'],
            emailConfirmation: ['Validation.emailMatch'],
            address: ['Validation.required'],
            zipCode: ['Validation.zipCode'],
            city: ['Validation.required'],
          },
        },
      }}
    />
  ),
};
