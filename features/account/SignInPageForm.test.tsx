import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '@/design-system/testing/renderWithStrings';
import type { SignInState } from './authForms';
import fr from '@/messages/fr.json';
import { loginLabelsFrom } from '@/design-system/patterns/LoginForm/loginLabelsFrom';
import { signInHrefs } from './signInFormCopy';
import { SignInPageForm, type SignInPageFormProps } from './SignInPageForm';

// The page's own words and links (loginLabelsFrom, signInHrefs), from the French messages.
const labels = loginLabelsFrom((key) => fr.Auth.signIn[key]);
const hrefs = signInHrefs('/parametres-affichage');
const errorTitle = 'Erreur : Connexion – Formulaires';

/** An action answering `answer`, whose posts the test reads. */
function actionAnswering(answer: SignInState | (() => Promise<SignInState>)) {
  return vi.fn<SignInPageFormProps['action']>(async () => (typeof answer === 'function' ? answer() : answer));
}

function renderForm(action: SignInPageFormProps['action']) {
  document.title = 'Connexion – Formulaires';
  return renderWithStrings(
    <SignInPageForm
      action={action}
      labels={labels}
      hrefs={hrefs}
      redirectTo="/parametres-affichage"
      errorTitle={errorTitle}
    />,
  );
}

const emailField = () => screen.getByRole('textbox', { name: /Adresse électronique/ });
const passwordField = () => screen.getByLabelText(/^Mot de passe/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

const emptyFields: SignInState = {
  status: 'error',
  result: { status: 'error', initialValue: { email: '' }, error: { email: ['Validation.required'] } },
  messages: { fields: { email: 'Ce champ est obligatoire', password: 'Ce champ est obligatoire' } },
};

describe('SignInPageForm', () => {
  it('posts the address, the password, where to go back and the page mode to the action', async () => {
    const action = actionAnswering({ status: 'idle' });
    renderForm(action);
    await userEvent.type(emailField(), 'camille@exemple.fr');
    await userEvent.type(passwordField(), 'un mot de passe');
    await submit();
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(Object.fromEntries(action.mock.calls[0]![1])).toEqual({
      email: 'camille@exemple.fr',
      password: 'un mot de passe',
      redirectTo: '/parametres-affichage',
      mode: 'page',
    });
    expect(screen.getByRole('link', { name: 'Créer mon mot de passe' })).toHaveAttribute('href', hrefs.firstConnection);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      hrefs.forgottenPassword,
    );
  });

  it('after empty fields: each named on its field and in a summary, focus on the first, the title says so', async () => {
    renderForm(actionAnswering(emptyFields));
    await submit();
    const summary = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(summary).getByRole('heading').textContent).toBe('Il y a un problème');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`#${emailField().id}`, `#${passwordField().id}`]);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    const described = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described(emailField())).toContain('Ce champ est obligatoire');
    expect(described(passwordField())).toContain('Ce champ est obligatoire');
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    await waitFor(() => expect(document.title).toBe(errorTitle));
  });

  it('after wrong credentials: the refusal takes the focus and the address is kept', async () => {
    const action = actionAnswering({
      status: 'error',
      result: {
        status: 'error',
        initialValue: { email: 'camille@exemple.fr' },
        error: { '': ['Errors.other.loginRefused'] },
      },
      messages: { form: 'Adresse électronique ou mot de passe incorrect.', fields: {} },
    });
    renderForm(action);
    await userEvent.type(emailField(), 'camille@exemple.fr');
    await userEvent.type(passwordField(), 'pas-le-bon-1');
    await submit();
    const refusal = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(refusal.textContent).toContain('Adresse électronique ou mot de passe incorrect.');
    await waitFor(() => expect(document.activeElement?.contains(refusal)).toBe(true));
    expect((emailField() as HTMLInputElement).value).toBe('camille@exemple.fr');
    expect(screen.queryByText('Il y a un problème')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(errorTitle));
  });

  it('is pending while the action runs and ignores a second submit', async () => {
    let answer = (_state: SignInState) => {};
    const action = actionAnswering(
      () =>
        new Promise<SignInState>((resolve) => {
          answer = resolve;
        }),
    );
    renderForm(action);
    await submit();
    const button = screen.getByRole('button', { name: /Se connecter/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    expect(action).toHaveBeenCalledOnce();
    answer(emptyFields);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  });
});
