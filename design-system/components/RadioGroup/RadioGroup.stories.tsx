import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { Radio, RadioGroup } from './RadioGroup';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const frequencies = (
  <>
    <Radio value="once">
      <StoryCopy id="frequencyOnce" />
    </Radio>
    <Radio value="monthly" description={<StoryCopy id="frequencyMonthlyHint" />}>
      <StoryCopy id="frequencyMonthly" />
    </Radio>
    <Radio value="yearly">
      <StoryCopy id="frequencyYearly" />
    </Radio>
  </>
);

/** Amount cards: the description (cost after tax reduction) is the radio's aria-describedby. */
const amountCards = (
  <>
    {[
      ['15', '5,10'],
      ['30', '10,20'],
      ['50', '17,00'],
    ].map(([amount, net]) => (
      <Radio
        key={amount}
        value={amount as string}
        appearance="card"
        description={<StoryCopy id="amountCardHint" values={{ net: net as string }} />}
      >
        <StoryCopy id="amountCard" values={{ amount: amount as string }} />
      </Radio>
    ))}
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: <StoryCopy id="frequencyLabel" />, name: 'frequency', children: frequencies },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = {
  label: <StoryCopy id="amountCardsLabel" />,
  description: <StoryCopy id="amountCardsHint" />,
  name: 'amount',
  isRequired: true,
  defaultValue: '30',
  children: amountCards,
} as const;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="frequencyHint" /> } };
export const Selected: Story = { args: { defaultValue: 'monthly' } };
export const FocusVisible: Story = {
  args: { defaultValue: 'monthly' },
  ...tabsTo('radio', 1),
};
export const Cards: Story = {
  args: cards,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Invalid: Story = {
  args: {
    isRequired: true,
    description: <StoryCopy id="frequencyHint" />,
    errorMessage: <StoryCopy id="frequencyError" />,
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'once' } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
