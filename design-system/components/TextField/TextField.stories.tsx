import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { TextField } from './TextField';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: <StoryCopy id="firstNameLabel" />, name: 'firstName', isRequired: true, autoComplete: 'given-name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state at once, for the display-settings stories. */
const showcase = {
  description: <StoryCopy id="firstNameHint" />,
  errorMessage: <StoryCopy id="firstNameError" />,
  defaultValue: 'Marie2',
} as const;

export const Default: Story = {};
/** An optional field says so after its label; its hint is read after the label. */
export const WithDescription: Story = {
  args: {
    label: <StoryCopy id="organisationLabel" />,
    description: <StoryCopy id="organisationHint" />,
    name: 'organisation',
    isRequired: false,
    autoComplete: 'organization',
  },
};
export const Filled: Story = { args: { defaultValue: 'Marie' } };

export const FocusVisible: Story = tabsTo('textbox');

export const Invalid: Story = {
  args: { description: <StoryCopy id="firstNameHint" />, errorMessage: <StoryCopy id="requiredError" /> },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Marie' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Marie' } };
export const LongContent: Story = {
  args: {
    label: <StoryCopy id="longLabel" />,
    description: <StoryCopy id="longHint" />,
    errorMessage: <StoryCopy id="longError" />,
    defaultValue: 'Jean-Baptiste Marie-Christine de La Tour d’Auvergne-Lauraguais',
  },
};

export const Showcase: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
