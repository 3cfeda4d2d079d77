import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import { formatWholeNumber, numberTextLocale } from '@/lib/rules/numberText';

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

/**
 * A message's number without options (a plural's `#`, `{count, number}`): a safe integer in
 * French or English is written without Intl (lib/rules/numberText: a tab's first Intl
 * formatter costs a long task, and the islands format counts while they hydrate); anything
 * else goes to Intl. icu-minify calls only `format` on what this returns.
 */
function numberFormat(locale: Intl.LocalesArgument, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const intl = () => cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
  const wholeNumberLocale = numberTextLocale(locale);
  if (!wholeNumberLocale || (options && Object.keys(options).length > 0)) return intl();
  return cached('w', locale, undefined, () => {
    const plain: Pick<Intl.NumberFormat, 'format'> = {
      format: (value) =>
        typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0) ?
          formatWholeNumber(value, wholeNumberLocale)
        : intl().format(value),
    };
    return plain as Intl.NumberFormat;
  });
}

const formatOptions: FormatOptions = {
  formatters: {
    getNumberFormat: numberFormat,
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
