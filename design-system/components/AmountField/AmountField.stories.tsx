import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { AmountField } from './AmountField';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: { label: <StoryCopy id="amountLabel" />, name: 'amount', isRequired: true },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="amountHint" />,
  errorMessage: <StoryCopy id="amountError" />,
  defaultValue: '0.2',
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="amountHint" /> } };
export const Filled: Story = { args: { defaultValue: '25' } };

/** Typing "012,345" then leaving the field gives "12,35" in French: the value posted. */
export const Normalised: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '012,345abc');
    await userEvent.tab();
    await expect(input).toHaveValue('12,35');
  },
};

export const FocusVisible: Story = tabsTo('textbox');
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '25' } };
/** A valid amount that is probably a mistake: a warning under the label, not an error. */
export const WithWarning: Story = {
  args: { defaultValue: '250', warning: <StoryCopy id="amountWarning" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/Attention.*plus élevé que d’habitude|Warning.*higher than usual/);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};
