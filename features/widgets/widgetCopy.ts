/**
 * The widgets' words and formats. A widget's language comes from its address alone
 * (French, or English under `/en`), never from the visitor's cookie: the answer is then
 * the same for everyone and a cache may keep it.
 */
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { dayAndTime } from '@/lib/rules/dates';
import { formatCents } from '@/lib/rules/money';

const WIDGET_MESSAGES = { fr: { Widget: fr.Widget }, en: { Widget: en.Widget } } as const;

const TIME_ZONE = 'Europe/Paris';

const createWidgetTranslator = (locale: Locale) =>
  createTranslator({
    locale,
    messages: WIDGET_MESSAGES[locale],
    namespace: 'Widget',
    timeZone: TIME_ZONE,
  });
export type WidgetTranslator = ReturnType<typeof createWidgetTranslator>;

/** One translator per language for the process: every widget request of a language shares it. */
const translators = new Map<Locale, WidgetTranslator>();

export function widgetTranslator(locale: Locale): WidgetTranslator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createWidgetTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/** "12 500,00 €" / "€12,500.00". */
export const formatAmount = (cents: number, locale: Locale) => formatCents(cents, locale);

/** "25 décembre 2026" (Paris time, where the associations are). */
export function formatDay(iso: string, locale: Locale): string {
  return dayAndTime(new Date(iso), intlLocale(locale), 'long').date;
}

/** "25 décembre 2026 à 10h00" (SPEC §9, both languages 24 h): when a sale opens, the hour matters. */
export function formatMoment(iso: string, locale: Locale, t: WidgetTranslator): string {
  const { date, time } = dayAndTime(new Date(iso), intlLocale(locale), 'long');
  return time === null ? date : t('dayAtTime', { date, time });
}
