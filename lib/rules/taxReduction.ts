/**
 * French tax reduction on gifts, shown as "your donation of X costs you Y" (SPEC §9:
 * rates 66 %, 75 % and 60 % with a 100 000-cent threshold; exact meaning not given).
 *
 * Interpretation, from the French tax code (see docs/rules.md):
 * - individuals: 66 % of the gift (art. 200 CGI);
 * - individuals giving to an organisation that helps people in difficulty (free meals,
 *   care, housing: the "loi Coluche" organisations): 75 % up to 1 000 € (the 100 000-cent
 *   threshold), 66 % on the part above;
 * - companies: 60 % (art. 238 bis CGI; the 2 M€ and turnover caps are out of scope).
 * The yearly cap (20 % of taxable income for individuals) depends on the payer's income,
 * which we never know: it is not modelled, and the page should mention it near the figure.
 *
 * The reduction is rounded DOWN to the cent (so the cost is rounded up): a figure shown
 * to a donor must never promise more than the tax office will grant.
 */
import { messageRef } from './messageRef';
import { centsToEuros } from './money';
import { RULES_MESSAGES } from './ruleMessages';

export const TAX_REDUCTION_RATE_INDIVIDUAL = 0.66;
export const TAX_REDUCTION_RATE_AID_TO_PEOPLE = 0.75;
export const TAX_REDUCTION_RATE_COMPANY = 0.6;
export const TAX_REDUCTION_AID_TO_PEOPLE_THRESHOLD_CENTS = 100_000;

export type TaxPayerKind = 'individual' | 'company';

export interface TaxReductionInput {
  readonly amountCents: number;
  readonly payer: TaxPayerKind;
  /** The organisation helps people in difficulty (HelloAsso's organizationIsUnderColucheLaw). */
  readonly aidToPeopleInDifficulty?: boolean;
}

export interface TaxReduction {
  readonly amountCents: number;
  readonly reductionCents: number;
  readonly costCents: number;
}

/** Percent as an integer, so the cent arithmetic stays exact: 66 % of 101 cents is 6666 / 100. */
const percentOf = (cents: number, rate: number) => cents * Math.round(rate * 100);

export function taxReduction({ amountCents, payer, aidToPeopleInDifficulty = false }: TaxReductionInput): TaxReduction {
  const amount = Math.max(0, Math.round(amountCents));
  let hundredths: number;
  if (payer === 'company') {
    hundredths = percentOf(amount, TAX_REDUCTION_RATE_COMPANY);
  } else if (aidToPeopleInDifficulty) {
    const reducedPart = Math.min(amount, TAX_REDUCTION_AID_TO_PEOPLE_THRESHOLD_CENTS);
    hundredths =
      percentOf(reducedPart, TAX_REDUCTION_RATE_AID_TO_PEOPLE) +
      percentOf(amount - reducedPart, TAX_REDUCTION_RATE_INDIVIDUAL);
  } else {
    hundredths = percentOf(amount, TAX_REDUCTION_RATE_INDIVIDUAL);
  }
  const reductionCents = Math.floor(hundredths / 100);
  return { amountCents: amount, reductionCents, costCents: amount - reductionCents };
}

/**
 * `Rules.taxReduction.cost` {payer, amount, cost} in euros, for an ICU currency format:
 * an individual reads what it costs them, a company what it costs the company (60 %).
 */
export function taxReductionMessage(input: TaxReductionInput): string {
  const { amountCents, costCents } = taxReduction(input);
  return messageRef(RULES_MESSAGES.taxReductionCost, {
    payer: input.payer,
    amount: centsToEuros(amountCents),
    cost: centsToEuros(costCents),
  });
}
