import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';
import { inDisplayModes } from '../../testing/storyModes';

type Example = Omit<ProgressBarProps, 'label' | 'description'> & {
  labelKey?: 'progressFunding' | 'progressFundingLong' | 'progressUpload';
  descriptionKey?: 'progressFundingDescription' | 'progressFundingOver';
};

function Example({ labelKey = 'progressFunding', descriptionKey, ...props }: Example) {
  const t = useTranslations('StorybookFeedback');
  return <ProgressBar label={t(labelKey)} description={descriptionKey ? t(descriptionKey) : undefined} {...props} />;
}

function Several() {
  return (
    <Stack gap="large">
      <Example value={0} />
      <Example value={62.5} descriptionKey="progressFundingDescription" />
      <Example value={135} descriptionKey="progressFundingOver" />
    </Stack>
  );
}

const meta: Meta<typeof ProgressBar> = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 62.5 },
  render: (args) => <Example descriptionKey="progressFundingDescription" {...args} />,
};

export default meta;
type Story = StoryObj<typeof ProgressBar>;

/** Crowdfunding progress: a meter with the collected amount as its description. */
export const Funding: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^63\s?%$/));
  },
};

export const Empty: Story = { args: { value: 0 }, render: (args) => <Example {...args} /> };

/** 135 %: the bar is full (success colour), the text gives the real percentage. */
export const GoalExceeded: Story = {
  args: { value: 135 },
  render: (args) => <Example descriptionKey="progressFundingOver" {...args} />,
};

/** `kind="progress"` for a task that ends, such as an upload. */
export const TaskProgress: Story = {
  args: { value: 30, kind: 'progress' },
  render: (args) => <Example labelKey="progressUpload" {...args} />,
};

export const LongLabel: Story = {
  render: (args) => <Example labelKey="progressFundingLong" descriptionKey="progressFundingDescription" {...args} />,
};

export const SeveralBars: Story = {
  render: () => <Several />,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast'),
};
export const Default: Story = { parameters: inDisplayModes('LargeText', 'TextSpacing', 'Hyperlegible') };
