import { describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api/contracts/carts';
import type { Form } from '@/lib/api/contracts/forms';
import { parseMessageRef } from '@/lib/rules/messageRef';
import { PLACE_FACTS } from '../choice/places/placesOffer';
import { receiptEligibleCents, summaryTaxReduction, taxPayerKind } from './summaryTaxReduction';

const person = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr' } as NonNullable<Cart['payer']>;
const company = { ...person, companyName: 'Boulangerie Martin' };

describe('the tax reduction at step 3 (SPEC §9)', () => {
  it('takes the payer as a company when they gave a company name, else as a person', () => {
    expect(taxPayerKind(company)).toBe('company');
    expect(taxPayerKind({ ...person, companyName: '  ' })).toBe('individual');
    expect(taxPayerKind(person)).toBe('individual');
    expect(taxPayerKind(null)).toBe('individual');
  });

  it('counts the receipt-eligible places only, at the price paid', () => {
    const form = {
      tiers: [
        { id: 1, isEligibleTaxReceipt: true },
        { id: 2, isEligibleTaxReceipt: false },
      ],
    } as unknown as Pick<Form, 'tiers'>;
    const items = [
      { tierId: 1, amount: 1000, customAmount: 25_000 },
      { tierId: 1, amount: 1000, customAmount: null },
      { tierId: 2, amount: 3000, customAmount: null },
    ] as unknown as Cart['items'];
    expect(receiptEligibleCents(form, items, PLACE_FACTS)).toBe(26_000);
  });

  it('counts a crowdfunding gift as step 1 does, even on a tier not marked eligible', () => {
    const form = {
      tiers: [
        { id: 1, tierType: 'Donation', priceCategory: 'Pwyw', isEligibleTaxReceipt: false },
        { id: 2, tierType: 'Donation', priceCategory: 'Fixed', isEligibleTaxReceipt: false },
      ],
    } as unknown as Pick<Form, 'tiers'>;
    const items = [
      { tierId: 1, amount: 2000, customAmount: 5000 },
      { tierId: 2, amount: 2000, customAmount: null },
    ] as unknown as Cart['items'];
    const crowdfunding = { unit: 'contribution', giftAsAmount: true, onePerPerson: false } as const;
    expect(receiptEligibleCents(form, items, crowdfunding)).toBe(5000);
    expect(receiptEligibleCents(form, items, PLACE_FACTS)).toBe(0);
    // 50 € given costs a person 17 € after the 66 % reduction.
    expect(
      parseMessageRef(
        summaryTaxReduction({ hasFiscalReduction: true, organizationIsUnderColucheLaw: false }, person, 5000) ?? '',
      ).values,
    ).toEqual({
      payer: 'individual',
      amount: 50,
      cost: 17,
    });
  });

  it('gives the payer’s rate: 66 % for a person, 60 % for a company', () => {
    const form = { hasFiscalReduction: true, organizationIsUnderColucheLaw: false };
    expect(parseMessageRef(summaryTaxReduction(form, person, 10_000) ?? '').values).toEqual({
      payer: 'individual',
      amount: 100,
      cost: 34,
    });
    expect(parseMessageRef(summaryTaxReduction(form, company, 10_000) ?? '').values).toEqual({
      payer: 'company',
      amount: 100,
      cost: 40,
    });
  });

  it('gives 75 % up to 1 000 € and 66 % above for an organisation under the loi Coluche', () => {
    const form = { hasFiscalReduction: true, organizationIsUnderColucheLaw: true };
    // 200 € → 75 %: costs 50 €.
    expect(parseMessageRef(summaryTaxReduction(form, person, 20_000) ?? '').values).toMatchObject({ cost: 50 });
    // 1 500 € → 750 € + 66 % of 500 € = 1 080 € reduction: costs 420 €.
    expect(parseMessageRef(summaryTaxReduction(form, person, 150_000) ?? '').values).toMatchObject({ cost: 420 });
    // A company keeps 60 %.
    expect(parseMessageRef(summaryTaxReduction(form, company, 20_000) ?? '').values).toMatchObject({ cost: 80 });
  });

  it('says nothing when the form gives no reduction or nothing is eligible', () => {
    expect(
      summaryTaxReduction({ hasFiscalReduction: false, organizationIsUnderColucheLaw: false }, person, 10_000),
    ).toBeNull();
    expect(
      summaryTaxReduction({ hasFiscalReduction: true, organizationIsUnderColucheLaw: false }, person, 0),
    ).toBeNull();
  });
});
