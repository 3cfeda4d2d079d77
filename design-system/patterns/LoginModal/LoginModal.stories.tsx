import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { PortalContainerProvider } from '../../internal/portalContainer';
import { useLoginStoryLabels } from '../LoginForm/useLoginStoryLabels';
import { LoginModal, type LoginModalProps } from './LoginModal';
import { inDisplayModes } from '../../testing/storyModes';

/** The dialog's portal goes inside the story root, so the axe check of each story covers it. */
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

type State = 'open' | 'closed' | 'refused' | 'fieldErrors' | 'connecting';

function Example({ state = 'open' }: { state?: State }) {
  const t = useTranslations('StorybookPatterns.login');
  const labels = useLoginStoryLabels();
  const errors = useTranslations('Errors.other');
  const [open, setOpen] = useState(state !== 'closed');
  const [pending, setPending] = useState(state === 'connecting');
  const props: LoginModalProps = {
    open,
    onOpenChange: setOpen,
    labels: { title: t('title'), description: t('description'), ...labels },
    hrefs: { firstConnection: '#premiere-connexion', forgottenPassword: '#recuperation-mot-de-passe' },
    onSubmit: () => setPending(true),
    isPending: pending,
    error: state === 'refused' ? errors('loginRefused') : undefined,
    defaultEmail: state === 'refused' ? t('sampleEmail') : undefined,
    fieldErrors: state === 'fieldErrors' ? { email: t('emailMissing'), password: t('passwordMissing') } : undefined,
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('open')}
      </Button>
      <LoginModal {...props} />
    </>
  );
}

const meta: Meta<typeof LoginModal> = {
  title: 'Patterns/LoginModal',
  tags: ['screenshot-widths:375,600,1200'],
  component: LoginModal,
  decorators: [withPortalInStory],
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof LoginModal>;

export const Open: Story = { parameters: inDisplayModes('HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible') };

/** Opened from a button: focus goes to the email field, and back to the button on Escape. */
export const OpenAndClose: Story = {
  render: () => <Example state="closed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Se connecter' });
    await userEvent.click(opener);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Adresse électronique/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Enter in the password field submits: the button turns pending. */
export const EnterSubmits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Adresse électronique/ }), 'camille@exemple.fr');
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'motdepasse{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Se connecter/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};
export const InvalidCredentials: Story = {
  render: () => <Example state="refused" />,
  parameters: inDisplayModes('English'),
};
export const FieldErrors: Story = { render: () => <Example state="fieldErrors" />, parameters: inDisplayModes('Dark') };
export const Connecting: Story = { render: () => <Example state="connecting" /> };
