import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { loginFormHrefs, loginFormLabels } from '../LoginForm/loginFormFixture';
import { LoginModal, type LoginModalProps } from './LoginModal';

const props: LoginModalProps = {
  open: true,
  onOpenChange: () => {},
  labels: { ...loginFormLabels, title: 'Se connecter', description: 'La connexion est facultative pour payer.' },
  hrefs: loginFormHrefs,
};

describe('LoginModal', () => {
  it('is a modal dialog named by its title, with the fields, links and button, focus on the email', async () => {
    renderWithStrings(<LoginModal {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Se connecter' });
    const email = within(dialog).getByRole('textbox', { name: 'Adresse électronique' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      props.hrefs.forgottenPassword,
    );
    expect(within(dialog).getByRole('link', { name: 'Créer mon mot de passe' })).toHaveAttribute(
      'href',
      props.hrefs.firstConnection,
    );
    expect(within(dialog).getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'submit');
  });

  it('submits with Enter from the password field', async () => {
    const onSubmit = vi.fn();
    renderWithStrings(<LoginModal {...props} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse électronique' }), 'camille@exemple.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'un mot de passe{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'camille@exemple.fr', password: 'un mot de passe' });
  });

  it('posts the fields and the hidden fields to a form action', async () => {
    const action = vi.fn();
    renderWithStrings(
      <LoginModal {...props} action={action} hiddenFields={{ redirectTo: '/associations/a' }} defaultEmail="a@b.fr" />,
    );
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret{Enter}');
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(Object.fromEntries(action.mock.calls[0]![0] as FormData)).toEqual({
      redirectTo: '/associations/a',
      email: 'a@b.fr',
      password: 'secret',
    });
  });

  it('shows refused credentials in an alert and field errors on the fields', () => {
    renderWithStrings(
      <LoginModal
        {...props}
        error="Adresse électronique ou mot de passe incorrect."
        fieldErrors={{ password: 'Saisissez votre mot de passe' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Adresse électronique ou mot de passe incorrect.');
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Saisissez votre mot de passe',
    );
  });

  it('ignores a second submit while connecting', async () => {
    const onSubmit = vi.fn();
    renderWithStrings(<LoginModal {...props} onSubmit={onSubmit} isPending />);
    const button = screen.getByRole('button', { name: /Se connecter/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks to close on Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithStrings(<LoginModal {...props} onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
