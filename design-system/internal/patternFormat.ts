'use client';

import { useDesignSystemLocale } from '../providers/DesignSystemProvider';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { formatString, type Template } from '../strings/formatString';

/** The rules' locale ('fr' | 'en') of the provider's BCP 47 locale ("fr-FR", "en-GB"). */
export function rulesLocaleOf(locale: string): RulesLocale {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/**
 * Formatting for patterns, in the locale of the DesignSystemProvider: money from cents
 * through the business rules' formatter (one formatter for the whole product), and the
 * built-in ICU strings.
 */
export function usePatternFormat() {
  const locale = useDesignSystemLocale();
  const rulesLocale = rulesLocaleOf(locale);
  return {
    locale,
    money: (cents: number) => formatCents(cents, rulesLocale),
    message: (template: Template, values: Record<string, string | number>) => formatString(template, values, locale),
  };
}
