import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack';
import { StoryCopy, useStoryCopy } from '../../testing/StoryCopy';
import { EmailField } from '../EmailField/EmailField';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
import { inDisplayModes } from '../../testing/storyModes';

/** The summary above the fields it links to, as after a failed submit. */
function FailedForm(props: Partial<ErrorSummaryProps>) {
  const t = useStoryCopy();
  const errors = [
    { fieldId: 'firstName', label: t('firstNameLabel'), message: t('requiredFirstNameError') },
    { fieldId: 'email', label: t('emailLabel'), message: t('emailError') },
    { fieldId: 'frequency', label: t('frequencyLabel'), message: t('frequencyError') },
  ];
  return (
    <form noValidate aria-label={t('formLabel')}>
      <Stack gap="large">
        <ErrorSummary errors={errors} {...props} />
        <TextField
          id="firstName"
          name="firstName"
          label={t('firstNameLabel')}
          isRequired
          errorMessage={errors[0]?.message}
        />
        <EmailField
          id="email"
          name="email"
          label={t('emailLabel')}
          isRequired
          defaultValue="marie.dupont"
          errorMessage={errors[1]?.message}
        />
        <RadioGroup
          id="frequency"
          name="frequency"
          label={t('frequencyLabel')}
          isRequired
          errorMessage={errors[2]?.message}
        >
          <Radio value="once">{t('frequencyOnce')}</Radio>
          <Radio value="monthly">{t('frequencyMonthly')}</Radio>
        </RadioGroup>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: { errors: [] },
  render: ({ errors: _errors, ...args }) => <FailedForm {...args} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It takes the focus when it appears. */
export const Default: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

/** Each link starts with its field's label; it scrolls the label into view and focuses the field. */
export const LinkToField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getAllByRole('link')[1] as HTMLElement;
    await expect(link.textContent).toMatch(/^(Adresse électronique\u00a0:|Email address:) /);
    await userEvent.click(link);
    await expect(canvasElement.querySelector('#email')).toHaveFocus();
  },
};
export const CustomTitle: Story = { args: { title: <StoryCopy id="summaryTitle" />, autoFocus: false } };
export const SingleError: Story = {
  render: (args) => (
    <ErrorSummary
      {...args}
      errors={[
        {
          fieldId: 'firstName',
          label: <StoryCopy id="firstNameLabel" />,
          message: <StoryCopy id="requiredFirstNameError" />,
        },
      ]}
    />
  ),
};
export const LongContent: Story = {
  render: (args) => (
    <ErrorSummary
      {...args}
      errors={[{ fieldId: 'contact', label: <StoryCopy id="longLabel" />, message: <StoryCopy id="longError" /> }]}
    />
  ),
};
