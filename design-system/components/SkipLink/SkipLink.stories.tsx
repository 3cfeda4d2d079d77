import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, within } from 'storybook/test';
import { Container } from '../../layout/Container/Container';
import { Stack } from '../../layout/Stack/Stack';
import { Text } from '../Text/Text';
import { SkipLink } from './SkipLink';
import { inDisplayModes } from '../../testing/storyModes';

/** A page in miniature: the skip link, a header, the main content it jumps to. */
function Page() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="large">
      <SkipLink targetId="story-main">{t('skipLink')}</SkipLink>
      <Text weight="bold">{t('skipLinkHeader')}</Text>
      <Container as="main" id="story-main" tabIndex={-1}>
        <Text>{t('skipLinkMain')}</Text>
      </Container>
    </Stack>
  );
}

const focus = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('link')).toHaveFocus();
};

const meta: Meta<typeof SkipLink> = {
  title: 'Components/SkipLink',
  tags: ['screenshot-widths:375,600,900'],
  component: SkipLink,
  render: () => <Page />,
};

export default meta;
type Story = StoryObj<typeof SkipLink>;

/** Off screen until focused. */
export const Hidden: Story = {};

/** First Tab on the page: it appears. */
export const Focused: Story = {
  play: focus,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

/** Following it moves focus to the main content. */
export const FollowLink: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await focus({ canvasElement });
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('main')).toHaveFocus();
  },
};
