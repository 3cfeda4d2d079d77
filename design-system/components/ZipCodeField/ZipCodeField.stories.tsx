import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { ZipCodeField } from './ZipCodeField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/ZipCodeField',
  component: ZipCodeField,
  args: { label: <StoryCopy id="zipCodeLabel" />, name: 'zipCode', isRequired: true },
} satisfies Meta<typeof ZipCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = fieldStateStories({
  description: <StoryCopy id="zipCodeHint" />,
  errorMessage: <StoryCopy id="zipCodeError" />,
  invalidValue: '7500',
  filledValue: '75011',
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

export const Default: Story = states.Default;
export const WithDescription: Story = states.WithDescription;
export const Filled: Story = states.Filled;
export const FocusVisible: Story = states.FocusVisible;
export const Invalid: Story = states.Invalid;
export const Disabled: Story = states.Disabled;
