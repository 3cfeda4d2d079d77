import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { PasswordField } from './PasswordField';
import { inDisplayModes } from '../../testing/storyModes';

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

export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'motdepasse' } };
