import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { VisuallyHidden } from './VisuallyHidden';

/** "25,00 €" is seen; "25,00 € par mois, prélevés le 5" is heard. */
function Example() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Text weight="bold">
      {t('hiddenVisible')} <VisuallyHidden>{t('hiddenExtra')}</VisuallyHidden>
    </Text>
  );
}

const meta: Meta<typeof VisuallyHidden> = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof VisuallyHidden>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/par mois|per month/)).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { contrast: 'high' } };
/** The hidden text never shows, even at 200 %. */
export const LargeText: Story = { globals: { textSize: '200' } };
export const TextSpacing: Story = { globals: { textSpacing: 'increased' } };
export const Hyperlegible: Story = { globals: { font: 'hyperlegible' } };
