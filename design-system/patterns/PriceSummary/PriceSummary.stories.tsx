import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Link } from '../../components/Link/Link';
import { PriceSummary } from './PriceSummary';
import { inDisplayModes } from '../../testing/storyModes';

type Variant = 'order' | 'donation' | 'noTip' | 'instalments' | 'vat';

/** Figures add up: 2 × 25 € + 10 € + 2 × 12 € − 5 € + 6 € = 85 €. */
function Example({ variant = 'order' }: { variant?: Variant }) {
  const t = useTranslations('StorybookPatterns.summary');
  const tip = {
    label: t('tip'),
    amountCents: 600,
    details: t('tipDetails'),
    action: <Link href="#contribution">{t('tipEdit')}</Link>,
  };
  if (variant === 'vat') {
    // A shop's receipt: each line's rate, the VAT the total includes under it (1 500 € × 20/120 = 250 €).
    return (
      <PriceSummary
        caption={t('caption')}
        lines={[{ id: 'tshirt', label: t('adult'), quantity: 2, amountCents: 1500, details: t('vatRate') }]}
        totalCents={1500}
        vat={{ label: t('vat'), amountCents: 250 }}
      />
    );
  }
  if (variant === 'donation') {
    return (
      <PriceSummary
        caption={t('caption')}
        lines={[{ id: 'don', label: t('donation'), amountCents: 5000 }]}
        tip={{ ...tip, amountCents: 300 }}
        totalCents={5300}
      />
    );
  }
  return (
    <PriceSummary
      caption={t('caption')}
      lines={[
        { id: 'adulte', label: t('adult'), quantity: 2, amountCents: 5000 },
        { id: 'enfant', label: t('child'), quantity: 1, amountCents: 1000 },
        { id: 'repas', label: t('meal'), quantity: 2, amountCents: 2400, details: t('mealDetails') },
      ]}
      discount={{ label: t('discount'), amountCents: 500 }}
      tip={variant === 'noTip' ? undefined : tip}
      totalCents={variant === 'noTip' ? 7900 : 8500}
      schedule={
        variant === 'instalments' ?
          {
            caption: t('schedule'),
            instalments: [
              { date: '2026-03-15', amountCents: 3234 },
              { date: '2026-04-15', amountCents: 2633 },
              { date: '2026-05-15', amountCents: 2633 },
            ],
          }
        : undefined
      }
    />
  );
}

const meta: Meta<typeof PriceSummary> = {
  title: 'Patterns/PriceSummary',
  component: PriceSummary,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof PriceSummary>;

export const Order: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Récapitulatif de votre commande' });
    await expect(within(table).getByText('Montant facultatif')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Modifier ma contribution' })).toBeVisible();
  },
};
/** A donation: no quantity column. */
export const Donation: Story = { render: () => <Example variant="donation" /> };
/** The payer removed the tip: no tip line at all. */
export const WithoutTip: Story = { render: () => <Example variant="noTip" /> };
/** Paid in 3 instalments; the tip is taken with the first one. */
export const Instalments: Story = {
  render: () => <Example variant="instalments" />,
  parameters: inDisplayModes('English', 'LargeText'),
};
export const Default: Story = { parameters: inDisplayModes('Dark', 'HighContrast', 'TextSpacing', 'Hyperlegible') };

/** A shop: the rate on each line, "Dont TVA" under the total, as French receipts show it. */
export const WithVat: Story = { render: () => <Example variant="vat" /> };
