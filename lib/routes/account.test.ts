import { describe, expect, it } from 'vitest';
import {
  firstConnectionPath,
  orderPagePath,
  passwordResetPath,
  signInPath,
  signOutPath,
  stopGiftPath,
} from './account';

describe('account addresses', () => {
  it('builds the order pages and the sign-in page that comes back to a path', () => {
    expect(orderPagePath(41)).toBe('/utilisateur/commandes/41');
    expect(orderPagePath(41, 'carte')).toBe('/utilisateur/commandes/41?fait=carte');
    expect(stopGiftPath(41)).toBe('/utilisateur/commandes/41/arreter');
    expect(signInPath('/paiement/regularisation/412')).toBe('/connexion?redirectTo=%2Fpaiement%2Fregularisation%2F412');
  });

  it('builds the sign-out and emailed-link pages', () => {
    expect(signOutPath('/a?b=1')).toBe('/deconnexion?returnTo=%2Fa%3Fb%3D1');
    expect(firstConnectionPath('/')).toBe('/premiere-connexion?redirectTo=%2F');
    expect(firstConnectionPath()).toBe('/premiere-connexion');
    expect(passwordResetPath).toBe('/utilisateur/recuperation-mot-de-passe');
  });
});
