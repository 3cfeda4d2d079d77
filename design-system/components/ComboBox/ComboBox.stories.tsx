import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PortalContainerProvider } from '../../internal/portalContainer';
import { StoryCopy } from '../../testing/StoryCopy';
import { ComboBox, ComboBoxOption, type ComboBoxProps } from './ComboBox';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const codes = ['DE', 'BE', 'CA', 'ES', 'US', 'FR', 'IT', 'LU', 'MA', 'NL', 'PT', 'GB', 'SN', 'CH', 'TN'];

/** Country names from Intl in the story's language, sorted for that language. */
interface CountryItem {
  id: string;
  name: string;
}

function Country(props: Omit<ComboBoxProps<CountryItem>, 'children' | 'defaultItems'>) {
  const { locale } = useLocale();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    return codes.map((id) => ({ id, name: names.of(id) ?? id })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
  return (
    <ComboBox<CountryItem> {...props} defaultItems={countries}>
      {(country) => <ComboBoxOption id={country.id}>{country.name}</ComboBoxOption>}
    </ComboBox>
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
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: <StoryCopy id="countryLabel" />, name: 'country', isRequired: true, children: null },
  render: (args) => <Country {...(args as Omit<ComboBoxProps<CountryItem>, 'children'>)} />,
  decorators: [
    (Story) => (
      <PortalInStory>
        <Story />
      </PortalInStory>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="countryHint" />,
  errorMessage: <StoryCopy id="countryError" />,
} as const;

export const Default: Story = {};
export const Filled: Story = { args: { defaultSelectedKey: 'FR' } };
export const FocusVisible: Story = tabsTo('combobox');

/** Typing filters the list on "contains", ignoring accents and case ("etats" finds "États-Unis"). */
export const Filtered: Story = {
  args: { description: <StoryCopy id="countryHint" /> },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'ma');
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zz');
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'FR' } };
