import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { formatString, type Template } from '../strings/formatString';

/** The rules' locale ('fr' | 'en') of a BCP 47 locale ("fr-FR", "en-GB"). */
export function rulesLocaleOf(locale: string): RulesLocale {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/**
 * Formatting for patterns in a BCP 47 locale: money from cents through the business rules'
 * formatter (one formatter for the whole product), and the built-in ICU strings. No hook:
 * server components use it with the locale they were given; client ones through
 * `usePatternFormat` (./patternFormat).
 */
export function patternFormatOf(locale: string) {
  const rulesLocale = rulesLocaleOf(locale);
  return {
    locale,
    money: (cents: number) => formatCents(cents, rulesLocale),
    message: (template: Template, values: Record<string, string | number>) => formatString(template, values, locale),
  };
}
