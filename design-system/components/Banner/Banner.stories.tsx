import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack';
import { Button } from '../Button/Button';
import { Banner, type BannerProps } from './Banner';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

type Example = Omit<BannerProps, 'title' | 'children' | 'action'>;

/** The form-state banner of SPEC §4 ("Campaign states"): draft, with a link to the settings. */
function FormDraft(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Banner
      tone="warning"
      title={t('bannerDraftTitle')}
      action={{ label: t('bannerSettings'), href: '#parametres' }}
      {...props}
    >
      {t('bannerDraftMessage')}
    </Banner>
  );
}

function AllVariants() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="medium">
      <Banner tone="info" title={t('bannerInfoTitle')}>
        {t('bannerInfoMessage')}
      </Banner>
      <Banner tone="success" title={t('bannerSuccessTitle')} isDismissible>
        {t('bannerSuccessMessage')}
      </Banner>
      <Banner
        tone="warning"
        title={t('bannerWarningTitle')}
        action={{ label: t('bannerSettings'), href: '#parametres' }}
      >
        {t('bannerWarningMessage')}
      </Banner>
      <Banner tone="error" title={t('bannerErrorTitle')}>
        {t('bannerErrorMessage')}
      </Banner>
    </Stack>
  );
}

function Urgent() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Banner tone="error" urgent title={t('bannerErrorTitle')}>
      {t('bannerErrorMessage')}
    </Banner>
  );
}

function Long() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Banner
      tone="info"
      title={t('bannerLongTitle')}
      headingLevel={2}
      isDismissible
      action={{ label: t('bannerSettings'), href: '#parametres', external: true }}
    >
      {t('bannerLongMessage')}
    </Banner>
  );
}

function DismissExample() {
  const t = useTranslations('StorybookFeedback');
  return (
    <Stack gap="medium" align="flex-start">
      <Banner tone="success" isDismissible>
        {t('bannerSuccessMessage')}
      </Banner>
      <Button>{t('dialogConfirm')}</Button>
    </Stack>
  );
}

const meta: Meta<typeof Banner> = {
  title: 'Components/Banner',
  component: Banner,
  render: (args) => <FormDraft {...args} />,
};

export default meta;
type Story = StoryObj<typeof Banner>;

/** "Ce formulaire est en brouillon — Modifier les paramètres" (SPEC §4). */
export const FormDraftState: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/Attention|Warning/);
  },
};

export const Variants: Story = {
  render: () => <AllVariants />,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'TextSpacing'),
};

/** `urgent`: an alert, for something that needs attention now. */
export const UrgentError: Story = { render: () => <Urgent /> };

/** Title as a heading, external action, dismiss button, long text. */
export const LongContent: Story = { render: () => <Long /> };

export const Dismissible: Story = { args: { isDismissible: true } };

/** Dismissing moves focus to the next control, so keyboard users keep their place. */
export const DismissWithKeyboard: Story = {
  tags: ['no-visual'],
  render: () => <DismissExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [close, next] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(next).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  args: { isDismissible: true },
  ...tabsTo('link'),
};

export const Default: Story = { parameters: inDisplayModes('LargeText', 'Hyperlegible') };
