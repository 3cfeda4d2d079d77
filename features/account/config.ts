/**
 * Addresses of the platform's account pages, from the environment (README.md lists
 * them). Public values only: they end up in links.
 */
import { basePath, mainSiteUrl } from '@/lib/config';

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * The auth front, which owns `/mot-de-passe/expired` (SPEC §2). Unset: this app, which
 * has a page at that path explaining what to do.
 */
export const authFrontUrl = trimSlash(process.env.NEXT_PUBLIC_AUTH_FRONT_URL?.trim() || '');

/** The expired-password page: absolute on another auth front, else a path of this app (without /forms). */
export const expiredPasswordPath = '/mot-de-passe/expired';
export function expiredPasswordUrl(): { external: boolean; url: string } {
  return authFrontUrl ?
      { external: true, url: `${authFrontUrl}${expiredPasswordPath}` }
    : { external: false, url: expiredPasswordPath };
}

/** The user's space (account, history, profile, organisations) on the main site. */
export const accountUrl = trimSlash(process.env.NEXT_PUBLIC_ACCOUNT_URL?.trim() || `${mainSiteUrl}/utilisateur`);

export const accountLinks = {
  account: `${accountUrl}/mon-compte`,
  history: `${accountUrl}/historique`,
  profile: `${accountUrl}/profil`,
  organizations: `${accountUrl}/associations`,
  help: `${mainSiteUrl}/aide`,
  accessibility: `${basePath}/parametres-affichage`,
} as const;
