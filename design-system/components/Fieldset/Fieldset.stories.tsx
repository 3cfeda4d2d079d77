import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { EmailField } from '../EmailField/EmailField';
import { TextField } from '../TextField/TextField';
import { Fieldset } from './Fieldset';

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  args: {
    legend: <StoryCopy id="identityLegend" />,
    children: (
      <>
        <TextField label={<StoryCopy id="firstNameLabel" />} name="firstName" isRequired />
        <EmailField label={<StoryCopy id="emailLabel" />} name="email" isRequired />
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group (read with each field) and is a heading of the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleName(/.+/);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};
