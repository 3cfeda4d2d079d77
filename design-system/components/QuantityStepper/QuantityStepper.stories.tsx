import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryCopy, useStoryCopy } from '../../testing/StoryCopy';
import { inDisplayModes } from '../../testing/storyModes';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

/** The stepper as a tier uses it: inside a group named by the tier, which its label does not repeat. */
function Example(props: Partial<QuantityStepperProps>) {
  const t = useStoryCopy();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id}>{t('quantityGroup')}</p>
      <QuantityStepper
        label={t('quantityLabel')}
        description={t('quantityHint')}
        name="places"
        max={4}
        decreaseLabel={t('quantityDecrease')}
        increaseLabel={t('quantityIncrease')}
        announce={(count) => t('quantityAnnounce', { count })}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Example {...args} />,
  args: { label: <StoryCopy id="quantityLabel" />, max: 4, decreaseLabel: '', increaseLabel: '' },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: inDisplayModes('LargeText', 'TextSpacing', 'Hyperlegible'),
};

/**
 * "+" stops at the most the payer may take and keeps the focus there (aria-disabled);
 * each press is announced; the field stays typeable.
 */
export const ByButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox');
    const [less, more] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await expect(less).toHaveAttribute('aria-disabled', 'true');
    for (let press = 0; press < 5; press += 1) await userEvent.click(more);
    await expect(field).toHaveValue('4');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(more).toHaveFocus();
    await waitFor(() => expect(canvas.getByText(/4 places/)).toBeInTheDocument());
    await userEvent.click(less);
    await expect(field).toHaveValue('3');
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await expect(field).toHaveValue('1');
  },
};

/** In English, dark and high contrast: the error's colour and border are what these modes change. */
export const Invalid: Story = {
  render: () => <Example defaultValue="9" errorMessage={<StoryCopy id="quantityError" />} />,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast'),
};
