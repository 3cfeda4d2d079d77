import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack';
import { Heading } from './Heading';
import { inDisplayModes } from '../../testing/storyModes';

/** The outline of a form's page, h1 to h6, each at its default size. */
function Outline() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="medium">
      <Heading level={1}>{t('heading1')}</Heading>
      <Heading level={2}>{t('heading2')}</Heading>
      <Heading level={3}>{t('heading3')}</Heading>
      <Heading level={4}>{t('heading4')}</Heading>
      <Heading level={5}>{t('heading5')}</Heading>
      <Heading level={6}>{t('heading6')}</Heading>
    </Stack>
  );
}

/** The level follows the structure, the size the design: a small h2, a large h3. */
function SizeApart() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="medium">
      <Heading level={2} size="small">
        {t('heading2')}
      </Heading>
      <Heading level={3} size="xlarge">
        {t('heading3')}
      </Heading>
    </Stack>
  );
}

function Long() {
  const t = useTranslations('StorybookFeedback');
  return <Heading level={1}>{t('headingLong')}</Heading>;
}

const meta: Meta<typeof Heading> = {
  title: 'Components/Heading',
  tags: ['screenshot-widths:375,600'],
  component: Heading,
  render: () => <Outline />,
};

export default meta;
type Story = StoryObj<typeof Heading>;

export const Levels: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(6);
  },
};

export const SizeIndependentOfLevel: Story = { render: () => <SizeApart /> };

/** Long titles wrap, even a single long word (overflow-wrap: anywhere). */
export const LongContent: Story = { render: () => <Long />, parameters: inDisplayModes('LargeText') };

export const Default: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'TextSpacing', 'Hyperlegible'),
};
