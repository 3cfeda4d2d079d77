import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Formats a built-in string template (ICU syntax, e.g. "Étape {current} sur {total}" or
 * plurals) with values. The design system stays independent of next-intl.
 */
export function formatString(template: string, values: Record<string, string | number>, locale: string): string {
  return String(new IntlMessageFormat(template, locale).format(values));
}
