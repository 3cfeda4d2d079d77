import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';

/**
 * A built-in string with ICU arguments, as the app's messages hold it: next-intl's plugin
 * compiles messages/*.json at build time (`experimental.messages.precompile`, next.config.ts)
 * into icu-minify's form, e.g. `["Étape ", ["current"], " sur ", ["total"]]`. Strings without
 * arguments compile to themselves. Storybook and the unit tests compile the raw JSON the same
 * way (design-system/testing/compileMessages.ts).
 */
export type Template = CompiledMessage;

/** One Intl formatter per locale and options: a countdown formats every second. */
const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(
  kind: string,
  locale: Intl.LocalesArgument,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind}|${String(locale)}|${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

const formatOptions: FormatOptions = {
  formatters: {
    getNumberFormat: (locale, options) => cached('n', locale, options, () => new Intl.NumberFormat(locale, options)),
    getPluralRules: (locale, options) => cached('p', locale, options, () => new Intl.PluralRules(locale, options)),
    getDateTimeFormat: (locale, options) =>
      cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options)),
  },
};

/**
 * Formats a built-in string (plain arguments, plurals, selects, numbers) with values, with
 * icu-minify's format-only runtime (under 1 KB; no ICU parser in the browser). The design
 * system stays independent of next-intl.
 */
export function formatString(template: Template, values: Record<string, string | number>, locale: string): string {
  return String(format(template, locale, values, formatOptions));
}
