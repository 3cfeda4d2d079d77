import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { AdminShortcutsBar, type AdminShortcut } from './AdminShortcutsBar';

const shortcuts: AdminShortcut[] = [
  { kind: 'edit', label: 'Modifier le contenu', href: 'https://admin.example.org/a/formulaires/b/edition/1' },
  { kind: 'share', label: 'Diffuser', href: 'https://admin.example.org/a/formulaires/b/diffusion' },
  { kind: 'statistics', label: 'Statistiques', href: 'https://admin.example.org/a/formulaires/b/statistiques' },
  {
    kind: 'administrators',
    label: 'Administrateurs',
    href: 'https://admin.example.org/a/formulaires/b/administrateurs',
  },
];

describe('AdminShortcutsBar', () => {
  it('is a named navigation landmark whose links open a new tab and say so', () => {
    renderWithStrings(<AdminShortcutsBar shortcuts={shortcuts} />);
    const navigation = screen.getByRole('navigation', { name: 'Raccourcis d’administration' });
    const links = within(navigation).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]!).toHaveAttribute('href', shortcuts[0]!.href);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(links[2]!.textContent).toContain('Statistiques');
    expect(links[2]!.textContent).toContain('(ouvre une nouvelle fenêtre)');
  });

  it('takes another landmark name and English strings', () => {
    renderWithStrings(<AdminShortcutsBar shortcuts={shortcuts.slice(0, 1)} label="Form admin" />, { locale: 'en' });
    const link = within(screen.getByRole('navigation', { name: 'Form admin' })).getByRole('link');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('is reachable with Tab, in the order of the list', async () => {
    renderWithStrings(<AdminShortcutsBar shortcuts={shortcuts} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Modifier le contenu');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Diffuser');
  });
});
