import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, within } from 'storybook/test';
import { AmountPicker, type AmountPickerProps } from './AmountPicker';
import { inDisplayModes } from '../../testing/storyModes';

const presetCents = [1500, 3000, 5000, 10000];

type State = 'empty' | 'selected' | 'other' | 'invalid' | 'otherInvalid';

/** Donation amounts with the cost after the 66 % tax reduction (PEERS §4). */
function Example({ state = 'empty', taxReduction = false }: { state?: State; taxReduction?: boolean }) {
  const t = useTranslations('StorybookPatterns.amount');
  const props: AmountPickerProps = {
    label: t('label'),
    description: t('description'),
    name: 'amount',
    presets: presetCents.map((cents) => ({
      cents,
      description: taxReduction ? t('afterTax', { amount: Math.round(cents * 0.34) / 100 }) : undefined,
    })),
    minCents: 100,
    maxCents: 1000000,
    defaultValue:
      state === 'selected' ? '3000'
      : state === 'other' || state === 'otherInvalid' ? 'other'
      : undefined,
    defaultOtherValue:
      state === 'otherInvalid' ? '0,5'
      : state === 'other' ? '42'
      : undefined,
    errorMessage: state === 'invalid' ? t('required') : undefined,
    otherErrorMessage: state === 'otherInvalid' ? t('tooSmall') : undefined,
  };
  return <AmountPicker {...props} />;
}

const meta: Meta<typeof AmountPicker> = {
  title: 'Patterns/AmountPicker',
  component: AmountPicker,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof AmountPicker>;

export const Default: Story = {};
export const Selected: Story = {
  render: () => <Example state="selected" />,
  parameters: inDisplayModes('HighContrast', 'Hyperlegible'),
};
/** "Autre montant" chosen: the free amount field shows, with its bounds. */
export const OtherAmount: Story = {
  render: () => <Example state="other" />,
  parameters: inDisplayModes('TextSpacing'),
};
export const WithTaxReduction: Story = { render: () => <Example state="selected" taxReduction /> };

/** Arrow keys move between amounts; "Autre montant" reveals the field, reached with Tab. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('15,00 €', { normalizer: (text) => text.replace(/\s/g, ' ') }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Autre montant' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Montant de votre choix/ })).toHaveFocus();
  },
};
export const Invalid: Story = { render: () => <Example state="invalid" /> };
export const OtherAmountInvalid: Story = {
  render: () => <Example state="otherInvalid" />,
  parameters: inDisplayModes('Dark'),
};
export const OtherWithTaxReduction: Story = {
  render: () => <Example state="other" taxReduction />,
  parameters: inDisplayModes('English', 'LargeText'),
};
