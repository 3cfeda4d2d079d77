import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { DateField } from './DateField';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

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
export const FocusVisible: Story = tabsTo('textbox');
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '14/07/1990' } };
