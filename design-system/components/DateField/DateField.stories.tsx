import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { DateField } from './DateField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: <StoryCopy id="birthDateLabel" />, name: 'birthDate', isRequired: true, autoComplete: 'bday' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = fieldStateStories({
  description: <StoryCopy id="birthDateHint" />,
  errorMessage: <StoryCopy id="birthDateError" />,
  invalidValue: '31/02/1990',
  filledValue: '14/07/1990',
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

/** The format is always in the hint. */
export const Default: Story = states.Default;
export const WithDescription: Story = states.WithDescription;
export const Filled: Story = states.Filled;

/** "14071990" typed on a digit keypad becomes "14/07/1990" when the field is left. */
export const Normalised: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '14071990');
    await userEvent.tab();
    await expect(input).toHaveValue('14/07/1990');
  },
};
export const FocusVisible: Story = states.FocusVisible;
export const Invalid: Story = states.Invalid;
export const Disabled: Story = states.Disabled;
