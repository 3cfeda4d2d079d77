import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { TextArea } from './TextArea';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: <StoryCopy id="messageLabel" />, name: 'message', isRequired: true },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="messageHint" />,
  errorMessage: <StoryCopy id="messageError" />,
  defaultValue: 'Bonjour,',
  maxLength: 500,
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="messageHint" />, maxLength: 500 } };
export const Filled: Story = {
  args: { defaultValue: 'Bonjour,\nJe souhaite recevoir un reçu fiscal pour mon don de mars.\nMerci.' },
};
export const FocusVisible: Story = tabsTo('textbox');
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Bonjour,' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Bonjour,' } };
