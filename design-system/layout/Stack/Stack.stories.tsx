import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DemoBox } from '../storyDemo';
import { Stack } from './Stack';
import { inDisplayModes } from '../../testing/storyModes';

const items = [1, 2, 3].map((index) => <DemoBox key={index} index={index} />);

const meta: Meta<typeof Stack> = {
  title: 'Foundations/Layout/Stack',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: Stack,
  args: { gap: 'medium', children: items },
};

export default meta;
type Story = StoryObj<typeof Stack>;

export const Default: Story = { parameters: inDisplayModes('Dark', 'HighContrast', 'TextSpacing', 'Hyperlegible') };

/** `gap={['xsmall', 'medium', 'large', 'xlarge']}`: the space grows at 600, 900 and 1200 px. */
export const ResponsiveGap: Story = {
  args: { gap: ['xsmall', 'medium', 'large', 'xlarge'] },
  parameters: inDisplayModes('LargeText'),
};

/** `align="flex-start"`: children keep their own width. */
export const AlignStart: Story = { args: { align: 'flex-start' } };
