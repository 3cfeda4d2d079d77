import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../../layout/Grid/Grid';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { inDisplayModes } from '../../testing/storyModes';

/** A tier card while the form loads: title, two lines of text, price, button. */
function TierCard() {
  return (
    <Stack gap="small">
      <Skeleton shape="heading" width="threeQuarters" />
      <Skeleton lines={2} />
      <Skeleton width="quarter" />
      <Skeleton shape="rect" height="small" />
    </Stack>
  );
}

const meta: Meta<typeof SkeletonGroup> = {
  title: 'Components/Skeleton',
  tags: ['screenshot-widths:375,600,900'],
  component: SkeletonGroup,
  render: () => (
    <SkeletonGroup>
      <TierCard />
    </SkeletonGroup>
  ),
};

export default meta;
type Story = StoryObj<typeof SkeletonGroup>;

/** One card. A single "Chargement" status is read; the shapes are hidden. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(1);
  },
};

/** The tiers grid: one status for the whole area, not one per card. */
export const Grid_: Story = {
  name: 'Grid',
  render: () => (
    <SkeletonGroup>
      <Grid columns={[1, 2, 3]} gap="large">
        <TierCard />
        <TierCard />
        <TierCard />
      </Grid>
    </SkeletonGroup>
  ),
};

export const Shapes: Story = {
  render: () => (
    <SkeletonGroup>
      <Inline gap="medium">
        <Skeleton shape="circle" size="small" />
        <Skeleton shape="circle" size="medium" />
        <Skeleton shape="circle" size="large" />
      </Inline>
      <Skeleton shape="heading" width="half" />
      <Skeleton lines={3} />
      <Skeleton shape="rect" height="medium" />
    </SkeletonGroup>
  ),
};

/** Contributor list: avatar and name. */
export const List: Story = {
  render: () => (
    <SkeletonGroup>
      {[1, 2, 3].map((row) => (
        <Inline key={row} gap="small">
          <Skeleton shape="circle" size="small" />
          <Skeleton width="half" />
        </Inline>
      ))}
    </SkeletonGroup>
  ),
};

export const Default: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
/** Text lines are 1em high: they grow with the text size. */
