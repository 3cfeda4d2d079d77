/**
 * Whole numbers and euro amounts written as `Intl.NumberFormat` writes them in fr-FR and
 * en-GB (CLDR: "1 234,50 €" with a narrow no-break space between groups and a no-break
 * space before the sign; "€1,234.50"), without Intl.
 *
 * Why not Intl: the first `Intl.NumberFormat` or `Intl.DateTimeFormat` a browser tab
 * creates loads ICU's locale data, tens of milliseconds (docs/performance.md, "Figures
 * behind the code"), more on a phone. The islands of every step format
 * amounts while they hydrate (the form header, the contributors, the amount picker),
 * so each page paid it inside its longest task. The output is the same (money.test.ts and
 * numberText.test.ts compare both over random values), and the server uses these
 * functions too, so hydration matches whatever the browser's ICU version.
 */
import type { RulesLocale } from './money';

/** The BCP 47 tags whose numbers these functions write exactly as Intl does (else: null, ask Intl). */
const EXACT_LOCALES: Record<string, RulesLocale> = { fr: 'fr', 'fr-fr': 'fr', en: 'en', 'en-gb': 'en' };

export function numberTextLocale(tag: Intl.LocalesArgument): RulesLocale | null {
  return EXACT_LOCALES[String(tag).toLowerCase()] ?? null;
}

/** What separates groups of three digits, as CLDR gives it for each locale. */
const GROUP_SEPARATOR: Record<RulesLocale, string> = { fr: '\u202f', en: ',' };
const DECIMAL_SEPARATOR: Record<RulesLocale, string> = { fr: ',', en: '.' };

/** "1234567" → "1 234 567" (fr) or "1,234,567" (en): the digits of a non-negative integer, grouped. */
function groupDigits(digits: string, locale: RulesLocale): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let index = head; index < digits.length; index += 3) groups.push(digits.slice(index, index + 3));
  return groups.join(GROUP_SEPARATOR[locale]);
}

/**
 * `value` rounded half away from zero, as a BigInt magnitude (exact digits even past 2^53,
 * where String() would switch to exponent notation) and "-" when it is negative and does
 * not round to 0.
 */
function signAndMagnitude(value: number): { sign: string; magnitude: bigint } {
  const magnitude = BigInt(Math.round(Math.abs(value)));
  return { sign: value < 0 && magnitude > 0n ? '-' : '', magnitude };
}

/** A safe integer as `new Intl.NumberFormat(locale).format(value)` writes it: "-1 234" / "-1,234". */
export function formatWholeNumber(value: number, locale: RulesLocale): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
  const { sign, magnitude } = signAndMagnitude(value);
  return `${sign}${groupDigits(String(magnitude), locale)}`;
}

/**
 * Integer cents as euros with two decimals, as Intl's EUR currency format writes them:
 * "12,50 €" (fr), "€12.50" (en), "-€12.50". A fraction of a cent is rounded half away
 * from zero, as Intl rounds.
 */
export function formatEuroCents(cents: number, locale: RulesLocale): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a finite amount: ${cents}`);
  const { sign, magnitude } = signAndMagnitude(cents);
  const whole = groupDigits(String(magnitude / 100n), locale);
  const amount = `${whole}${DECIMAL_SEPARATOR[locale]}${String(magnitude % 100n).padStart(2, '0')}`;
  return locale === 'fr' ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`;
}

/**
 * A percentage rounded to a whole number, as Intl's percent format with no decimals writes
 * it: 42.5 → "43 %" (fr, no-break space), "43%" (en).
 */
export function formatWholePercent(percent: number, locale: RulesLocale): string {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a finite percentage: ${percent}`);
  // A form far above a tiny goal still gets exact digits, never a throw.
  const { sign, magnitude } = signAndMagnitude(percent);
  return `${sign}${groupDigits(String(magnitude), locale)}${locale === 'fr' ? '\u00a0%' : '%'}`;
}
