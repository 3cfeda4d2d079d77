import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { Checkbox } from './Checkbox';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: <StoryCopy id="newsletterLabel" />, name: 'newsletter' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A consent that must be ticked (IS_TRUE), not ticked, after a failed submit. */
const consent = {
  children: <StoryCopy id="cgvLabel" />,
  name: 'cgv',
  isRequired: true,
  description: <StoryCopy id="cgvHint" />,
  errorMessage: <StoryCopy id="cgvError" />,
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="newsletterHint" /> } };
export const Checked: Story = { args: { defaultSelected: true, description: <StoryCopy id="newsletterHint" /> } };
export const FocusVisible: Story = tabsTo('checkbox');
export const RequiredConsent: Story = {
  args: consent,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const LongContent: Story = {
  args: { children: <StoryCopy id="longConsentLabel" />, description: <StoryCopy id="longHint" /> },
};
