import { describe, expect, it } from 'vitest';
import { parseMessageRef } from './messageRef';
import {
  TAX_REDUCTION_AID_TO_PEOPLE_THRESHOLD_CENTS,
  TAX_REDUCTION_RATE_AID_TO_PEOPLE,
  TAX_REDUCTION_RATE_COMPANY,
  TAX_REDUCTION_RATE_INDIVIDUAL,
  taxReduction,
  taxReductionMessage,
} from './taxReduction';

describe('tax reduction (SPEC §9: 66 %, 75 %, 60 %, threshold 100 000 cents)', () => {
  it('uses the spec figures', () => {
    expect([TAX_REDUCTION_RATE_INDIVIDUAL, TAX_REDUCTION_RATE_AID_TO_PEOPLE, TAX_REDUCTION_RATE_COMPANY]).toEqual([
      0.66, 0.75, 0.6,
    ]);
    expect(TAX_REDUCTION_AID_TO_PEOPLE_THRESHOLD_CENTS).toBe(100_000);
  });

  it.each([
    // amount, payer, aid to people in difficulty, reduction, cost
    [10_000, 'individual', false, 6_600, 3_400], // 100 € costs 34 €
    [5_000, 'individual', false, 3_300, 1_700],
    [101, 'individual', false, 66, 35], // 66.66 cents → 66 (rounded down)
    [10_000, 'individual', true, 7_500, 2_500], // 100 € costs 25 €
    [100_000, 'individual', true, 75_000, 25_000], // at the threshold: all at 75 %
    [150_000, 'individual', true, 108_000, 42_000], // 750 € + 66 % of 500 € = 1 080 €
    [10_000, 'company', false, 6_000, 4_000],
    [10_000, 'company', true, 6_000, 4_000], // companies: 60 % whatever the organisation
    [0, 'individual', false, 0, 0],
    [-500, 'individual', false, 0, 0],
    [1, 'individual', true, 0, 1],
  ] as const)(
    '%s cents, %s, aid %s → reduction %s, cost %s',
    (amountCents, payer, aidToPeopleInDifficulty, reductionCents, costCents) => {
      const result = taxReduction({ amountCents, payer, aidToPeopleInDifficulty });
      expect(result).toEqual({ amountCents: Math.max(0, amountCents), reductionCents, costCents });
    },
  );

  it('defaults to no aid-to-people rate', () => {
    expect(taxReduction({ amountCents: 10_000, payer: 'individual' }).costCents).toBe(3_400);
  });

  it('builds the "costs you" message in euros', () => {
    expect(parseMessageRef(taxReductionMessage({ amountCents: 10_000, payer: 'individual' }))).toEqual({
      key: 'Rules.taxReduction.cost',
      values: { payer: 'individual', amount: 100, cost: 34 },
    });
    expect(parseMessageRef(taxReductionMessage({ amountCents: 10_000, payer: 'company' })).values).toEqual({
      payer: 'company',
      amount: 100,
      cost: 40,
    });
  });
});
