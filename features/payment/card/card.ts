/**
 * Shape checks of the card form, run in the browser before the card data is sent to the
 * provider (the provider checks again; nothing here ever reaches our server). Messages
 * are keys of the Payment namespace. Without zod: the card form renders with them, its
 * schema (./cardSchema) loads on first use.
 */

export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'holder'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export type CardErrors = Partial<Record<CardField, string>>;

/** Provider codes of a refused card form (422) and the field each one is about. */
export const PROVIDER_FIELD_CODES: Readonly<Record<string, CardField>> = {
  INVALID_CARD_NUMBER: 'cardNumber',
  NOT_A_TEST_CARD: 'cardNumber',
  INVALID_EXPIRY: 'expiry',
  INVALID_CVC: 'cvc',
};

export const CARD_MESSAGES = {
  numberRequired: 'Payment.card.errors.numberRequired',
  numberInvalid: 'Payment.card.errors.INVALID_CARD_NUMBER',
  notTestCard: 'Payment.card.errors.NOT_A_TEST_CARD',
  expiryRequired: 'Payment.card.errors.expiryRequired',
  expiryInvalid: 'Payment.card.errors.INVALID_EXPIRY',
  expiryPast: 'Payment.card.errors.expiryPast',
  cvcRequired: 'Payment.card.errors.cvcRequired',
  cvcInvalid: 'Payment.card.errors.INVALID_CVC',
} as const;

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn checksum of a digit string. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** "0928", "09/28", "9/28", "09 / 2028" → { month: 9, year: 2028 }. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** MM/YY as the provider expects it. */
export function formatCardExpiry(value: string): string {
  const expiry = parseCardExpiry(value);
  return expiry ?
      `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`
    : value.trim();
}

export function validateCard(values: Partial<Record<CardField, string>>, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(values.cardNumber ?? '');
  if (number === '') errors.cardNumber = CARD_MESSAGES.numberRequired;
  else if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) errors.cardNumber = CARD_MESSAGES.numberInvalid;

  const expiryText = (values.expiry ?? '').trim();
  const expiry = parseCardExpiry(expiryText);
  if (expiryText === '') errors.expiry = CARD_MESSAGES.expiryRequired;
  else if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1)
    errors.expiry = CARD_MESSAGES.expiryPast;

  const cvc = (values.cvc ?? '').trim();
  if (cvc === '') errors.cvc = CARD_MESSAGES.cvcRequired;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = CARD_MESSAGES.cvcInvalid;
  return errors;
}

/** The message key of a provider code sent back on the return URL (no JavaScript) or in JSON. */
export function providerFieldError(code: string | null | undefined): { field: CardField; message: string } | null {
  if (!code) return null;
  const field = PROVIDER_FIELD_CODES[code];
  return field ? { field, message: `Payment.card.errors.${code}` } : null;
}
