import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { PasswordField } from './PasswordField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: <StoryCopy id="passwordLabel" />, name: 'password', isRequired: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint belongs to a new password: its label and autocomplete go with it. */
const states = fieldStateStories({
  description: <StoryCopy id="newPasswordHint" />,
  errorMessage: <StoryCopy id="passwordError" />,
  invalidValue: 'motdepasse',
  filledValue: 'motdepasse',
  describedArgs: { label: <StoryCopy id="newPasswordLabel" />, autoComplete: 'new-password' },
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

export const Default: Story = states.Default;
export const NewPassword: Story = states.WithDescription;
export const Filled: Story = states.Filled;

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

export const Invalid: Story = states.Invalid;
export const Disabled: Story = states.Disabled;
