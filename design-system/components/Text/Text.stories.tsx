import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { Stack } from '../../layout/Stack/Stack';
import { Text } from './Text';
import { inDisplayModes } from '../../testing/storyModes';

function Tones() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="small">
      <Text>{t('textBody')}</Text>
      <Text tone="muted">{t('textMuted')}</Text>
      <Text tone="error">{t('textError')}</Text>
      <Text tone="success">{t('textSuccess')}</Text>
    </Stack>
  );
}

function Sizes() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="small">
      <Text size="small">{t('textBody')}</Text>
      <Text size="medium">{t('textBody')}</Text>
      <Text size="large">{t('textBody')}</Text>
      <Text weight="bold">{t('textBody')}</Text>
    </Stack>
  );
}

function Long() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="medium">
      <Text>{t('textLong')}</Text>
      <Text>{t('textLong')}</Text>
    </Stack>
  );
}

const meta: Meta<typeof Text> = {
  title: 'Components/Text',
  component: Text,
  render: () => <Tones />,
};

export default meta;
type Story = StoryObj<typeof Text>;

/** Every tone meets 4.5:1 on the page backgrounds. */
export const ToneVariants: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'Hyperlegible'),
};
export const SizesAndWeight: Story = { render: () => <Sizes /> };
/** Paragraph spacing grows to 2em with the text-spacing setting (WCAG 1.4.12). */
export const LongContent: Story = { render: () => <Long />, parameters: inDisplayModes('TextSpacing') };
