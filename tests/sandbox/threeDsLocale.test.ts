import { describe, expect, it } from 'vitest';
import { renderThreeDsPage, threeDsLocale } from '@/sandbox/provider/threeDsPage';

describe('3-D Secure page language', () => {
  it('follows an /en return page whatever the cookie says', () => {
    expect(threeDsLocale('http://localhost:3000/forms/paiement/embarque/pr_1/en?widget=1', 'NEXT_LOCALE=fr')).toBe(
      'en',
    );
  });

  it('else follows the language cookie, French by default', () => {
    expect(threeDsLocale('http://localhost:3000/forms/paiement/embarque/pr_1', 'a=b; NEXT_LOCALE=en')).toBe('en');
    expect(threeDsLocale('http://localhost:3000/forms/paiement/embarque/pr_1', undefined)).toBe('fr');
    expect(threeDsLocale('not a url', undefined)).toBe('fr');
    expect(threeDsLocale(null, 'NEXT_LOCALE=xx')).toBe('fr');
  });

  it('renders its page in that language', () => {
    const page = (locale: 'fr' | 'en') =>
      renderThreeDsPage({
        locale,
        action: '/x',
        merchant: 'Les Amis',
        amountCents: 1234,
        last4: '3155',
        doneUrl: null,
      });
    expect(page('en')).toContain('<html lang="en">');
    expect(page('fr')).toContain('<html lang="fr">');
  });
});
