import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DemoBox } from '../storyDemo';
import { Inline } from './Inline';
import { inDisplayModes } from '../../testing/storyModes';

const items = (count: number) => Array.from({ length: count }, (_, index) => <DemoBox key={index} index={index + 1} />);

const meta: Meta<typeof Inline> = {
  title: 'Foundations/Layout/Inline',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: Inline,
  args: { gap: 'small', children: items(4) },
};

export default meta;
type Story = StoryObj<typeof Inline>;

export const Default: Story = { parameters: inDisplayModes('Dark', 'HighContrast') };

/** Twelve items: they wrap onto new lines on narrow screens, with the gap in both directions. */
export const Wrapping: Story = { args: { children: items(12) } };

/** `gap={['xsmall', 'small', 'medium', 'large']}` across the 600/900/1200 breakpoints. */
export const ResponsiveGap: Story = { args: { gap: ['xsmall', 'small', 'medium', 'large'], children: items(8) } };

export const SpaceBetween: Story = { args: { justify: 'space-between', children: items(2) } };

export const EightItems: Story = {
  args: { children: items(8) },
  parameters: inDisplayModes('LargeText', 'TextSpacing'),
};
