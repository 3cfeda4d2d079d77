import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalContainerProvider } from '../../internal/portalContainer';
import { Stack } from '../../layout/Stack/Stack';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Dialog, DialogClose, DialogTrigger, type DialogProps } from './Dialog';
import { inDisplayModes } from '../../testing/storyModes';

/**
 * The dialog's portal goes inside the story root, so the test-runner's axe check (scoped
 * to #storybook-root) covers it.
 */
function PortalInStory({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {container ?
        <PortalContainerProvider value={container}>{children}</PortalContainerProvider>
      : null}
      <div ref={setContainer} />
    </>
  );
}

const withPortalInStory: Decorator = (Story) => (
  <PortalInStory>
    <Story />
  </PortalInStory>
);

type Example = Omit<DialogProps, 'title'>;

function LoginDialog(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Dialog
      title={t('dialogTitle')}
      description={t('dialogDescription')}
      footer={
        <>
          <DialogClose>{t('dialogCancel')}</DialogClose>
          <Button>{t('dialogConfirm')}</Button>
        </>
      }
      {...props}
    >
      <Text>{t('dialogBody')}</Text>
    </Dialog>
  );
}

function WithTriggerExample(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return <LoginDialog trigger={<DialogTrigger variant="secondary">{t('dialogOpen')}</DialogTrigger>} {...props} />;
}

function ConfirmDialog(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Dialog
      title={t('dialogRemoveTitle')}
      size="small"
      footer={
        <>
          <DialogClose>{t('dialogCancel')}</DialogClose>
          <Button variant="danger">{t('dialogRemove')}</Button>
        </>
      }
      {...props}
    >
      <Text>{t('dialogRemoveBody')}</Text>
    </Dialog>
  );
}

function LongDialog(props: Example) {
  const t = useTranslations('StorybookFeedback');
  return (
    <Dialog
      title={t('dialogLongTitle')}
      size="large"
      footer={<DialogClose variant="primary">{t('dialogAccept')}</DialogClose>}
      {...props}
    >
      <Stack gap="medium">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((index) => (
          <Text key={index}>{t('dialogLongParagraph', { index })}</Text>
        ))}
      </Stack>
    </Dialog>
  );
}

const meta: Meta<typeof Dialog> = {
  title: 'Components/Dialog',
  tags: ['screenshot-widths:375,600'],
  component: Dialog,
  decorators: [withPortalInStory],
  args: { defaultOpen: true },
  render: (args) => <LoginDialog {...args} />,
  parameters: {
    // A modal covers its whole frame: in the docs page each story gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
};

export default meta;
type Story = StoryObj<typeof Dialog>;

/** Open, with a description and an action row. */
export const Open: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

/** Closed, with its DialogTrigger (a design-system Button). */
export const WithTrigger: Story = { args: { defaultOpen: false }, render: (args) => <WithTriggerExample {...args} /> };

/** Keyboard: Enter opens, Tab stays inside, Escape closes and focus returns to the trigger. */
export const KeyboardInteraction: Story = {
  tags: ['no-visual'],
  args: { defaultOpen: false },
  render: (args) => <WithTriggerExample {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Focus ring on the first action after Tab. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(dialog).getAllByRole('button')[1]).toHaveFocus();
  },
};

/** A short confirmation, `size="small"`, no description. */
export const Confirmation: Story = { render: (args) => <ConfirmDialog {...args} /> };

/** The title is read but not shown. */
export const HiddenTitle: Story = { args: { hideTitle: true } };

/** Long title and body: only the body scrolls, the header and actions stay in view. */
export const LongContent: Story = { render: (args) => <LongDialog {...args} /> };
