import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fr from '../../../messages/fr.json';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../../testing/compileMessages';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { PasswordField } from './PasswordField';

const passwordInput = () => document.querySelector('input[name="password"]') as HTMLInputElement;

describe('PasswordField', () => {
  it('is a password input named by its label, for password managers', () => {
    renderWithStrings(<PasswordField label="Mot de passe" name="password" isRequired />);
    const input = passwordInput();
    expect(input.type).toBe('password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByLabelText('Mot de passe')).toBe(input);
  });

  it('asks for a new password when creating one', () => {
    renderWithStrings(<PasswordField label="Mot de passe" name="password" autoComplete="new-password" isRequired />);
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows and hides the password with the keyboard, keeping the focus on the toggle', async () => {
    renderWithStrings(<PasswordField label="Mot de passe" name="password" isRequired defaultValue="secret" />);
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-controls', passwordInput().id);
    expect(toggle).not.toHaveAttribute('aria-pressed');

    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    expect(passwordInput().type).toBe('text');
    expect(toggle.textContent).toBe('Masquer le mot de passe');
    expect(screen.getByRole('status').textContent).toBe('Votre mot de passe est visible.');
    expect(document.activeElement).toBe(toggle);

    await userEvent.keyboard(' ');
    expect(passwordInput().type).toBe('password');
    expect(screen.getByRole('status').textContent).toBe('Votre mot de passe est masqué.');
    expect(passwordInput().value).toBe('secret');
  });

  it('gives its input through inputRef', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithStrings(<PasswordField label="Mot de passe" name="password" isRequired inputRef={ref} />);
    expect(ref.current).toBe(passwordInput());
  });

  it('takes overriding toggle labels', () => {
    renderWithStrings(
      <PasswordField
        label="Code"
        name="password"
        isRequired
        showPasswordLabel="Afficher le code"
        hidePasswordLabel="Masquer le code"
      />,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Afficher le code');
  });

  it('hides the password again when the form is submitted', async () => {
    renderWithStrings(
      <form aria-label="connexion" onSubmit={(event) => event.preventDefault()}>
        <PasswordField label="Mot de passe" name="password" isRequired defaultValue="secret" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(passwordInput().type).toBe('text');
    fireEvent.submit(screen.getByRole('form'));
    expect(passwordInput().type).toBe('password');
  });

  it('shows the error and marks the input invalid', () => {
    renderWithStrings(
      <PasswordField label="Mot de passe" name="password" isRequired errorMessage="Le mot de passe est trop simple." />,
    );
    const input = passwordInput();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Erreur : Le mot de passe est trop simple.',
    );
  });

  it('renders no toggle without JavaScript', () => {
    const html = renderToString(
      <DesignSystemProvider locale="fr-FR" strings={compiledDesignSystemStrings(fr)}>
        <PasswordField label="Mot de passe" name="password" isRequired />
      </DesignSystemProvider>,
    );
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/,
    );
    expect(html).not.toContain('<button');
  });
});
