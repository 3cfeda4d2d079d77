import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import fr from '../../../messages/fr.json';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../../testing/compileMessages';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { SiteHeader, type SiteHeaderAccount } from './SiteHeader';
import { toggle } from './SiteHeader.css';

const account = (onSignOut = vi.fn()): SiteHeaderAccount => ({
  name: 'Camille Martin',
  items: [
    { id: 'account', label: 'Mon compte', href: '#compte' },
    { id: 'history', label: 'Historique des paiements', href: '#historique' },
    { id: 'help', label: 'Aide', href: '#aide' },
  ],
  signOut: { id: 'signOut', label: 'Se déconnecter', onAction: onSignOut },
});

const base = { homeHref: '/forms', homeLabel: 'Formulaires Entraide – accueil', brandName: 'Entraide' };
const navigation = (
  <nav aria-label="Menu principal">
    <a href="#reglages">Paramètres d’affichage</a>
  </nav>
);

/** The account menu's trigger once its lazy chunk has replaced the disclosure. */
function interactiveTrigger() {
  const button = screen.getByRole('button', { name: 'Compte de Camille Martin' });
  expect(button).toHaveAttribute('aria-haspopup', 'true');
  return button;
}

/**
 * The lazy chunk is the first module here to import react-aria (the provider no longer
 * does), and a first import of react-aria takes more than waitFor's default second.
 */
const lazyChunk = { timeout: 10_000 };

describe('SiteHeader', () => {
  it('is a banner with the home link and, for anonymous users, a "Se connecter" button', async () => {
    const onLogin = vi.fn();
    renderWithStrings(<SiteHeader {...base} onLogin={onLogin} />);
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link');
    expect(home).toHaveAccessibleName('Formulaires Entraide – accueil');
    expect(home).toHaveAttribute('href', '/forms');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('opens the account menu with the keyboard, moves with arrows and returns focus on Escape', async () => {
    renderWithStrings(<SiteHeader {...base} account={account()} />);
    // The interactive menu is a lazy chunk: the disclosure stands in until it has loaded.
    const trigger = await waitFor(interactiveTrigger, lazyChunk);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Compte de Camille Martin' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mon compte',
      'Historique des paiements',
      'Aide',
      'Se déconnecter',
    ]);
    expect(items[0]).toHaveProperty('href', expect.stringContaining('#compte'));
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // react-aria restores focus once the popover has gone, on the next frame.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('runs the sign-out action', async () => {
    const onSignOut = vi.fn();
    renderWithStrings(<SiteHeader {...base} account={account(onSignOut)} />);
    const trigger = await waitFor(interactiveTrigger, lazyChunk);
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('collapses the navigation behind a "Menu" disclosure that Escape closes', async () => {
    renderWithStrings(
      <SiteHeader {...base} onLogin={() => {}}>
        {navigation}
      </SiteHeader>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const mainNavigation = screen.getByRole('navigation');
    expect(mainNavigation).toHaveAccessibleName('Menu principal');
    expect(panel).toContainElement(mainNavigation);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    screen.getByRole('link', { name: 'Paramètres d’affichage' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has no toggle in the light header', () => {
    renderWithStrings(<SiteHeader {...base} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('works without JavaScript: the toggle only shown under the script flag, a native disclosure with the account links', () => {
    const html = renderToString(
      <DesignSystemProvider locale="fr-FR" strings={compiledDesignSystemStrings(fr)}>
        <SiteHeader {...base} account={account()}>
          {navigation}
        </SiteHeader>
      </DesignSystemProvider>,
    );
    document.body.innerHTML = html;
    // In the server's HTML the toggle is there but styled away (and the panel open) unless
    // <html> carries the script flag, which only a page running JavaScript sets (e2e:
    // header-and-footer.spec.ts checks both at 375 px).
    expect(screen.getByRole('button', { name: 'Menu' }).parentElement?.className).toBe(toggle);
    expect(document.querySelector('[data-open]')).not.toBeInTheDocument();
    const details = document.querySelector('details');
    expect(details?.querySelector('summary')).toHaveAccessibleName('Compte de Camille Martin');
    expect([...(details?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual([
      'Mon compte',
      'Historique des paiements',
      'Aide',
    ]);
    document.body.innerHTML = '';
  });
});
