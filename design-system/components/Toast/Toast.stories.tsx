import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toast, ToastProvider, type ToastProps } from './Toast';
import { useToast } from './ToastContext';
import { inDisplayModes } from '../../testing/storyModes';

/*
 * Every toast here has `duration={Infinity}`: a story is a visual baseline, so nothing may
 * disappear on a timer while it is captured.
 */

function Success(props: Partial<ToastProps>) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Toast
      tone="success"
      title={t('toastSuccessTitle')}
      message={t('toastSuccessMessage')}
      duration={Infinity}
      {...props}
    />
  );
}

function AllVariants() {
  const t = useTranslations('StorybookFeedback');
  return (
    <ToastProvider>
      <Toast tone="info" title={t('toastInfoTitle')} duration={Infinity} />
      <Success />
      <Toast tone="warning" title={t('toastWarningTitle')} message={t('toastWarningMessage')} duration={Infinity} />
      <Toast tone="error" title={t('toastDangerTitle')} message={t('toastDangerMessage')} duration={Infinity} />
    </ToastProvider>
  );
}

function Danger() {
  const t = useTranslations('StorybookFeedback');
  return (
    <ToastProvider>
      <Toast tone="error" title={t('toastDangerTitle')} message={t('toastDangerMessage')} duration={Infinity} />
    </ToastProvider>
  );
}

function Long() {
  const t = useTranslations('StorybookFeedback');
  return (
    <ToastProvider>
      <Toast tone="error" title={t('toastLongTitle')} message={t('toastLongMessage')} duration={Infinity} />
    </ToastProvider>
  );
}

function PushButton() {
  const t = useTranslations('StorybookFeedback');
  const toast = useToast();
  return (
    <Button
      onPress={() =>
        toast.show({
          tone: 'success',
          title: t('toastSuccessTitle'),
          message: t('toastSuccessMessage'),
          duration: Infinity,
        })
      }
    >
      {t('toastTrigger')}
    </Button>
  );
}

const meta: Meta<typeof Toast> = {
  title: 'Components/Toast',
  tags: ['screenshot-widths:375,600'],
  component: Toast,
  render: () => <AllVariants />,
  parameters: {
    // The viewport is fixed to the bottom of its frame: one iframe per story in the docs.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
};

export default meta;
type Story = StoryObj<typeof Toast>;

/** Info, success, warning and danger, stacked in the notifications region. */
export const Variants: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

/** Danger: assertive (`type="foreground"`), 5000 ms outside stories (SPEC §8). */
export const DangerToast: Story = { render: () => <Danger /> };

/** `useToast().show(...)` from a button. */
export const FromUseToast: Story = {
  tags: ['no-visual'],
  render: () => (
    <ToastProvider>
      <PushButton />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('region').querySelector('li')).not.toBeNull());
  },
};

/** F8 jumps to the region, Tab reaches the close button, Enter closes; focus stays in the region. */
export const CloseWithKeyboard: Story = {
  tags: ['no-visual'],
  render: () => (
    <ToastProvider>
      <Success />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(region).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.querySelector('li')).toBeNull());
    await expect(region.contains(document.activeElement)).toBe(true);
  },
};

export const FocusVisible: Story = {
  render: () => (
    <ToastProvider>
      <Success />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(region.querySelector('li')).toHaveFocus();
  },
};

export const LongContent: Story = { render: () => <Long /> };
