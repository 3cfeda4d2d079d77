/**
 * Addresses of the platform around this app that the chrome links to, from the
 * environment (README.md lists them). Public values only: they end up in links.
 */
import { mainSiteUrl } from '@/lib/config';

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** The back-office where form administrators edit their forms (admin shortcuts, SPEC §2). */
export const backOfficeUrl = trimSlash(
  process.env.NEXT_PUBLIC_BACKOFFICE_URL?.trim() || 'https://admin.formulaires.example',
);

/** Where an association signs up (footer call to action). */
export const associationSignUpUrl = `${mainSiteUrl}/inscription-association`;
