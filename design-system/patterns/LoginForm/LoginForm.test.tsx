import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { focusLoginRefusal, LoginForm, type LoginFormProps } from './LoginForm';

const props: LoginFormProps = {
  labels: {
    email: 'Adresse électronique',
    emailHint: 'Format attendu : nom@domaine.fr',
    password: 'Mot de passe',
    forgottenPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    firstConnectionIntro: 'Première connexion ?',
    firstConnection: 'Créer mon mot de passe',
  },
  hrefs: {
    firstConnection: '/forms/premiere-connexion?redirectTo=%2F',
    forgottenPassword: '/forms/utilisateur/recuperation-mot-de-passe',
  },
};

const form = () => document.querySelector('form')!;

describe('LoginForm', () => {
  it('lists the field errors in a summary linked to the fields, when asked', async () => {
    renderWithStrings(
      <LoginForm
        {...props}
        errorSummary
        fieldErrors={{ email: 'Saisissez votre adresse', password: 'Saisissez votre mot de passe' }}
      />,
    );
    const summary = screen.getByRole('alert');
    const email = screen.getByRole('textbox', { name: /Adresse électronique/ });
    const password = screen.getByLabelText(/^Mot de passe/);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Saisissez votre adresse', `#${email.id}`],
      ['Saisissez votre mot de passe', `#${password.id}`],
    ]);
    await userEvent.click(links[1]!);
    expect(document.activeElement).toBe(password);
  });

  it('shows no summary in a dialog (by default) nor without field errors', () => {
    const { rerender } = renderWithStrings(<LoginForm {...props} fieldErrors={{ email: 'Saisissez votre adresse' }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<LoginForm {...props} errorSummary error="Adresse électronique ou mot de passe incorrect." />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Il y a un problème')).toBeNull();
  });

  it('after a refusal, focuses the first field in error, else the refusal', () => {
    const { rerender } = renderWithStrings(
      <LoginForm {...props} fieldErrors={{ password: 'Saisissez votre mot de passe' }} />,
    );
    expect(focusLoginRefusal(form())).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Mot de passe/));
    rerender(<LoginForm {...props} error="Adresse électronique ou mot de passe incorrect." />);
    expect(focusLoginRefusal(form())).toBe(true);
    expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true);
    rerender(<LoginForm {...props} />);
    expect(focusLoginRefusal(form())).toBe(false);
  });

  it('carries its hidden fields and hands the credentials to onSubmit', async () => {
    const onSubmit = vi.fn();
    renderWithStrings(
      <LoginForm {...props} onSubmit={onSubmit} hiddenFields={{ mode: 'page' }} defaultEmail="a@b.fr" />,
    );
    expect(document.querySelector<HTMLInputElement>('input[name="mode"]')?.value).toBe('page');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'secret{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.fr', password: 'secret' });
  });
});
