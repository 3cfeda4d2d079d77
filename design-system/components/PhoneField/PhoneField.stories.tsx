import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { PhoneField } from './PhoneField';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

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
export const FocusVisible: Story = tabsTo('textbox');
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '06 12 34 56 78' } };
