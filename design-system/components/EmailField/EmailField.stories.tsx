import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { EmailField } from './EmailField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/EmailField',
  component: EmailField,
  args: {
    label: <StoryCopy id="emailLabel" />,
    description: <StoryCopy id="emailHint" />,
    name: 'email',
    isRequired: true,
  },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid but probably mistyped address: the warning does not block. */
const withWarning = {
  defaultValue: 'marie.dupont@gmial.com',
  warning: <StoryCopy id="emailWarning" values={{ suggestion: 'marie.dupont@gmail.com' }} />,
} as const;

/** The hint is in every story (the meta's args): the format is always said. */
const states = fieldStateStories({
  description: <StoryCopy id="emailHint" />,
  errorMessage: <StoryCopy id="emailError" />,
  invalidValue: 'marie.dupont',
  filledValue: 'marie.dupont@exemple.fr',
});

export const Default: Story = states.Default;
export const Filled: Story = states.Filled;
export const FocusVisible: Story = states.FocusVisible;
export const Invalid: Story = states.Invalid;
export const Warning: Story = {
  args: withWarning,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const UnusualCharacters: Story = {
  args: { defaultValue: 'marie!dupont@exemple.fr', warning: <StoryCopy id="emailUnusual" /> },
};
export const Disabled: Story = states.Disabled;
