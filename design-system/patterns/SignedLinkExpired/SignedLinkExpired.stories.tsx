import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { SignedLinkExpired } from './SignedLinkExpired';
import { inDisplayModes } from '../../testing/storyModes';

/** The copy is the app's own (`Tickets.*`, `Receipts.*`), as on the real pages. */
function Example({ namespace }: { namespace: 'Tickets' | 'Receipts' }) {
  const t = useTranslations(namespace);
  return (
    <SignedLinkExpired
      title={t('metaTitle')}
      message={t('expired')}
      signInHref="#connexion"
      signInLabel={t('signIn')}
    />
  );
}

const meta: Meta<typeof SignedLinkExpired> = {
  title: 'Patterns/SignedLinkExpired',
  tags: ['screenshot-widths:375,900'],
  component: SignedLinkExpired,
  render: () => <Example namespace="Tickets" />,
};

export default meta;
type Story = StoryObj<typeof SignedLinkExpired>;

export const Ticket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Billet');
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '#connexion');
  },
};
export const Receipt: Story = { render: () => <Example namespace="Receipts" /> };
export const Default: Story = { parameters: inDisplayModes('English', 'Dark', 'LargeText') };
