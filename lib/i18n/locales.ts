/** SPEC §1: French by default, English on demand; no locale in the URL, a cookie for 365 days. */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Set by the proxy on `/en` route variants (SPEC §2), which force English. */
export const FORCED_LOCALE_HEADER = 'x-forms-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl and react-aria (dates, numbers, currency). */
export function intlLocale(locale: Locale): string {
  return locale === 'fr' ? 'fr-FR' : 'en-GB';
}
