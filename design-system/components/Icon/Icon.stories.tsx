import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Grid } from '../../layout/Grid/Grid';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { Text } from '../Text/Text';
import { iconNames } from './glyphs';
import { Icon } from './Icon';
import { inDisplayModes } from '../../testing/storyModes';

const sizes = ['text', 'small', 'medium', 'large'] as const;
const tones = ['current', 'muted', 'info', 'success', 'warning', 'error', 'link'] as const;

/** Every glyph with its name (the names are code, not copy). */
function Gallery() {
  return (
    <Grid columns={[2, 3, 4]} gap="medium">
      {iconNames.map((name) => (
        <Inline key={name} gap="xsmall">
          <Icon name={name} size="medium" />
          <code>{name}</code>
        </Inline>
      ))}
    </Grid>
  );
}

function Labelled() {
  const t = useTranslations('StorybookFeedback');
  return <Icon name="lock" size="large" tone="success" label={t('iconSecurePayment')} />;
}

function InText() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="small">
      <Text>
        <Icon name="info" tone="info" /> {t('iconInText')}
      </Text>
      <Text size="large">
        <Icon name="heart" tone="error" /> {t('iconInText')}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Components/Icon',
  tags: ['screenshot-widths:375,600,900'],
  component: Icon,
  args: { name: 'check' },
  render: () => <Gallery />,
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {};

export const Sizes: Story = {
  render: () => (
    <Inline gap="medium">
      {sizes.map((size) => (
        <Icon key={size} name="calendar" size={size} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  render: () => (
    <Inline gap="medium">
      {tones.map((tone) => (
        <Icon key={tone} name="heart" size="large" tone={tone} />
      ))}
    </Inline>
  ),
};

/** Decorative next to text: the icon is hidden and the sentence says it all. */
export const DecorativeInText: Story = {
  render: () => <InText />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Meaningful on its own: `role="img"` named by `label`. */
export const WithLabel: Story = {
  render: () => <Labelled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/Paiement sécurisé|Secure payment/);
  },
};

export const LabelledIcon: Story = { render: () => <Labelled />, parameters: inDisplayModes('English') };
export const IconInText: Story = {
  render: () => <InText />,
  parameters: inDisplayModes('Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
