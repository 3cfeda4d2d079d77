import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the title as the level-1 heading, the message, the code and the actions', () => {
    renderWithStrings(
      <ErrorPage
        title="Cette page est introuvable"
        message="Vérifiez l’adresse."
        code={404}
        actions={<a href="/forms">Page d’accueil</a>}
        contact={<a href="mailto:contact@example.org">Contactez-nous</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeTruthy();
    expect(screen.getByText('Vérifiez l’adresse.')).toBeTruthy();
    expect(screen.getByText('Code d’erreur : 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page d’accueil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toBeTruthy();
  });

  it('formats the code line in English', () => {
    renderWithStrings(<ErrorPage title="Not found" message="…" code="ECONNABORTED" actions={null} />, { locale: 'en' });
    expect(screen.getByText('Error code: ECONNABORTED')).toBeTruthy();
  });

  it('still accepts a preformatted code line', () => {
    renderWithStrings(<ErrorPage title="Erreur" message="…" codeLabel="Code d’erreur : 500" actions={null} />);
    expect(screen.getByText('Code d’erreur : 500')).toBeTruthy();
  });

  it('adds the hint, takes level 2 inside a page and keeps the illustration out of the accessibility tree', () => {
    const { container } = renderWithStrings(
      <ErrorPage
        title="Service indisponible"
        message="…"
        hint="Réessayez."
        headingLevel={2}
        variant="server"
        actions={null}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Service indisponible' })).toBeTruthy();
    expect(screen.getByText('Réessayez.')).toBeTruthy();
    expect(container.querySelector('[data-variant="server"]')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
