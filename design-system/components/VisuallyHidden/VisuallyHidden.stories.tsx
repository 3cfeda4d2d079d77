import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { VisuallyHidden } from './VisuallyHidden';
import { inDisplayModes } from '../../testing/storyModes';

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
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

/** The hidden text never shows, even at 200 %. */
