import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { label: <StoryCopy id="phoneLabel" />, name: 'phone' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="phoneHint" />,
  errorMessage: <StoryCopy id="phoneError" />,
  defaultValue: '06 12',
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="phoneHint" /> } };
export const Required: Story = { args: { isRequired: true, description: <StoryCopy id="phoneHint" /> } };
export const Filled: Story = { args: { defaultValue: '06 12 34 56 78' } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};
export const Invalid: Story = { args: showcase };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '06 12 34 56 78' } };
export const English: Story = { args: showcase, globals: { locale: 'en' } };
export const Dark: Story = { args: showcase, globals: { theme: 'dark' } };
export const HighContrast: Story = { args: showcase, globals: { contrast: 'high' } };
export const LargeText: Story = { args: showcase, globals: { textSize: '200' } };
export const TextSpacing: Story = { args: showcase, globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { args: showcase, globals: { font: 'hyperlegible' } };
