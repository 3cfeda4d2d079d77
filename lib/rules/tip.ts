/**
 * Tip (voluntary contribution to the platform) suggestion, SPEC §9.
 *
 * Interpretation (the spec is vague, see docs/rules.md): the table gives, for an amount
 * in euros, the SUGGESTED TIP IN EUROS at that amount, and the suggestion is linearly
 * interpolated between two consecutive rows; above 1 000 € it stays at 25 €. Read as
 * percentages, the same table would suggest 250 € on a 1 000 € donation, a tip peers
 * were criticised for; read as euros it gives a degressive share (23 % of 15 €,
 * 8 % of 100 €, 2.5 % of 1 000 €) — and both readings agree at 100 € (8 € = 8 %).
 *
 * The suggestion is rounded UP to the next 0.05 €. The slider range is centred on it:
 * minimum 1 € (0.01 € when the suggestion is below 1 €; the spec's "factor" is the unit,
 * 1 in euros and 100 in cents), maximum 2 × suggestion − minimum.
 * Everything is integer cents, so the API receives the integer the payer saw.
 */

export interface TipBracket {
  /** Lower bound of the amount, in cents. */
  readonly fromCents: number;
  /** Suggested tip at exactly that amount, in cents. */
  readonly tipCents: number;
}

/** SPEC §9 table (0:0, 15:3.5, 50:6, 100:8, 500:20, 1000:25), in cents. */
export const TIP_BRACKETS: readonly TipBracket[] = [
  { fromCents: 0, tipCents: 0 },
  { fromCents: 1_500, tipCents: 350 },
  { fromCents: 5_000, tipCents: 600 },
  { fromCents: 10_000, tipCents: 800 },
  { fromCents: 50_000, tipCents: 2_000 },
  { fromCents: 100_000, tipCents: 2_500 },
];

export const TIP_STEP_CENTS = 5;
export const TIP_MINIMUM_CENTS = 100;
export const TIP_MINIMUM_BELOW_ONE_EURO_CENTS = 1;

export interface TipSuggestion {
  readonly suggestionCents: number;
  readonly minCents: number;
  readonly maxCents: number;
}

const NO_TIP: TipSuggestion = { suggestionCents: 0, minCents: 0, maxCents: 0 };

/** Interpolated tip, rounded up to the 5-cent step, with exact integer arithmetic. */
function interpolatedTipCents(amountCents: number): number {
  const last = TIP_BRACKETS[TIP_BRACKETS.length - 1] as TipBracket;
  if (amountCents >= last.fromCents) return last.tipCents;
  const upperIndex = TIP_BRACKETS.findIndex((bracket) => bracket.fromCents > amountCents);
  const lower = TIP_BRACKETS[upperIndex - 1] as TipBracket;
  const upper = TIP_BRACKETS[upperIndex] as TipBracket;
  const width = upper.fromCents - lower.fromCents;
  // tip = lower.tip + (amount − lower.from) × (upper.tip − lower.tip) / width, as one fraction.
  const numerator = lower.tipCents * width + (amountCents - lower.fromCents) * (upper.tipCents - lower.tipCents);
  return Math.ceil(numerator / (width * TIP_STEP_CENTS)) * TIP_STEP_CENTS;
}

/** Suggested tip and slider range for an amount in cents; an amount ≤ 0 gets no tip. */
export function suggestTip(amountCents: number): TipSuggestion {
  const amount = Math.round(amountCents);
  if (!(amount > 0)) return NO_TIP;
  const suggestionCents = interpolatedTipCents(amount);
  const minCents = suggestionCents < TIP_MINIMUM_CENTS ? TIP_MINIMUM_BELOW_ONE_EURO_CENTS : TIP_MINIMUM_CENTS;
  return { suggestionCents, minCents, maxCents: 2 * suggestionCents - minCents };
}

/** A tip the API accepts: a whole, non-negative number of cents (PUT /carts/{id}/tip). */
export function isValidTipCents(tipCents: number): boolean {
  return Number.isSafeInteger(tipCents) && tipCents >= 0;
}

/**
 * Above the slider's maximum: worth a confirmation, since a swapped field ("500 € tip on
 * a 20 € donation") is a mistake peers' users report.
 */
export function isTipUnusuallyHigh(tipCents: number, amountCents: number): boolean {
  return tipCents > suggestTip(amountCents).maxCents;
}
