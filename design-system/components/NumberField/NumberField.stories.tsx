import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { NumberField } from './NumberField';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: <StoryCopy id="dayLabel" />, name: 'monthlyDay', isRequired: true },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="dayHint" />,
  errorMessage: <StoryCopy id="dayError" />,
  defaultValue: '31',
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="dayHint" /> } };
export const Filled: Story = { args: { defaultValue: '5' } };
export const FocusVisible: Story = tabsTo('textbox');
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '5' } };
