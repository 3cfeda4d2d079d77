import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ToastProvider } from '@/design-system/components/Toast/Toast';
import { ProspectForm } from './ProspectForm';
import type { JourneyAction } from '../useStepTracking';
import { FORM_KINDS } from '@/lib/kinds/formKinds';
import { stepFormId } from '../stepFormIds';

const formId = stepFormId(FORM_KINDS.Donation, 'prospect');

const action: JourneyAction = async () => ({ saved: true });

const meta: Meta<typeof ProspectForm> = {
  title: 'Features/Journey/Payment suspended – email capture',
  tags: ['screenshot-widths:375,600,1200'],
  component: ProspectForm,
  // The app mounts the toaster once (features/shell/AppProviders).
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  render: () => <ProspectForm action={action} formId={formId} pageTitle="Soutien au club" />,
};

export default meta;
type Story = StoryObj<typeof ProspectForm>;

export const Default: Story = {};

export const InvalidEmail: Story = {
  render: () => (
    <ProspectForm
      action={action}
      formId={formId}
      pageTitle="Soutien au club"
      initialState={{
        result: { status: 'error', initialValue: { email: 'voisine@' }, error: { email: ['Validation.email'] } },
      }}
    />
  ),
};
