import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DemoBox } from '../storyDemo';
import { Stack } from './Stack';

const items = [1, 2, 3].map((index) => <DemoBox key={index} index={index} />);

const meta: Meta<typeof Stack> = {
  title: 'Foundations/Layout/Stack',
  component: Stack,
  args: { gap: 'medium', children: items },
};

export default meta;
type Story = StoryObj<typeof Stack>;

export const Default: Story = {};

/** `gap={['xsmall', 'medium', 'large', 'xlarge']}`: the space grows at 600, 900 and 1200 px. */
export const ResponsiveGap: Story = { args: { gap: ['xsmall', 'medium', 'large', 'xlarge'] } };

/** `align="flex-start"`: children keep their own width. */
export const AlignStart: Story = { args: { align: 'flex-start' } };

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { contrast: 'high' } };
export const LargeText: Story = {
  args: { gap: ['xsmall', 'medium', 'large', 'xlarge'] },
  globals: { textSize: '200' },
};
export const TextSpacing: Story = { globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { globals: { font: 'hyperlegible' } };
