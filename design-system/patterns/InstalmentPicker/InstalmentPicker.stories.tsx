import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { useStoryCopy } from '../../testing/StoryCopy';
import { InstalmentPicker } from './InstalmentPicker';

function Example({ initial = '3' }: { initial?: string }) {
  const t = useStoryCopy();
  const [count, setCount] = useState(initial);
  return (
    <InstalmentPicker
      label={t('instalmentsLabel')}
      description={t('instalmentsHint')}
      name="instalments"
      isRequired
      value={count}
      onChange={setCount}
      options={[
        { count: 1, label: t('instalmentsOnce') },
        { count: 3, label: t('instalmentsThree') },
      ]}
      schedule={
        count === '3' ?
          {
            caption: t('scheduleCaption'),
            instalments: [
              { date: '2026-11-24', amountCents: 854 },
              { date: '2026-12-24', amountCents: 853 },
              { date: '2027-01-24', amountCents: 853 },
            ],
          }
        : undefined
      }
    />
  );
}

const meta: Meta<typeof InstalmentPicker> = {
  title: 'Patterns/InstalmentPicker',
  component: InstalmentPicker,
  render: () => <Example />,
};
export default meta;
type Story = StoryObj<typeof InstalmentPicker>;

/** 3 instalments chosen: the schedule, dates and amounts, right under the choice. */
export const ThreeInstalments: Story = {};

export const AtOnce: Story = { render: () => <Example initial="1" /> };
