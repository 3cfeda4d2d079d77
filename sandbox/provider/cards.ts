/**
 * Test-mode card provider: the documented test cards and what each one does. Only these
 * numbers are accepted (a real card number is refused before anything is stored), and
 * nothing of a card is kept but its brand, last four digits and expiry month/year.
 */
export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' | 'expired_card' }
  | { kind: 'providerError' }
  | { kind: 'threeDs'; result: 'accept' | 'fail' };

export interface TestCard {
  readonly number: string;
  readonly brand: 'Visa' | 'Mastercard';
  readonly outcome: CardOutcome;
  /**
   * What the charges made later with the card on file do (due instalments, monthly
   * payments: services/orders/collection.ts): paid unless this says otherwise.
   */
  readonly laterCharges?: 'declined';
  readonly description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'Visa',
    outcome: { kind: 'success' },
    description: 'Succeeds (Confirm, then captured)',
  },
  {
    number: '5555555555554444',
    brand: 'Mastercard',
    outcome: { kind: 'success' },
    description: 'Succeeds (Mastercard)',
  },
  {
    number: '4000000000000341',
    brand: 'Visa',
    outcome: { kind: 'success' },
    laterCharges: 'declined',
    description: 'Succeeds now; the later instalments and monthly payments are refused (regularisation)',
  },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: { kind: 'declined', reason: 'card_declined' },
    description: 'Refused: PAYMENT_REFUSED (card_declined)',
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: { kind: 'declined', reason: 'insufficient_funds' },
    description: 'Refused: PAYMENT_REFUSED (insufficient_funds)',
  },
  {
    number: '4000000000000069',
    brand: 'Visa',
    outcome: { kind: 'declined', reason: 'expired_card' },
    description: 'Refused: PAYMENT_REFUSED (expired_card)',
  },
  {
    number: '4000000000000119',
    brand: 'Visa',
    outcome: { kind: 'providerError' },
    description: 'Provider error: hapay_provider_error',
  },
  {
    number: '4000000000003220',
    brand: 'Visa',
    outcome: { kind: 'threeDs', result: 'accept' },
    description: '3-D Secure required: Redirect to the challenge, approve → Finalize',
  },
  {
    number: '4000000000003063',
    brand: 'Visa',
    outcome: { kind: 'threeDs', result: 'fail' },
    description: '3-D Secure that fails whatever the answer: AUTHENTICATION_FAILURE',
  },
];

/**
 * Only a card's brand and last four digits are kept: they name the test card whose
 * later charges are refused. Any other card on file pays.
 */
export function laterChargeOutcome(brand: string | null, last4: string | null): 'paid' | 'declined' {
  const card = TEST_CARDS.find((candidate) => candidate.brand === brand && candidate.number.endsWith(last4 ?? '-'));
  return card?.laterCharges ?? 'paid';
}

/** Luhn checksum (ISO/IEC 7812): every card number ends with it. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/u.test(digits)) return false;
  let total = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

export function normaliseCardNumber(raw: string): string {
  return raw.replace(/[\s-]/gu, '');
}

/** MM/YY (or MM/YYYY) → month and full year; null when malformed. */
export function parseExpiry(raw: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/u.exec(raw.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < currentMonth;
}

export function findTestCard(digits: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === digits);
}
