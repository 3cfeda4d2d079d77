import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite';
import { field, label } from '../../internal/field.css';
import { input } from '../../internal/input.css';
import { StoryCopy } from '../../testing/StoryCopy';
import { FieldMessage } from './FieldMessage';
import { inDisplayModes } from '../../testing/storyModes';

/** FieldMessage lives inside a field: the stories put it in a bare native text field, wired by ids. */
const inField: Decorator = (Story, { args }) => (
  <div className={field} data-invalid={args.children ? true : undefined}>
    <label className={label} htmlFor="story-input">
      <StoryCopy id="emailLabel" />
    </label>
    <Story />
    <input
      id="story-input"
      type="text"
      className={input()}
      aria-invalid={args.children ? true : undefined}
      aria-describedby={
        [args.children ? 'story-error' : '', args.warning ? 'story-warning' : ''].filter(Boolean).join(' ') || undefined
      }
      defaultValue="marie.dupont@gmial.com"
    />
  </div>
);

const meta = {
  title: 'Components/FieldMessage',
  component: FieldMessage,
  decorators: [inField],
  args: { children: <StoryCopy id="emailError" />, errorId: 'story-error', warningId: 'story-warning' },
} satisfies Meta<typeof FieldMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

const warning = <StoryCopy id="emailWarning" values={{ suggestion: 'marie.dupont@gmail.com' }} />;
const both = { warning } as const;

export const ErrorMessage: Story = {};
export const Warning: Story = { args: { children: undefined, warning } };
export const ErrorAndWarning: Story = { args: both, parameters: inDisplayModes() };
export const LongContent: Story = { args: { children: <StoryCopy id="longError" /> } };
