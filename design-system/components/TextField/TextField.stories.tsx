import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { TextField } from './TextField';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: <StoryCopy id="firstNameLabel" />, name: 'firstName', isRequired: true, autoComplete: 'given-name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = fieldStateStories({
  description: <StoryCopy id="firstNameHint" />,
  errorMessage: <StoryCopy id="firstNameError" />,
  invalidValue: 'Marie2',
  filledValue: 'Marie',
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

export const Default: Story = states.Default;
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
export const Filled: Story = states.Filled;

export const FocusVisible: Story = states.FocusVisible;

export const Invalid: Story = {
  args: { description: <StoryCopy id="firstNameHint" />, errorMessage: <StoryCopy id="requiredError" /> },
};
export const Disabled: Story = states.Disabled;
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Marie' } };
export const LongContent: Story = {
  args: {
    label: <StoryCopy id="longLabel" />,
    description: <StoryCopy id="longHint" />,
    errorMessage: <StoryCopy id="longError" />,
    defaultValue: 'Jean-Baptiste Marie-Christine de La Tour d’Auvergne-Lauraguais',
  },
};

/**
 * Every state at once, for the display-settings stories: the shared Invalid state (hint,
 * error and refused value), here named Showcase since Invalid above shows the required error.
 */
export const Showcase: Story = states.Invalid;
