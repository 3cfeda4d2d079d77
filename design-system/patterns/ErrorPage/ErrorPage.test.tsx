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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cette page est introuvable');
    expect(screen.getByText('Vérifiez l’adresse.')).toBeVisible();
    expect(screen.getByText('Code d’erreur : 404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Page d’accueil' })).toHaveAttribute('href', '/forms');
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', 'mailto:contact@example.org');
  });

  it('formats the code line in English', () => {
    renderWithStrings(<ErrorPage title="Not found" message="…" code="ECONNABORTED" actions={null} />, { locale: 'en' });
    expect(screen.getByText('Error code: ECONNABORTED')).toBeVisible();
  });

  it('still accepts a preformatted code line', () => {
    renderWithStrings(<ErrorPage title="Erreur" message="…" codeLabel="Code d’erreur : 500" actions={null} />);
    expect(screen.getByText('Code d’erreur : 500')).toBeVisible();
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
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Service indisponible');
    expect(screen.getByText('Réessayez.')).toBeVisible();
    expect(container.querySelector('[data-variant="server"]')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
