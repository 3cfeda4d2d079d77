import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first tab stop and points at the main content', async () => {
    renderWithStrings(
      <>
        <SkipLink targetId="contenu">Aller au contenu</SkipLink>
        <header>
          <a href="/">Accueil</a>
        </header>
        <main id="contenu" tabIndex={-1}>
          Contenu
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(document.activeElement).toBe(link);
    expect(link).toHaveAttribute('href', '#contenu');
  });
});
