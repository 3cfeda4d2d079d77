import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Inline } from '../../layout/Inline/Inline';
import { Text } from '../Text/Text';
import { ProgressCircle, type ProgressCircleProps } from './ProgressCircle';
import { inDisplayModes } from '../../testing/storyModes';

type Example = Omit<ProgressCircleProps, 'label'> & { copy?: 'progressLoading' | 'progressUpload' };

function Example({ copy = 'progressLoading', ...props }: Example) {
  const t = useTranslations('StorybookFeedback');
  return <ProgressCircle label={t(copy)} {...props} />;
}

/** Next to a visible text, as in a loading area. */
function WithText(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Inline gap="small">
      <Example size="text" {...props} />
      <Text as="span">{t('progressLoading')}</Text>
    </Inline>
  );
}

const meta: Meta<typeof ProgressCircle> = {
  title: 'Components/ProgressCircle',
  component: ProgressCircle,
  render: (args) => <Example {...args} />,
};

export default meta;
type Story = StoryObj<typeof ProgressCircle>;

/** No value: a spinner. Under reduced motion it stops turning (the arc stays). */
export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Determinate: Story = {
  render: () => (
    <Inline gap="large">
      {[0, 25, 60, 100].map((value) => (
        <Example key={value} copy="progressUpload" value={value} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars[1]).toHaveAttribute('aria-valuenow', '25');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="large">
      <Example size="small" value={60} />
      <Example size="medium" value={60} />
      <Example size="large" value={60} />
    </Inline>
  ),
};

export const BesideText: Story = {
  render: () => <WithText value={40} />,
  parameters: inDisplayModes('English', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

export const SixtyPercent: Story = { args: { value: 60 }, parameters: inDisplayModes('Dark', 'HighContrast') };
