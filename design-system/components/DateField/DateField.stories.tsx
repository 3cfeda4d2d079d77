import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { DateField } from './DateField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: <StoryCopy id="birthDateLabel" />, name: 'birthDate', isRequired: true, autoComplete: 'bday' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="birthDateHint" />,
  errorMessage: <StoryCopy id="birthDateError" />,
  defaultValue: '31/02/1990',
} as const;

/** The format is always in the hint. */
export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="birthDateHint" /> } };
export const Filled: Story = { args: { defaultValue: '14/07/1990' } };

/** "14071990" typed on a digit keypad becomes "14/07/1990" when the field is left. */
export const Normalised: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '14071990');
    await userEvent.tab();
    await expect(input).toHaveValue('14/07/1990');
  },
};
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};
export const Invalid: Story = { args: showcase };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '14/07/1990' } };
export const English: Story = { args: showcase, globals: { locale: 'en' } };
export const Dark: Story = { args: showcase, globals: { theme: 'dark' } };
export const HighContrast: Story = { args: showcase, globals: { contrast: 'high' } };
export const LargeText: Story = { args: showcase, globals: { textSize: '200' } };
export const TextSpacing: Story = { args: showcase, globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { args: showcase, globals: { font: 'hyperlegible' } };
