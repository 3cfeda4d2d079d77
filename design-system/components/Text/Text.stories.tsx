import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { Stack } from '../../layout/Stack/Stack';
import { Text } from './Text';

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
export const ToneVariants: Story = {};
export const SizesAndWeight: Story = { render: () => <Sizes /> };
/** Paragraph spacing grows to 2em with the text-spacing setting (WCAG 1.4.12). */
export const LongContent: Story = { render: () => <Long /> };

export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { contrast: 'high' } };
export const LargeText: Story = { globals: { textSize: '200' } };
export const TextSpacing: Story = { render: () => <Long />, globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { globals: { font: 'hyperlegible' } };
