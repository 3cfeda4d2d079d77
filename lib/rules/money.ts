/**
 * Money: amounts travel and are computed in integer cents (SPEC §9), and are shown in
 * euros with two decimals. Conversions go through decimal TEXT, never `x * 100` on a
 * float, so 1.005 € is 101 cents and 0.1 + 0.2 style drift cannot happen.
 */
import { MIN_AMOUNT_CENTS } from './constants';
import { formatEuroCents } from './numberText';

export type RulesLocale = 'fr' | 'en';

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Cents from a plain decimal text ("12", "12.5", ".5", "12.345"), rounded half-up on
 * the third decimal. Null when the text is not such a number or is too large to be
 * an exact integer.
 */
export function decimalTextToCents(text: string): number | null {
  const match = DECIMAL_TEXT.exec(text);
  const whole = match?.[1] ?? '';
  const decimals = match?.[2] ?? '';
  if (!match || (whole === '' && decimals === '')) return null;
  const firstTwo = Number((decimals + '00').slice(0, 2));
  const roundUp = Number(decimals.charAt(2) || '0') >= 5 ? 1 : 0;
  const cents = Number(whole || '0') * 100 + firstTwo + roundUp;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Euros (a JS number) to integer cents, half away from zero, without float drift. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not a finite amount: ${euros}`);
  const text = String(Math.abs(euros));
  // Exponent notation (1e21, 1e-7) is outside any real amount: plain rounding is enough.
  const cents = text.includes('e') ? Math.round(Math.abs(euros) * 100) : decimalTextToCents(text);
  const magnitude = cents ?? Math.round(Math.abs(euros) * 100);
  return euros < 0 ? -magnitude : magnitude;
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** "1234.50": the plain text an amount input shows (period separator, two decimals). */
export function centsToDecimalText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(Math.round(cents));
  const whole = Math.floor(magnitude / 100);
  const decimals = String(magnitude % 100).padStart(2, '0');
  return `${sign}${whole}.${decimals}`;
}

/**
 * 1250 → "12,50 €" in French (no-break spaces as Intl gives them), "€12.50" in English.
 * Written without Intl (./numberText: the browser's first Intl formatter costs a long task).
 */
export function formatCents(cents: number, locale: RulesLocale): string {
  return formatEuroCents(cents, locale);
}

/** SPEC §9: an amount is either free (0) or at least 0.50 €. */
export function isFreeOrAboveMinimum(cents: number): boolean {
  return cents === 0 || cents >= MIN_AMOUNT_CENTS;
}
