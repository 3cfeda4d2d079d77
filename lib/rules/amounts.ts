/**
 * The amount input (SPEC §5): which keys it accepts while typing, and how its text is
 * normalised (on blur, and on the server, which never trusts the client's filtering).
 *
 * Comma and period are both decimal separators (French users type a comma, numeric
 * keypads a period). "One period" is read as "one decimal separator": a second comma or
 * period is refused, since "1,2.3" can never be a valid amount.
 */
import { decimalTextToCents, centsToDecimalText, type RulesLocale } from './money';

/** The decimal separator an amount input shows: a comma in French ("20,00"), a period in English. */
export type DecimalSeparator = ',' | '.';

export function decimalSeparatorOf(locale: RulesLocale): DecimalSeparator {
  return locale === 'fr' ? ',' : '.';
}

/** The text an amount input holds for `cents`, in `locale`: "20,00" (fr), "20.00" (en). */
export function amountInputText(cents: number, locale: RulesLocale): string {
  return centsToDecimalText(cents).replace('.', decimalSeparatorOf(locale));
}

export const AMOUNT_EDIT_KEYS = [
  'Backspace',
  'Delete',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Enter',
] as const;

export interface AmountKeyEvent {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

export interface AmountInputState {
  readonly value: string;
  /** The current selection: a typed separator replaces a selected one. */
  readonly selectionStart?: number | null;
  readonly selectionEnd?: number | null;
}

const SEPARATORS = /[.,]/;
const DIGIT = /^\d$/;

function textOutsideSelection({ value, selectionStart, selectionEnd }: AmountInputState): string {
  if (selectionStart == null || selectionEnd == null) return value;
  return value.slice(0, selectionStart) + value.slice(selectionEnd);
}

/** Whether a keydown may go through (the caller calls preventDefault otherwise). */
export function isAllowedAmountKey(event: AmountKeyEvent, input: AmountInputState): boolean {
  // Shortcuts (copy, paste, select all, undo) stay available.
  if (event.ctrlKey || event.metaKey) return true;
  if (DIGIT.test(event.key)) return true;
  if (event.key === ',' || event.key === '.') return !SEPARATORS.test(textOutsideSelection(input));
  if (event.key === 'ArrowDown') {
    // A down arrow at zero would make the amount negative.
    const cents = parseAmountToCents(input.value);
    return cents !== null && cents > 0;
  }
  return (AMOUNT_EDIT_KEYS as readonly string[]).includes(event.key);
}

const WHITESPACE = /\s+/gu;

/**
 * Normalises typed or pasted amount text: whitespace removed (pasted "1 000", with any
 * space, the narrow no-break one of French grouping included), comma → period, more than
 * two decimals rounded (half-up) to two, leading zeros removed when the value is at least
 * 1 ("012" → "12"; "00.5" → "0.5"), a dangling separator removed. Text that is not a
 * number is returned with only those first two steps applied, so validation can still
 * report it. A number is written with `separator`: "12,50" for a French page.
 */
export function normaliseAmountInput(text: string, separator: DecimalSeparator = '.'): string {
  const compact = text.replace(WHITESPACE, '').replace(/,/g, '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(compact);
  if (!match || compact === '.' || compact === '') return compact;
  const decimals = match[2] ?? '';
  if (decimals.length > 2) {
    const cents = decimalTextToCents(compact);
    return cents === null ? compact : centsToDecimalText(cents).replace('.', separator);
  }
  // `\d*` always captures (possibly ""), so group 1 is a string.
  const whole = (match[1] as string).replace(/^0+(?=\d)/, '') || '0';
  return decimals === '' ? whole : `${whole}${separator}${decimals}`;
}

/**
 * Integer cents of an amount text, or null when it is empty or not an amount. Either
 * separator is read ("20,00", "20.00", "20"), and groups of digits split by spaces
 * ("1 000,50").
 */
export function parseAmountToCents(text: string): number | null {
  return decimalTextToCents(normaliseAmountInput(text));
}
