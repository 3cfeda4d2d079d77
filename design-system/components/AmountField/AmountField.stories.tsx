import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { AmountField } from './AmountField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: { label: <StoryCopy id="amountLabel" />, name: 'amount', isRequired: true },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = fieldStateStories({
  description: <StoryCopy id="amountHint" />,
  errorMessage: <StoryCopy id="amountError" />,
  invalidValue: '0.2',
  filledValue: '25',
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

export const Default: Story = states.Default;
export const WithDescription: Story = states.WithDescription;
export const Filled: Story = states.Filled;

/** Typing "012,345" then leaving the field gives "12,35" in French: the value posted. */
export const Normalised: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '012,345abc');
    await userEvent.tab();
    await expect(input).toHaveValue('12,35');
  },
};

export const FocusVisible: Story = states.FocusVisible;
export const Invalid: Story = states.Invalid;
export const Disabled: Story = states.Disabled;
/** A valid amount that is probably a mistake: a warning under the label, not an error. */
export const WithWarning: Story = {
  args: { defaultValue: '250', warning: <StoryCopy id="amountWarning" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/Attention.*plus élevé que d’habitude|Warning.*higher than usual/);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};
