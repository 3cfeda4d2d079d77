import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../../testing/compileMessages';
import fr from '../../../messages/fr.json';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label, with "(facultatif)" when not required', () => {
    renderWithStrings(<TextField label="Nom de l’association" name="org" />);
    const input = screen.getByRole('textbox', { name: 'Nom de l’association (facultatif)' });
    expect(input).toHaveAttribute('name', 'org');
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('marks required fields with aria-required and no visible marker', () => {
    renderWithStrings(<TextField label="Prénom" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('has no aria-describedby without a description or an error', () => {
    renderWithStrings(<TextField label="Prénom" isRequired />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('is described by its hint', () => {
    renderWithStrings(<TextField label="Prénom" isRequired description="Tel qu’écrit sur votre pièce d’identité" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleName('Prénom');
    expect(input).toHaveAccessibleDescription('Tel qu’écrit sur votre pièce d’identité');
  });

  it('shows an error with the hidden "Erreur :" prefix and marks the input invalid', () => {
    renderWithStrings(
      <TextField label="Prénom" isRequired description="Votre prénom" errorMessage="Ce champ est obligatoire" />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('Votre prénom Erreur : Ce champ est obligatoire');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ce champ est obligatoire').closest('[aria-live]')).not.toBeNull();
  });

  it('passes autoComplete, inputMode, spellCheck and autoCapitalize to the input', () => {
    renderWithStrings(
      <TextField
        label="Nom"
        isRequired
        autoComplete="family-name"
        inputMode="text"
        spellCheck="false"
        autoCapitalize="words"
        defaultValue="Dupont"
      />,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input).toHaveAttribute('autocomplete', 'family-name');
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocapitalize', 'words');
    expect(input.value).toBe('Dupont');
  });

  it('reports typed text', async () => {
    const onChange = vi.fn();
    renderWithStrings(<TextField label="Ville" isRequired onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Lyon');
    expect(onChange).toHaveBeenLastCalledWith('Lyon');
  });

  it('posts its value in a plain form', () => {
    renderWithStrings(
      <form aria-label="f">
        <TextField label="Ville" name="city" isRequired defaultValue="Lyon" />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('city')).toBe('Lyon');
  });

  it('gives its input through inputRef', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithStrings(<TextField label="Ville" isRequired inputRef={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });

  it('renders the real input on the server', () => {
    const html = renderToString(
      <DesignSystemProvider locale="fr-FR" strings={compiledDesignSystemStrings(fr)}>
        <TextField label="Ville" name="city" isRequired defaultValue="Lyon" />
      </DesignSystemProvider>,
    );
    expect(html).toMatch(/<input[^>]*name="city"[^>]*value="Lyon"/);
  });
});
