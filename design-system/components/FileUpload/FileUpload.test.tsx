import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import fr from '../../../messages/fr.json';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../../testing/compileMessages';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { formatFileSize, matchesAccept } from './fileChecks';
import { FileUpload } from './FileUpload';

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = (size = 1000) => new File([new Uint8Array(size)], 'attestation.pdf', { type: 'application/pdf' });

describe('fileChecks', () => {
  it('matches extensions, MIME types and wildcards', () => {
    expect(matchesAccept({ name: 'A.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, ['application/pdf', '.jpg'])).toBe(false);
  });

  it('formats sizes in the locale', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatFileSize(5 * 1024 * 1024, 'fr-FR'))).toBe('5 Mo');
    expect(plain(formatFileSize(500 * 1024, 'fr-FR'))).toBe('500 ko');
    expect(plain(formatFileSize(5 * 1024 * 1024, 'en-GB'))).toBe('5 MB');
  });
});

describe('FileUpload', () => {
  it('is a file input named by its label and the visible button text, described by hint and status', () => {
    renderWithStrings(<FileUpload label="Justificatif" name="proof" isRequired description="PDF, 5 Mo maximum." />);
    const input = fileInput();
    expect(input.name).toBe('proof');
    expect(screen.getByLabelText('Justificatif Choisir un fichier')).toBe(input);
    expect(screen.getByRole('status').textContent).toBe('Aucun fichier choisi');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('shows and announces the chosen file name', async () => {
    const onChange = vi.fn();
    renderWithStrings(<FileUpload label="Justificatif" name="proof" accept={['.pdf']} onChange={onChange} />);
    const file = pdf();
    await userEvent.upload(fileInput(), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('status').textContent).toBe('Fichier sélectionné : attestation.pdf');
  });

  it('refuses a file that is too large with the size in the message', async () => {
    const onChange = vi.fn();
    renderWithStrings(<FileUpload label="Justificatif" maxSize={1024 * 1024} onChange={onChange} />);
    await userEvent.upload(fileInput(), pdf(2 * 1024 * 1024));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Le fichier est trop volumineux (maximum 1 Mo).')).toBeVisible();
    expect(fileInput()).toHaveAccessibleDescription(
      /^Erreur\s: Le fichier est trop volumineux \(maximum 1\sMo\)\. Aucun fichier choisi$/,
    );
    expect(fileInput().files).toHaveLength(0);
  });

  it('refuses a file of the wrong type with the accepted formats, or the given message', async () => {
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    const { unmount } = renderWithStrings(<FileUpload label="Justificatif" accept={['.pdf']} acceptLabel="PDF" />);
    await userEvent.upload(fileInput(), image, { applyAccept: false });
    expect(fileInput()).toHaveAccessibleDescription(
      /^Erreur\s: Ce format de fichier n’est pas accepté \(formats acceptés\s: PDF\)\. Aucun fichier choisi$/,
    );
    unmount();
    renderWithStrings(<FileUpload label="Justificatif" accept={['.pdf']} wrongFormatMessage="Envoyez un PDF." />);
    await userEvent.upload(fileInput(), image, { applyAccept: false });
    expect(fileInput()).toHaveAccessibleDescription(/^Erreur\s: Envoyez un PDF\. Aucun fichier choisi$/);
  });

  it('shows the form’s error', () => {
    renderWithStrings(<FileUpload label="Justificatif" isRequired errorMessage="Ajoutez votre justificatif." />);
    const describedBy = fileInput().getAttribute('aria-describedby') ?? '';
    const texts = describedBy.split(' ').map((part) => document.getElementById(part)?.textContent);
    expect(texts).toContain('Erreur : Ajoutez votre justificatif.');
  });

  it('is the plain native input on the server', () => {
    const html = renderToString(
      <DesignSystemProvider locale="fr-FR" strings={compiledDesignSystemStrings(fr)}>
        <FileUpload label="Justificatif" name="proof" accept={['.pdf']} />
      </DesignSystemProvider>,
    );
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="proof"/);
    expect(html).not.toContain('aria-labelledby');
    expect(html).not.toContain('role="status"');
  });
});
