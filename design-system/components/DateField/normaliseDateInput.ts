const SEPARATED = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * Rewrites a typed date into the DD/MM/YYYY the rules expect (lib/rules/dates
 * `parseDDMMYYYY`), when it is unambiguous: "1/2/1990", "01.02.1990", "1 2 1990" and
 * "01021990" (the numeric keypad of some phones has no "/") all give "01/02/1990".
 * Anything else is returned trimmed but unchanged, for validation to report it. The
 * date is not checked here (31/02 stays 31/02).
 */
export function normaliseDateInput(text: string): string {
  const value = text.trim();
  const match = SEPARATED.exec(value) ?? DIGITS_ONLY.exec(value);
  if (!match) return value;
  const [, day = '', month = '', year = ''] = match;
  return `${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`;
}
