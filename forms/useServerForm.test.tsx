import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWithStrings } from '@/design-system/testing/renderWithStrings';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import fr from '@/messages/fr.json';
import { lazySchema, type LazySchema } from './lazySchema';
import { ServerForm } from './ServerForm';
import { useServerForm, type ServerFormAction } from './useServerForm';

/** A schema module whose loading the test releases when it wants (a slow network). */
function slowSchema() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(() =>
    arrived.then(() => ({ emailSchema: z.object({ email: z.string({ error: VALIDATION_MESSAGES.required }) }) })),
  );
  return { schema: lazySchema(load, (module) => module.emailSchema), load, release };
}

function EmailForm({ schema, action }: { schema: LazySchema; action: ServerFormAction }) {
  const formRef = useRef<HTMLFormElement>(null);
  const binding = useServerForm<{ email: string }>({ id: 'lazy-form', action, schema });
  const { fields, failedSubmits } = binding;
  return (
    <ServerForm
      binding={binding}
      formRef={formRef}
      fields={[{ field: fields.email, label: 'Email' }]}
      pageTitle="Formulaire"
    >
      <label htmlFor={fields.email.id}>Email</label>
      <input
        id={fields.email.id}
        name={fields.email.name}
        defaultValue=""
        aria-invalid={fields.email.errors ? true : undefined}
      />
      <output data-testid="errors">{fields.email.errors?.join(' ')}</output>
      <output data-testid="refused">{failedSubmits}</output>
      <input aria-label="Autre champ" />
      <button type="submit">Envoyer</button>
    </ServerForm>
  );
}

function renderForm() {
  const slow = slowSchema();
  const action = vi.fn<ServerFormAction>(async () => ({}));
  renderWithStrings(
    <NextIntlClientProvider locale="fr" messages={fr} timeZone="Europe/Paris">
      <EmailForm schema={slow.schema} action={action} />
    </NextIntlClientProvider>,
  );
  return { ...slow, action };
}

const errors = () => screen.getByTestId('errors').textContent;
const refused = () => screen.getByTestId('refused').textContent;

// Each test waits for a dynamic import (the parser) and types with userEvent: on a
// loaded machine the first one took 4–5 s, near vitest's 5 s default.
describe('useServerForm loads its validation on first use', { timeout: 15_000 }, () => {
  it('loads nothing with the page, then once on the first focus', async () => {
    const { load } = renderForm();
    // Let effects and any stray promise run: still nothing loaded.
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByLabelText('Autre champ'));
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error of a field left before the validation arrived, once it has', async () => {
    const { release } = renderForm();
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByLabelText('Autre champ'));
    expect(errors()).toBe('');
    release();
    await waitFor(() => expect(errors()).toBe(VALIDATION_MESSAGES.required));
  });

  it('refuses an invalid submit made before the validation arrived, once it has, without posting', async () => {
    const { release, action } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(refused()).toBe('0');
    release();
    await waitFor(() => expect(refused()).toBe('1'));
    expect(errors()).toBe(VALIDATION_MESSAGES.required);
    // The first field in error takes the focus, as after any refused submit.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(action).not.toHaveBeenCalled();
  });

  it('sends a valid submit made before the validation arrived once', async () => {
    const { release, action } = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'lea@example.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(action).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect((action.mock.calls[0]?.[1] as FormData).get('email')).toBe('lea@example.fr');
    await act(async () => {});
    expect(action).toHaveBeenCalledTimes(1);
    expect(refused()).toBe('0');
  });
});
