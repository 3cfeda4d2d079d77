import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CardForm, type CardFormProps } from './CardForm';

/** Stories never reach the provider: the form posts nowhere and "continue" answers nothing. */
const base: CardFormProps = {
  providerUrl: '#fournisseur',
  returnUrl: 'http://localhost/forms/paiement/embarque/pr_demo',
  payLabel: 'Payer 56,00 €',
  onContinue: async () => ({ kind: 'card', errorCode: null, declineReason: null }),
  pageTitle: 'Paiement par carte bancaire',
};

const meta: Meta<typeof CardForm> = {
  title: 'Features/Payment/Card form',
  component: CardForm,
  // useRouter of next/navigation: Storybook's App Router mock.
  parameters: { nextjs: { appDirectory: true } },
  render: () => <CardForm {...base} />,
};

export default meta;
type Story = StoryObj<typeof CardForm>;

export const Default: Story = {};

/** The provider sent the form back (no JavaScript): the field it refused is marked. */
export const RefusedNumber: Story = { render: () => <CardForm {...base} initialProviderCode="NOT_A_TEST_CARD" /> };
