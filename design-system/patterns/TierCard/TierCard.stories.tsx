import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { TierState } from '@/lib/rules/cart';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { Grid } from '../../layout/Grid/Grid';
import { TierCard, type TierPrice } from './TierCard';
import { inDisplayModes } from '../../testing/storyModes';
import { useStoryCopy } from '../../testing/StoryCopy';

type PriceKind = 'fixed' | 'minimum' | 'free' | 'zero';
const prices: Record<PriceKind, TierPrice> = {
  fixed: { kind: 'fixed', cents: 2500 },
  minimum: { kind: 'minimum', cents: 1000 },
  free: { kind: 'free' },
  zero: { kind: 'fixed', cents: 0 },
};
type Stock = 'available' | 'remaining' | 'limited' | 'lastAvailable' | 'soldOut';
const states: Record<Stock, TierState> = {
  available: 'available',
  remaining: 'limited',
  limited: 'limited',
  lastAvailable: 'lastAvailable',
  soldOut: 'soldOut',
};

/** Badge copy: the rules' own messages (`Rules.tier`), plus "Places limitées" without a count. */
function Example({
  price = 'fixed',
  stock = 'available',
  control = 'checkbox',
}: {
  price?: PriceKind;
  stock?: Stock;
  control?: 'checkbox' | 'quantity';
}) {
  const t = useTranslations('StorybookPatterns.tier');
  const fields = useStoryCopy();
  const rules = useTranslations('Rules.tier');
  const title = t(`title.${price}`);
  const label =
    stock === 'remaining' ? rules('limited', { remaining: 12, unit: 'place' })
    : stock === 'limited' ? t('limitedNoCount')
    : stock === 'lastAvailable' ? rules('lastAvailable', { unit: 'place' })
    : stock === 'soldOut' ? rules('soldOut', { unit: 'place' })
    : undefined;
  const hidden = (chunks: ReactNode) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  const chooseLabel = t.rich('choose', { tier: title, hidden });
  return (
    <TierCard
      title={title}
      price={prices[price]}
      availability={states[stock]}
      availabilityLabel={label}
      description={t(`description.${price}`)}
      action={
        control === 'quantity' ?
          ({ describedBy }) => (
            <QuantityStepper
              name={`quantity-${price}`}
              label={fields('quantityLabel')}
              description={fields('quantityHint')}
              aria-describedby={describedBy}
              max={4}
              decreaseLabel={fields('quantityDecrease')}
              increaseLabel={fields('quantityIncrease')}
            />
          )
        : undefined
      }
    >
      {control === 'quantity' ?
        undefined
      : ({ describedBy }) => (
          <Checkbox name="tiers" value={price} aria-describedby={describedBy} isDisabled={stock === 'soldOut'}>
            {chooseLabel}
          </Checkbox>
        )
      }
    </TierCard>
  );
}

const meta: Meta<typeof TierCard> = {
  title: 'Patterns/TierCard',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: TierCard,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof TierCard>;

export const Fixed: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Choisir le tarif Adulte' });
    await expect(checkbox).toHaveAccessibleDescription(expect.stringContaining('25,00'));
  },
};
export const Minimum: Story = { render: () => <Example price="minimum" />, parameters: inDisplayModes('Hyperlegible') };
export const FreePrice: Story = { render: () => <Example price="free" /> };
export const Remaining: Story = {
  render: () => <Example stock="remaining" />,
  parameters: inDisplayModes('TextSpacing'),
};
export const LastAvailable: Story = { render: () => <Example stock="lastAvailable" /> };
/** Sold out: a "Complet" badge with an icon, a dashed border and a disabled control. */
export const SoldOut: Story = {
  render: () => <Example stock="soldOut" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
    await expect(within(canvasElement).getByText('Complet')).toBeVisible();
  },
};
/**
 * A quantity stepper instead of a checkbox (several places of the same tier), on the
 * price's line; the card is a group named by the tier, so the label says "Nombre de places" once.
 */
export const WithQuantity: Story = {
  render: () => <Example stock="remaining" control="quantity" />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Adulte' });
    const field = within(group).getByRole('textbox', { name: 'Nombre de places' });
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('25,00'));
  },
  // At 200 % its stepper's buttons are 88 px wide: the state that ran past a 375 px screen.
  parameters: inDisplayModes('LargeText'),
};

/** Every price kind against every stock state. */
const matrixPrices: PriceKind[] = ['fixed', 'minimum', 'free', 'zero'];
const matrixStocks: Stock[] = ['remaining', 'limited', 'lastAvailable', 'soldOut'];

function AllStates() {
  return (
    <Grid columns={[1, 2, 3]} gap="medium">
      {matrixPrices.flatMap((price) =>
        matrixStocks.map((stock) => <Example key={`${price}-${stock}`} price={price} stock={stock} />),
      )}
    </Grid>
  );
}
export const Matrix: Story = { render: () => <AllStates />, parameters: inDisplayModes('Dark', 'HighContrast') };
export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Example price="minimum" stock="remaining" />,
};
