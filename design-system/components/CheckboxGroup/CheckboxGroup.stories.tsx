import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StoryCopy } from '../../testing/StoryCopy';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { inDisplayModes } from '../../testing/storyModes';
import { tabsTo } from '../../testing/focusStory';

const options = (
  <>
    <Checkbox value="meal" description={<StoryCopy id="optionMealHint" />}>
      <StoryCopy id="optionMeal" />
    </Checkbox>
    <Checkbox value="tshirt">
      <StoryCopy id="optionTshirt" />
    </Checkbox>
    <Checkbox value="parking">
      <StoryCopy id="optionParking" />
    </Checkbox>
  </>
);

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: <StoryCopy id="optionsLabel" />, name: 'options', children: options },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const showcase = {
  description: <StoryCopy id="optionsHint" />,
  errorMessage: <StoryCopy id="optionsError" />,
  isRequired: true,
  defaultValue: ['tshirt'],
};

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <StoryCopy id="optionsHint" /> } };
export const Selected: Story = { args: { defaultValue: ['meal', 'parking'] } };
export const FocusVisible: Story = tabsTo('checkbox');
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['meal'] } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
