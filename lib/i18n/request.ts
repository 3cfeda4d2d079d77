import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { FORCED_LOCALE_HEADER, LOCALE_COOKIE, defaultLocale, isLocale, type Locale } from './locales';

export async function resolveLocale(): Promise<Locale> {
  const forced = (await headers()).get(FORCED_LOCALE_HEADER);
  if (isLocale(forced)) return forced;
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(chosen) ? chosen : defaultLocale;
}

export default getRequestConfig(async () => {
  const locale = await resolveLocale();
  return {
    locale,
    timeZone: 'Europe/Paris',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
