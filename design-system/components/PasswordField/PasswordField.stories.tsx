import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: <StoryCopy id="passwordLabel" />, name: 'password', isRequired: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  label: <StoryCopy id="newPasswordLabel" />,
  autoComplete: 'new-password',
  description: <StoryCopy id="newPasswordHint" />,
  errorMessage: <StoryCopy id="passwordError" />,
  defaultValue: 'motdepasse',
} as const;

export const Default: Story = {};
export const NewPassword: Story = {
  args: {
    label: <StoryCopy id="newPasswordLabel" />,
    autoComplete: 'new-password',
    description: <StoryCopy id="newPasswordHint" />,
  },
};
export const Filled: Story = { args: { defaultValue: 'motdepasse' } };

/** The toggle keeps the focus and a status says the password is visible. */
export const Shown: Story = {
  args: { defaultValue: 'motdepasse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveFocus();
    await expect((canvasElement.querySelector('input') as HTMLInputElement).type).toBe('text');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.querySelector('input')).toHaveFocus();
  },
};

export const Invalid: Story = { args: showcase };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'motdepasse' } };
export const English: Story = { args: showcase, globals: { locale: 'en' } };
export const Dark: Story = { args: showcase, globals: { theme: 'dark' } };
export const HighContrast: Story = { args: showcase, globals: { contrast: 'high' } };
export const LargeText: Story = { args: showcase, globals: { textSize: '200' } };
export const TextSpacing: Story = { args: showcase, globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { args: showcase, globals: { font: 'hyperlegible' } };
