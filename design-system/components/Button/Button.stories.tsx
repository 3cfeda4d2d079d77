import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { Inline } from '../../layout/Inline/Inline';
import { Button } from './Button';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

/** Story copy comes from messages/, like everything the design system shows. */
function Label({ id }: { id: 'submit' | 'long' }) {
  const t = useTranslations('Storybook');
  return <>{t(id === 'submit' ? 'buttonLabel' : 'longButtonLabel')}</>;
}

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: <Label id="submit" /> },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { parameters: inDisplayModes() };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Tertiary: Story = { args: { variant: 'tertiary' } };
export const Danger: Story = { args: { variant: 'danger' } };
export const LinkLooking: Story = { args: { variant: 'link' } };

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      <Button {...args} size="small" />
      <Button {...args} size="medium" />
      <Button {...args} size="large" />
    </Inline>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const LongContent: Story = { args: { children: <Label id="long" /> } };

export const FocusVisible: Story = tabsTo('button');
