import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { ZipCodeField } from './ZipCodeField';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const meta = {
  title: 'Components/ZipCodeField',
  component: ZipCodeField,
  args: { label: <StoryCopy id="zipCodeLabel" />, name: 'zipCode', isRequired: true },
} satisfies Meta<typeof ZipCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="zipCodeHint" />,
  errorMessage: <StoryCopy id="zipCodeError" />,
  defaultValue: '7500',
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="zipCodeHint" /> } };
export const Filled: Story = { args: { defaultValue: '75011' } };
export const FocusVisible: Story = tabsTo('textbox');
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '75011' } };
