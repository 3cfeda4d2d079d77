import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack';
import { Text } from '../Text/Text';
import { Link, type LinkProps } from './Link';
import { inDisplayModes } from '../../testing/storyModes';

type Example = Omit<LinkProps, 'children' | 'href'>;

/** A link inside a sentence, the most common case. */
function InSentence(props: Example) {
  const t = useTranslations('StorybookFeedback');
  const sentence = t.rich('linkSentence', {
    link: (chunks) => (
      <Link href="#cgu" {...props}>
        {chunks}
      </Link>
    ),
  });
  return <Text>{sentence}</Text>;
}

function Standalone(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Link href="#campagnes" variant="standalone" {...props}>
      {t('linkStandalone')}
    </Link>
  );
}

function External(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Link href="https://example.org/guide" external {...props}>
      {t('linkExternal')}
    </Link>
  );
}

function All() {
  return (
    <Stack gap="medium" align="flex-start">
      <InSentence />
      <Standalone />
      <External />
    </Stack>
  );
}

function Long() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Link href="https://example.org/donnees" external>
      {t('linkLong')}
    </Link>
  );
}

const meta: Meta<typeof Link> = {
  title: 'Components/Link',
  component: Link,
  render: (args) => <InSentence {...args} />,
};

export default meta;
type Story = StoryObj<typeof Link>;

export const Inline: Story = {};
export const StandaloneLink: Story = { render: (args) => <Standalone {...args} /> };

/** New tab: icon plus "(ouvre une nouvelle fenêtre)" for screen readers (RGAA 13.2). */
export const ExternalLink: Story = {
  render: (args) => <External {...args} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(/nouvelle fenêtre|new tab/);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Hover: Story = {
  render: (args) => <Standalone {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link'));
  },
};

export const FocusVisible: Story = {
  render: (args) => <External {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

/** A long external link wraps; the icon stays glued to the last word. */
export const LongContent: Story = { render: () => <Long /> };

export const AllLinks: Story = {
  render: () => <All />,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
