import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { NumberField } from './NumberField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: <StoryCopy id="dayLabel" />, name: 'monthlyDay', isRequired: true },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = fieldStateStories({
  description: <StoryCopy id="dayHint" />,
  errorMessage: <StoryCopy id="dayError" />,
  invalidValue: '31',
  filledValue: '5',
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

export const Default: Story = states.Default;
export const WithDescription: Story = states.WithDescription;
export const Filled: Story = states.Filled;
export const FocusVisible: Story = states.FocusVisible;
export const Invalid: Story = states.Invalid;
export const Disabled: Story = states.Disabled;
