import { getLocale, getTranslations } from 'next-intl/server';
import { dayAndTime } from '@/lib/rules/dates';
import { intlLocale, isLocale } from './locales';

/**
 * An instant as the page writes it, on the server: "samedi 14 juillet 2027 à 19h09" /
 * "Saturday 14 July 2027 at 19h09" (SPEC §9: 24 h with an "h" in both languages), or the
 * day alone at 00h00 and 23h59.
 */
export async function formatDayAtTime(instant: Date, dateStyle: 'full' | 'long'): Promise<string> {
  const [t, locale] = await Promise.all([getTranslations('Rules.dates'), getLocale()]);
  const { date, time } = dayAndTime(instant, intlLocale(isLocale(locale) ? locale : 'fr'), dateStyle);
  return time === null ? date : t('dayAtTime', { date, time });
}
