import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { SiteFooter } from './SiteFooter';

const links = [
  { label: 'À propos', href: '/a-propos' },
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Gestion des cookies', href: '/cookies' },
];

describe('SiteFooter', () => {
  it('is a contentinfo landmark with a named navigation of links and the legal line', () => {
    renderWithStrings(<SiteFooter navigationLabel="Liens utiles" links={links} legal="© 2026 Entraide" />);
    const footer = screen.getByRole('contentinfo');
    const navigation = within(footer).getByRole('navigation');
    expect(navigation).toHaveAccessibleName('Liens utiles');
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/a-propos', '/mentions-legales', '/cookies']);
    expect(within(footer).getByText('© 2026 Entraide')).toBeVisible();
    expect(within(footer).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the call to action, the features and named payment logos under level-2 headings', () => {
    renderWithStrings(
      <SiteFooter
        navigationLabel="Liens utiles"
        links={links}
        legal="© 2026 Entraide"
        callToAction={{ title: 'Vous êtes une association ?', label: 'Créer mon formulaire', href: '/inscription' }}
        features={{ title: 'Fonctionnalités', items: ['Gratuit', 'Paiement en plusieurs fois'] }}
        paymentMethods={[
          { kind: 'card', label: 'Carte bancaire' },
          { kind: 'threeDSecure', label: 'Paiement sécurisé 3-D Secure' },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Vous êtes une association ?',
      'Fonctionnalités',
      'Paiement sécurisé',
    ]);
    expect(screen.getByRole('link', { name: 'Créer mon formulaire' })).toHaveAttribute('href', '/inscription');
    const logos = screen.getByRole('list', { name: 'Paiement sécurisé' });
    const [card, threeDSecure] = within(logos).getAllByRole('img');
    expect(card).toHaveAccessibleName('Carte bancaire');
    expect(threeDSecure).toHaveAccessibleName('Paiement sécurisé 3-D Secure');
    expect(screen.getByText('Paiement en plusieurs fois')).toBeVisible();
  });
});
