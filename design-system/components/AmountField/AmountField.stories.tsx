import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { AmountField } from './AmountField';

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

/** Typing "012,345" then leaving the field gives "12.35": the value posted. */
export const Normalised: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '012,345abc');
    await userEvent.tab();
    await expect(input).toHaveValue('12.35');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};
export const Invalid: Story = { args: showcase };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '25' } };
export const English: Story = { args: showcase, globals: { locale: 'en' } };
export const Dark: Story = { args: showcase, globals: { theme: 'dark' } };
export const HighContrast: Story = { args: showcase, globals: { contrast: 'high' } };
export const LargeText: Story = { args: showcase, globals: { textSize: '200' } };
export const TextSpacing: Story = { args: showcase, globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { args: showcase, globals: { font: 'hyperlegible' } };
