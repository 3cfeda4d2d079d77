import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { PhoneField } from './PhoneField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { label: <StoryCopy id="phoneLabel" />, name: 'phone' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = fieldStateStories({
  description: <StoryCopy id="phoneHint" />,
  errorMessage: <StoryCopy id="phoneError" />,
  invalidValue: '06 12',
  filledValue: '06 12 34 56 78',
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

export const Default: Story = states.Default;
export const WithDescription: Story = states.WithDescription;
export const Required: Story = { args: { isRequired: true, description: <StoryCopy id="phoneHint" /> } };
export const Filled: Story = states.Filled;
export const FocusVisible: Story = states.FocusVisible;
export const Invalid: Story = states.Invalid;
export const Disabled: Story = states.Disabled;
