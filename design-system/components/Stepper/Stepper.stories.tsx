import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, within } from 'storybook/test';
import { Stepper, type StepperProps } from './Stepper';
import { inDisplayModes } from '../../testing/storyModes';

type Example = Omit<StepperProps, 'steps'> & { links?: boolean; long?: boolean };

/** The 4-step order journey (SPEC §2). */
function Example({ links = true, long = false, ...props }: Example) {
  const t = useTranslations('StorybookFeedback');
  const titles = [t('stepAmount'), long ? t('stepLong') : t('stepDetails'), t('stepSummary'), t('stepPayment')];
  return (
    <Stepper
      steps={titles.map((title, index) => ({ title, href: links ? `#etape-${index + 1}` : undefined }))}
      {...props}
    />
  );
}

const meta: Meta<typeof Stepper> = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { currentStep: 2 },
  render: (args) => <Example {...args} />,
};

export default meta;
type Story = StoryObj<typeof Stepper>;

/** Step 2 of 4; step 1 is a link back. On phones: "Étape 2 sur 4 : Vos coordonnées". */
export const SecondStep: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem', { hidden: true });
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const FirstStep: Story = { args: { currentStep: 1 } };
export const LastStep: Story = { args: { currentStep: 4 } };

/** No completed step is a link: a group rather than a navigation. */
export const WithoutLinks: Story = { args: { currentStep: 3 }, render: (args) => <Example links={false} {...args} /> };

export const LongTitles: Story = {
  render: (args) => <Example long {...args} />,
  parameters: inDisplayModes('LargeText'),
};

export const FocusVisible: Story = {
  args: { currentStep: 3 },
  play: async () => {
    await userEvent.tab();
  },
};

export const Default: Story = { parameters: inDisplayModes('English', 'TextSpacing', 'Hyperlegible') };
export const ThirdStep: Story = { args: { currentStep: 3 }, parameters: inDisplayModes('Dark', 'HighContrast') };
