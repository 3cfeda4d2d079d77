import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { LoginRefusal } from './LoginRefusal';
import { useLoginStoryLabels } from './useLoginStoryLabels';
import { inDisplayModes } from '../../testing/storyModes';

type State = 'empty' | 'refused' | 'fieldErrors';

/** The form on a page of its own (the sign-in page): its button keeps its width, a refusal shows a LoginRefusal with the error summary. */
function Example({ state = 'empty' }: { state?: State }) {
  const t = useTranslations('StorybookPatterns.login');
  const labels = useLoginStoryLabels();
  const errors = useTranslations('Errors.other');
  const [pending, setPending] = useState(false);
  const error = state === 'refused' ? errors('loginRefused') : undefined;
  const fieldErrors =
    state === 'fieldErrors' ? { email: t('emailMissing'), password: t('passwordMissing') } : undefined;
  const props: LoginFormProps = {
    id: 'connexion',
    labels,
    hrefs: { firstConnection: '#premiere-connexion', forgottenPassword: '#recuperation-mot-de-passe' },
    onSubmit: () => setPending(true),
    isPending: pending,
    refusal:
      state === 'empty' ? null : (
        <LoginRefusal error={error} fieldErrors={fieldErrors} formId="connexion" labels={labels} />
      ),
    defaultEmail: state === 'refused' ? t('sampleEmail') : undefined,
    fieldErrors,
  };
  return <LoginForm {...props} />;
}

const meta: Meta<typeof LoginForm> = {
  title: 'Patterns/LoginForm',
  component: LoginForm,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof LoginForm>;

export const OnAPage: Story = { parameters: inDisplayModes('LargeText') };

/** Both fields empty: an error summary links to each field, whose message is under its label. */
export const FieldErrors: Story = {
  render: () => <Example state="fieldErrors" />,
  parameters: inDisplayModes('Dark'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await userEvent.click(within(summary).getAllByRole('link')[1]!);
    await waitFor(() => expect(canvas.getByLabelText(/^Mot de passe/)).toHaveFocus());
  },
};

/** Wrong credentials: the refusal in an alert, the address kept, no summary (no field is in error). */
export const InvalidCredentials: Story = {
  render: () => <Example state="refused" />,
  parameters: inDisplayModes('English'),
};
