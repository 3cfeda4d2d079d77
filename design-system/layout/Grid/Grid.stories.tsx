import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DemoBox } from '../storyDemo';
import { Grid } from './Grid';

const tiers = (count: number) =>
  Array.from({ length: count }, (_, index) => <DemoBox key={index} index={index + 1} kind="layoutTier" />);

const meta: Meta<typeof Grid> = {
  title: 'Foundations/Layout/Grid',
  component: Grid,
  args: { columns: [1, 2, 3, 4], children: tiers(8) },
};

export default meta;
type Story = StoryObj<typeof Grid>;

/** `columns={[1, 2, 3, 4]}`: 1 column on phones, then 2 at 600 px, 3 at 900 px and 4 at 1200 px. */
export const Responsive: Story = {};

/** `columns={[1, 2]}`: two columns from the tablet breakpoint, e.g. first and last name. */
export const TwoColumns: Story = { args: { columns: [1, 2], children: tiers(4) } };

export const SingleColumn: Story = { args: { columns: 1, children: tiers(3) } };

export const ResponsiveGap: Story = { args: { gap: ['small', 'medium', 'large', 'xlarge'] } };

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { contrast: 'high' } };
export const LargeText: Story = { globals: { textSize: '200' } };
export const TextSpacing: Story = { globals: { textSpacing: 'increased' } };
