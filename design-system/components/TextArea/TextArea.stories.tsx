import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { TextArea } from './TextArea';
import { inDisplayModes } from '../../testing/storyModes';
import { fieldStateStories } from '../../testing/fieldStateStories';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: <StoryCopy id="messageLabel" />, name: 'message', isRequired: true },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = fieldStateStories({
  description: <StoryCopy id="messageHint" />,
  errorMessage: <StoryCopy id="messageError" />,
  invalidValue: 'Bonjour,',
  filledValue: 'Bonjour,\nJe souhaite recevoir un reçu fiscal pour mon don de mars.\nMerci.',
  describedArgs: { maxLength: 500 },
  invalidParameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
});

export const Default: Story = states.Default;
export const WithDescription: Story = states.WithDescription;
export const Filled: Story = states.Filled;
export const FocusVisible: Story = states.FocusVisible;
export const Invalid: Story = states.Invalid;
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Bonjour,' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Bonjour,' } };
