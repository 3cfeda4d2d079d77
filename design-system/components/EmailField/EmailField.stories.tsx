import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { EmailField } from './EmailField';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

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

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'marie.dupont@exemple.fr' } };
export const FocusVisible: Story = tabsTo('textbox');
export const Invalid: Story = { args: { defaultValue: 'marie.dupont', errorMessage: <StoryCopy id="emailError" /> } };
export const Warning: Story = {
  args: withWarning,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const UnusualCharacters: Story = {
  args: { defaultValue: 'marie!dupont@exemple.fr', warning: <StoryCopy id="emailUnusual" /> },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'marie.dupont@exemple.fr' } };
