import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite';
import { Input, Label, TextField } from 'react-aria-components';
import { field, label } from '../../internal/field.css';
import { input } from '../../internal/input.css';
import { StoryCopy } from '../../testing/StoryCopy';
import { FieldMessage } from './FieldMessage';
import { inDisplayModes } from '../../testing/storyModes';

/** FieldMessage lives inside a field: the stories put it in a bare react-aria text field. */
const inField: Decorator = (Story, { args }) => (
  <TextField
    className={field}
    isInvalid={Boolean(args.children)}
    validationBehavior="aria"
    aria-describedby={args.warning ? 'story-warning' : undefined}
    defaultValue="marie.dupont@gmial.com"
  >
    <Label className={label}>
      <StoryCopy id="emailLabel" />
    </Label>
    <Story />
    <Input className={input()} />
  </TextField>
);

const meta = {
  title: 'Components/FieldMessage',
  component: FieldMessage,
  decorators: [inField],
  args: { children: <StoryCopy id="emailError" />, warningId: 'story-warning' },
} satisfies Meta<typeof FieldMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

const warning = <StoryCopy id="emailWarning" values={{ suggestion: 'marie.dupont@gmail.com' }} />;
const both = { warning } as const;

export const ErrorMessage: Story = {};
export const Warning: Story = { args: { children: undefined, warning } };
export const ErrorAndWarning: Story = { args: both, parameters: inDisplayModes() };
export const LongContent: Story = { args: { children: <StoryCopy id="longError" /> } };
