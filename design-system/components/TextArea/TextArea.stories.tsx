import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { TextArea } from './TextArea';

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
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};
export const Invalid: Story = { args: showcase };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Bonjour,' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Bonjour,' } };
export const English: Story = { args: showcase, globals: { locale: 'en' } };
export const Dark: Story = { args: showcase, globals: { theme: 'dark' } };
export const HighContrast: Story = { args: showcase, globals: { contrast: 'high' } };
export const LargeText: Story = { args: showcase, globals: { textSize: '200' } };
export const TextSpacing: Story = { args: showcase, globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { args: showcase, globals: { font: 'hyperlegible' } };
