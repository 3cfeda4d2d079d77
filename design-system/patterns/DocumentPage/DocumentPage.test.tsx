import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { DocumentPage, DocumentSection } from './DocumentPage';

describe('DocumentPage', () => {
  it('has the title as h1, each part a table named by its h2, and the files after them', () => {
    renderWithStrings(
      <DocumentPage
        title="Reçu fiscal n° 12"
        subtitle="Reçu au titre des dons"
        printHint="Pour l’imprimer, utilisez votre navigateur."
        files={[{ href: '/recu.pdf', label: 'Télécharger le reçu en PDF' }]}
      >
        <DocumentSection
          id="part-0"
          heading="Bénéficiaire"
          rows={[
            ['Nom', 'Club sportif'],
            ['Adresse', '1 place de la Mairie'],
          ]}
        />
      </DocumentPage>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reçu fiscal n° 12');
    const table = screen.getByRole('table', { name: 'Bénéficiaire' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Adresse']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Club sportif', '1 place de la Mairie']);
    expect(screen.getByRole('region', { name: 'Bénéficiaire' })).toContainElement(table);
    const file = screen.getByRole('link', { name: 'Télécharger le reçu en PDF' });
    expect(file).toHaveAttribute('href', '/recu.pdf');
    expect(file).toHaveAttribute('download');
  });
});
