import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DemoBox } from '../storyDemo';
import { Grid } from './Grid';
import { inDisplayModes } from '../../testing/storyModes';

const tiers = (count: number) =>
  Array.from({ length: count }, (_, index) => <DemoBox key={index} index={index + 1} kind="layoutTier" />);

const meta: Meta<typeof Grid> = {
  title: 'Foundations/Layout/Grid',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: Grid,
  args: { columns: [1, 2, 3, 4], children: tiers(8) },
};

export default meta;
type Story = StoryObj<typeof Grid>;

/** `columns={[1, 2, 3, 4]}`: 1 column on phones, then 2 at 600 px, 3 at 900 px and 4 at 1200 px. */
export const Responsive: Story = { parameters: inDisplayModes('Dark', 'HighContrast', 'LargeText', 'TextSpacing') };

/** `columns={[1, 2]}`: two columns from the tablet breakpoint, e.g. first and last name. */
export const TwoColumns: Story = { args: { columns: [1, 2], children: tiers(4) } };

export const SingleColumn: Story = { args: { columns: 1, children: tiers(3) } };

export const ResponsiveGap: Story = { args: { gap: ['small', 'medium', 'large', 'xlarge'] } };
