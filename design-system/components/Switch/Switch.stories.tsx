import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { Switch } from './Switch';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: <StoryCopy id="coverFeesLabel" />, name: 'coverFees' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = { description: <StoryCopy id="coverFeesHint" />, defaultSelected: true } as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="coverFeesHint" /> } };
export const On: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const FocusVisible: Story = tabsTo('switch');
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
