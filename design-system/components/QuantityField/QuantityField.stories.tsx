import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy, useStoryCopy } from '../../testing/StoryCopy';
import { inDisplayModes } from '../../testing/storyModes';
import { QuantityField, type QuantityFieldProps } from './QuantityField';

function Example(props: Partial<QuantityFieldProps>) {
  const t = useStoryCopy();
  return (
    <QuantityField
      label={t('quantityLabel')}
      description={t('quantityHint')}
      name="places"
      max={4}
      decreaseLabel={t('quantityDecrease')}
      increaseLabel={t('quantityIncrease')}
      {...props}
    />
  );
}

const meta = {
  title: 'Components/QuantityField',
  component: QuantityField,
  render: (args) => <Example {...args} />,
  args: { label: <StoryCopy id="quantityLabel" />, max: 4, decreaseLabel: '', increaseLabel: '' },
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** "+" stops at the most the payer may take, "−" at zero; the field stays typeable. */
export const ByButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox');
    const more = canvas.getAllByRole('button')[1] as HTMLElement;
    for (let press = 0; press < 5; press += 1) await userEvent.click(more);
    await expect(field).toHaveValue('4');
    await expect(more).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: () => <Example defaultValue="9" errorMessage={<StoryCopy id="quantityError" />} />,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
