import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, within } from 'storybook/test';
import { AmountStepForm, type AmountStepFormProps } from './AmountStepForm';
import type { JourneyAction } from '../../useStepTracking';
import { FORM_KINDS } from '@/lib/kinds/formKinds';
import { stepFormId } from '../../stepFormIds';

/** Stories never reach a server: the action answers nothing. */
const action: JourneyAction = async () => ({});

function Example(props: Partial<AmountStepFormProps>) {
  const t = useTranslations('Journey');
  return (
    <AmountStepForm
      action={action}
      formId={stepFormId(FORM_KINDS.Donation, 'montant')}
      options={{
        offersChoice: true,
        defaultFrequency: 'once',
        minCents: { once: 100, monthly: 500 },
        maxCents: 1_000_000,
      }}
      presets={[1500, 3000, 5000]}
      hasFiscalReduction
      defaultValue={{ frequency: 'once' }}
      pageTitle={t('pageTitle', { step: 1, total: 4, stepTitle: t('steps.amount'), formTitle: 'Soutenir nos actions' })}
      submitLabel={t('next')}
      {...props}
    />
  );
}

const meta: Meta<typeof AmountStepForm> = {
  title: 'Features/Journey/Donation step 1 – amount',
  component: AmountStepForm,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof AmountStepForm>;

export const Default: Story = {};

/** A preset chosen: the cost after the tax reduction is read politely. */
export const Chosen: Story = { render: () => <Example defaultValue={{ frequency: 'once', amount: '5000' }} /> };

export const OtherAmount: Story = {
  render: () => <Example defaultValue={{ frequency: 'once', amount: 'other', amountOther: '42' }} />,
};

export const Monthly: Story = { render: () => <Example defaultValue={{ frequency: 'monthly', amount: '3000' }} /> };

/** A form without monthly gifts nor tax reduction. */
export const OnceWithoutTaxReduction: Story = {
  render: () => (
    <Example
      options={{
        offersChoice: false,
        defaultFrequency: 'once',
        minCents: { once: 100, monthly: null },
        maxCents: null,
      }}
      presets={[]}
      hasFiscalReduction={false}
    />
  ),
};

/** A refused submit: the error summary, the message on the field, the page title prefixed. */
export const Errors: Story = {
  render: () => (
    <Example
      initialState={{
        result: {
          status: 'error',
          initialValue: { frequency: 'once', amount: 'other', amountOther: '0,2' },
          error: { amountOther: ['Validation.minAmount?min=1'] },
        },
      }}
      defaultValue={{ frequency: 'once', amount: 'other', amountOther: '0,2' }}
    />
  ),
};

/** Arrow keys choose an amount; the tax reduction follows. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Montant de votre don' });
    await userEvent.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The tax sentence's live region (the submit button has its own, for "pending").
    const taxStatus = canvas
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('ne vous coûtera que'));
    await expect(taxStatus).toHaveTextContent(/ne vous coûtera que 17,00/);
  },
};
