import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { OutcomePanel } from './OutcomePanel';

type View = 'confirmed' | 'pending' | 'refused' | 'cancelled' | 'expired' | 'duplicated';

/** The six payment outcomes of SPEC §4, with the copy the pages use. */
function Example({ view }: { view: View }) {
  const t = useTranslations('Payment.outcome');
  const tRoot = useTranslations();
  const back = { label: t('backToForm'), href: '#formulaire' };
  const titles = {
    refused: tRoot('Errors.flow.PAYMENT_REFUSED.title'),
    cancelled: tRoot('Errors.page.paymentCanceled.title'),
    expired: tRoot('Errors.page.expiration.title'),
    duplicated: tRoot('Errors.page.duplicatedPayment.title'),
  };
  switch (view) {
    case 'confirmed':
      return (
        <OutcomePanel
          tone="success"
          title={t('confirmed.banner')}
          message={t('confirmed.message', { amount: '56,00 €', organization: 'Les Amis du Quartier' })}
          details={[t('confirmed.email'), t('confirmed.tip', { tip: '6,00 €' })]}
          links={[{ label: t('confirmed.again', { bought: 'donation' }), href: '#formulaire' }]}
        />
      );
    case 'pending':
      return (
        <OutcomePanel
          tone="info"
          title={t('pending.banner')}
          message={t('pending.message')}
          details={[t('pending.noScript')]}
        />
      );
    case 'refused':
      return (
        <OutcomePanel
          tone="error"
          title={titles.refused}
          message={`${tRoot('Errors.flow.PAYMENT_REFUSED.message')} ${tRoot('Payment.decline.card_declined')}`}
          codeLine={t('code', { code: 'PAYMENT_REFUSED' })}
          links={[{ label: t('retry'), href: '#paiement' }, back]}
        />
      );
    case 'cancelled':
      return (
        <OutcomePanel
          tone="warning"
          title={titles.cancelled}
          message={tRoot('Errors.page.paymentCanceled.message')}
          codeLine={t('code', { code: 'PAYMENT_CANCELED' })}
          links={[{ label: t('retry'), href: '#paiement' }, back]}
        />
      );
    case 'expired':
      return (
        <OutcomePanel
          tone="error"
          title={titles.expired}
          message={tRoot('Errors.page.expiration.message')}
          codeLine={t('code', { code: 'CART_EXPIRED' })}
          links={[{ label: t('restart'), href: '#formulaire' }]}
        />
      );
    case 'duplicated':
      return (
        <OutcomePanel
          tone="error"
          title={titles.duplicated}
          message={tRoot('Errors.page.duplicatedPayment.message')}
          codeLine={t('code', { code: 'DUPLICATED_PAYMENT' })}
          links={[back]}
        />
      );
  }
}

const meta: Meta<typeof OutcomePanel> = {
  title: 'Features/Payment/Outcome',
  component: OutcomePanel,
  render: () => <Example view="confirmed" />,
};

export default meta;
type Story = StoryObj<typeof OutcomePanel>;

export const Confirmed: Story = {};
export const Pending: Story = { render: () => <Example view="pending" /> };
export const Refused: Story = { render: () => <Example view="refused" /> };
export const Cancelled: Story = { render: () => <Example view="cancelled" /> };
export const Expired: Story = { render: () => <Example view="expired" /> };
export const Duplicated: Story = { render: () => <Example view="duplicated" /> };
