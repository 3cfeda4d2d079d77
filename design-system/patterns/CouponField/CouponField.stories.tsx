import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useStoryCopy } from '../../testing/StoryCopy';
import { CouponField, type CouponFieldProps } from './CouponField';

function Example(props: Partial<CouponFieldProps>) {
  const t = useStoryCopy();
  return (
    <form aria-label={t('couponLegend')}>
      <CouponField
        legend={t('couponLegend')}
        label={t('couponLabel')}
        description={t('couponHint')}
        name="coupon"
        intentName="intent"
        applyValue="applyCoupon"
        removeValue="removeCoupon"
        applyLabel={t('couponApply')}
        removeLabel={t('couponRemove')}
        {...props}
      />
    </form>
  );
}

const meta: Meta<typeof CouponField> = {
  title: 'Patterns/CouponField',
  component: CouponField,
  render: () => <Example />,
};
export default meta;
type Story = StoryObj<typeof CouponField>;

export const Empty: Story = {};

function AppliedExample() {
  const t = useStoryCopy();
  return <Example applied={t('couponApplied')} />;
}
/** A code is applied: its discount is said, and it can be removed. */
export const Applied: Story = { render: () => <AppliedExample /> };

function RefusedExample() {
  const t = useStoryCopy();
  return <Example defaultValue="INCONNU" errorMessage={t('couponError')} />;
}
/** The server's answer on the field (unknown, expired or used-up code). */
export const Refused: Story = { render: () => <RefusedExample /> };
