import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { LoginForm, loginFieldIds, type LoginFormProps } from './LoginForm';
import { loginFormHrefs, loginFormLabels } from './loginFormFixture';
import { focusLoginRefusal, LoginRefusal } from './LoginRefusal';

const props: LoginFormProps = {
  id: 'connexion',
  labels: loginFormLabels,
  hrefs: loginFormHrefs,
};

const form = () => document.querySelector('form')!;
const refused = 'Adresse électronique ou mot de passe incorrect.';
const fieldErrors = { email: 'Saisissez votre adresse', password: 'Saisissez votre mot de passe' };

describe('LoginForm', () => {
  it('gives its fields ids derived from its own', () => {
    renderWithStrings(<LoginForm {...props} />);
    expect(form().id).toBe('connexion');
    expect(screen.getByRole('textbox', { name: /Adresse électronique/ }).id).toBe(loginFieldIds('connexion').email);
    expect(screen.getByLabelText(/^Mot de passe/).id).toBe(loginFieldIds('connexion').password);
  });

  it('with a LoginRefusal for the form: the field errors in a summary linked to the fields', async () => {
    renderWithStrings(
      <LoginForm
        {...props}
        fieldErrors={fieldErrors}
        refusal={<LoginRefusal fieldErrors={fieldErrors} formId="connexion" labels={props.labels} />}
      />,
    );
    const summary = screen.getByRole('alert');
    const password = screen.getByLabelText(/^Mot de passe/);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`${props.labels.email}\u00a0: Saisissez votre adresse`, '#connexion-email'],
      [`${props.labels.password}\u00a0: Saisissez votre mot de passe`, '#connexion-password'],
    ]);
    await userEvent.click(links[1]!);
    expect(document.activeElement).toBe(password);
  });

  it('a refusal without a form id (the dialog): the banner alone, no summary', () => {
    renderWithStrings(
      <LoginForm
        {...props}
        fieldErrors={fieldErrors}
        refusal={<LoginRefusal error={refused} fieldErrors={fieldErrors} />}
      />,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain(refused);
    expect(screen.queryByText('Il y a un problème')).not.toBeInTheDocument();
  });

  it('after a refusal, focuses the first field in error, else the refusal', () => {
    const { rerender } = renderWithStrings(
      <LoginForm {...props} fieldErrors={{ password: 'Saisissez votre mot de passe' }} />,
    );
    expect(focusLoginRefusal(form())).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Mot de passe/));
    rerender(<LoginForm {...props} refusal={<LoginRefusal error={refused} />} />);
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
