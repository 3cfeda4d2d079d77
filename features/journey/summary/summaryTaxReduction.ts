/**
 * Step 3's tax-reduction sentence (SPEC §9). Steps 1 can only assume a private person;
 * by step 3 the payer is known, so the rate is theirs: 60 % when they pay as a company
 * (a company name given at step 2), otherwise 66 %, or 75 % up to 1 000 € when the
 * organisation is under the loi Coluche (Form.organizationIsUnderColucheLaw).
 */
import type { Cart } from '@/lib/api/contracts/carts';
import type { Form } from '@/lib/api/contracts/forms';
import { taxReductionMessage, type TaxPayerKind } from '@/lib/rules/taxReduction';
import { givesTaxReduction, type PlacesKindFacts } from '../choice/places/placesOffer';

/** The payer as the tax office sees them. */
export function taxPayerKind(payer: Cart['payer'] | undefined): TaxPayerKind {
  return payer?.companyName?.trim() ? 'company' : 'individual';
}

/**
 * What the tax reduction covers in an order of places: the receipt-eligible tiers' places
 * and the kind's gifts (../choice/places/placesOffer givesTaxReduction), at the price paid — as step 1 counts it.
 */
export function receiptEligibleCents(form: Pick<Form, 'tiers'>, items: Cart['items'], facts: PlacesKindFacts): number {
  const eligible = new Set(form.tiers.filter((tier) => givesTaxReduction(tier, facts)).map((tier) => tier.id));
  return items
    .filter((item) => eligible.has(item.tierId))
    .reduce((sum, item) => sum + (item.customAmount ?? item.amount), 0);
}

/**
 * The sentence's message reference (`Rules.taxReduction.cost`), or null when the form
 * gives no reduction or nothing in the order is eligible.
 */
export function summaryTaxReduction(
  form: Pick<Form, 'hasFiscalReduction' | 'organizationIsUnderColucheLaw'>,
  payer: Cart['payer'] | undefined,
  eligibleCents: number,
): string | null {
  if (!form.hasFiscalReduction || eligibleCents <= 0) return null;
  return taxReductionMessage({
    amountCents: eligibleCents,
    payer: taxPayerKind(payer),
    aidToPeopleInDifficulty: form.organizationIsUnderColucheLaw,
  });
}
