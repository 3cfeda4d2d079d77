import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState, type ReactNode } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { PortalContainerProvider } from '../../internal/portalContainer';
import { StoryCopy, useStoryCopy } from '../../testing/StoryCopy';
import { Select, SelectOption, type SelectProps } from './Select';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const statuses = ['association', 'foundation', 'company', 'localAuthority', 'other'] as const;

/** Options from the story copy (their labels must be strings). */
function LegalStatus(props: Omit<SelectProps, 'children'>) {
  const t = useStoryCopy();
  return (
    <Select {...props}>
      {statuses.map((status) => (
        <SelectOption key={status} id={status}>
          {t(`legalStatus_${status}`)}
        </SelectOption>
      ))}
    </Select>
  );
}

/**
 * The list's popover goes inside the story root, so the test-runner's axe check (scoped
 * to #storybook-root) covers the open list too.
 */
function PortalInStory({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {container ?
        <PortalContainerProvider value={container}>{children}</PortalContainerProvider>
      : null}
      <div ref={setContainer} />
    </>
  );
}

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: <StoryCopy id="legalStatusLabel" />, name: 'legalStatus', isRequired: true, children: null },
  render: (args) => <LegalStatus {...args} />,
  decorators: [
    (Story) => (
      <PortalInStory>
        <Story />
      </PortalInStory>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="legalStatusHint" />,
  errorMessage: <StoryCopy id="legalStatusError" />,
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="legalStatusHint" /> } };
export const Filled: Story = { args: { defaultValue: 'association' } };
export const FocusVisible: Story = tabsTo('button');

/** Opened with the keyboard: the list is a popover, the focused option is highlighted. */
export const Open: Story = {
  args: { defaultValue: 'foundation' },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'association' } };
