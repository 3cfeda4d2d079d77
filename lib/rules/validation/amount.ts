/**
 * Amount rules (SPEC §5, §9), on integer cents:
 * - MIN_AMOUNT: with a minimum price above 0, at least max(0.50 €, minimum); without,
 *   0 (free) or at least 0.50 €;
 * - MAX_AMOUNT: not above the maximum price when one is set (the maximum itself is
 *   allowed: "up to 100 €" includes 100 €);
 * - POSITIVE: empty or greater than 0;
 * - minimum cart: free or at least 0.50 €.
 * Messages carry the limit in euros for an ICU currency format: {min, number, ::currency/EUR}.
 */
import * as z from 'zod/mini';
import { parseAmountToCents } from '../amounts';
import { isCartTotalAllowed } from '../cart';
import { MIN_AMOUNT_CENTS, MIN_CART_CENTS } from '../constants';
import { messageRef } from '../messageRef';
import { centsToEuros, isFreeOrAboveMinimum } from '../money';
import { firstFailingRule, type Rule } from './fields';
import { VALIDATION_MESSAGES } from './messages';

const hasLimit = (cents: number | null | undefined): cents is number => typeof cents === 'number' && cents > 0;

export function minAmountRule(minPriceCents?: number | null): Rule<number> {
  if (hasLimit(minPriceCents)) {
    const min = Math.max(MIN_AMOUNT_CENTS, minPriceCents);
    return (cents) => (cents >= min ? null : messageRef(VALIDATION_MESSAGES.minAmount, { min: centsToEuros(min) }));
  }
  return (cents) =>
    isFreeOrAboveMinimum(cents) ? null : (
      messageRef(VALIDATION_MESSAGES.minAmountOrFree, { min: centsToEuros(MIN_AMOUNT_CENTS) })
    );
}

export function maxAmountRule(maxPriceCents?: number | null): Rule<number> {
  return (cents) =>
    hasLimit(maxPriceCents) && cents > maxPriceCents ?
      messageRef(VALIDATION_MESSAGES.maxAmount, { max: centsToEuros(maxPriceCents) })
    : null;
}

export const positiveRule: Rule<number | null | undefined> = (cents) =>
  cents === null || cents === undefined || cents > 0 ? null : VALIDATION_MESSAGES.positive;

export const minimumCartRule: Rule<number> = (totalCents) =>
  isCartTotalAllowed(totalCents) ? null : (
    messageRef(VALIDATION_MESSAGES.minimumCart, { min: centsToEuros(MIN_CART_CENTS) })
  );

export interface AmountFieldOptions {
  readonly minPriceCents?: number | null;
  readonly maxPriceCents?: number | null;
  /** POSITIVE instead of MIN_AMOUNT: any amount above 0 (e.g. an optional extra gift). */
  readonly positive?: boolean;
}

/** Amount text as typed ("12,50") → its integer cents, or an AMOUNT issue. */
const toCents = z.transform((text: string, payload) => {
  const cents = parseAmountToCents(text);
  if (cents === null) {
    payload.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.amountInvalid, input: text });
    return z.NEVER;
  }
  return cents;
});

function amountRules({ minPriceCents, maxPriceCents, positive = false }: AmountFieldOptions): Rule<number>[] {
  return [positive ? positiveRule : minAmountRule(minPriceCents), maxAmountRule(maxPriceCents)];
}

/** A required amount input; the output is integer cents. */
/** The first amount rule a number of cents breaks (MIN_AMOUNT, MAX_AMOUNT…), or null. */
export function amountRuleFailure(cents: number, options: AmountFieldOptions = {}): string | null {
  for (const rule of amountRules(options)) {
    const message = rule(cents);
    if (message) return message;
  }
  return null;
}

export function amountField(options: AmountFieldOptions = {}) {
  return z
    .pipe(
      z
        .string({ error: VALIDATION_MESSAGES.requiredAmount })
        .check(z.trim(), z.minLength(1, VALIDATION_MESSAGES.requiredAmount)),
      toCents,
    )
    .check(firstFailingRule(amountRules(options)));
}

/** An amount input that may stay empty (undefined output). */
export function optionalAmountField(options: AmountFieldOptions = {}) {
  return z.optional(amountField(options));
}
