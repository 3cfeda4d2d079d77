import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ExtraOption, Form, Tier } from '@/lib/api/contracts/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import {
  optionField,
  placePrice,
  priceField,
  quantityField,
  saleTiming,
  placesOffer,
  placesStepDefaults,
  type PlacesKindFacts,
} from './placesOffer';
import { placesStepSchema } from './placesSchema';

const option = (overrides: Partial<ExtraOption>): ExtraOption =>
  ({
    id: 5001,
    label: 'Assurance',
    price: 200,
    isRequired: false,
    remainingNumber: null,
    customFields: [],
    ...overrides,
  }) as ExtraOption;

const tier = (overrides: Partial<Tier>): Tier =>
  ({
    id: 1021,
    label: 'Entrée adulte',
    tierType: 'Registration',
    priceCategory: 'Fixed',
    price: 1200,
    minAmount: null,
    remainingNumber: null,
    maxPerUser: null,
    extraOptions: [],
    customFields: [],
    ...overrides,
  }) as Tier;

const form = (overrides: Partial<Form> = {}): Form =>
  ({
    tiers: [
      tier({ id: 1021, remainingNumber: 50, extraOptions: [option({ id: 5001, isRequired: true })] }),
      tier({ id: 1022, priceCategory: 'Free', price: 0 }),
      tier({ id: 1023, priceCategory: 'Pwyw', price: 2000, minAmount: 500 }),
      tier({ id: 1025, remainingNumber: 1 }),
    ],
    maxPerTier: 10,
    maxPerUser: null,
    maxPerCart: 12,
    remainingNumber: null,
    saleStartDate: null,
    saleEndDate: null,
    instalmentOptions: { counts: [1, 3], monthly: false, maxPaymentDay: null },
    ...overrides,
  }) as Form;

const item = (tierId: number, options: number[] = []) =>
  ({
    tierId,
    customAmount: null,
    extraOptions: options.map((id) => ({ id, label: '', price: 0, customFields: [] })),
  }) as unknown as Cart['items'][number];

const post = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('places offer', () => {
  it('takes the smallest of the tier, form, user and cart limits and the stock', () => {
    const offer = placesOffer(form(), null);
    expect(offer.tiers.map((choice) => choice.maxQuantity)).toEqual([10, 10, 10, 1]);
    expect(offer.tiers[3]?.state).toBe('lastAvailable');
    expect(offer.tiers[0]?.state).toBe('limited');
  });

  it('gives back the places this cart already holds (the aggregate counts them as held)', () => {
    const offer = placesOffer(form({ tiers: [tier({ id: 1025, remainingNumber: 0 })] }), { items: [item(1025)] });
    expect(offer.tiers[0]?.available).toBe(1);
    expect(offer.tiers[0]?.maxQuantity).toBe(1);
  });

  it('checks the rules, not the stock, in the schema: the API is the judge of the stock', () => {
    const offer = placesOffer(form(), null);
    expect(offer.tiers[3]?.limit).toBe(10);
  });
});

describe('sale timing (SPEC §4)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is not open yet before the start, with its date', () => {
    const later = '2026-12-24T12:00:00Z';
    expect(saleTiming({ ...form(), saleStartDate: later }, placesOffer(form(), null), now)).toEqual({
      state: 'notStarted',
      opensAt: later,
    });
  });
  it('has ended after the end', () => {
    expect(saleTiming({ ...form(), saleEndDate: '2026-11-01T00:00:00Z' }, placesOffer(form(), null), now).state).toBe(
      'ended',
    );
  });
  it('is sold out when every tier is', () => {
    const soldOut = form({ tiers: [tier({ remainingNumber: 0 })] });
    expect(saleTiming(soldOut, placesOffer(soldOut, null), now).state).toBe('soldOut');
    expect(saleTiming(form(), placesOffer(form(), null), now).state).toBe('open');
  });
});

describe('places step schema', () => {
  const offer = placesOffer(form(), null);
  const parse = (values: Record<string, string>) => {
    const result = parseWithZod(post(values), { schema: placesStepSchema(offer) });
    return { status: result.status, error: result.status === 'success' ? undefined : result.error };
  };

  it('makes one item per place, with the ticked options and a free price', () => {
    const result = parseWithZod(
      post({
        [quantityField(1021)]: '2',
        [optionField(1021, 5001)]: 'on',
        [quantityField(1023)]: '1',
        [priceField(1023)]: '7,50',
      }),
      { schema: placesStepSchema(offer) },
    );
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.value.items).toEqual([
      { tierId: 1021, customAmount: null, extraOptions: [{ id: 5001 }] },
      { tierId: 1021, customAmount: null, extraOptions: [{ id: 5001 }] },
      { tierId: 1023, customAmount: 750 },
    ]);
  });

  it('asks for the mandatory option (IS_TRUE), a free price above its minimum, and a place at least', () => {
    const refused = parse({ [quantityField(1021)]: '1', [quantityField(1023)]: '1', [priceField(1023)]: '2' });
    expect(refused.error?.[optionField(1021, 5001)]).toEqual(['Validation.isTrue']);
    expect(refused.error?.[priceField(1023)]?.[0]).toMatch(/^Validation\.minAmount/);
    expect(parse({}).error?.['']).toEqual(['Places.validation.noPlace?unit=place']);
  });

  it('refuses a quantity above the rules or unreadable, and more places than a cart holds', () => {
    expect(parse({ [quantityField(1021)]: '11' }).error?.[quantityField(1021)]?.[0]).toMatch(
      /^Places\.validation\.quantity/,
    );
    expect(parse({ [quantityField(1021)]: 'deux' }).error?.[quantityField(1021)]?.[0]).toMatch(/quantity/);
    const tooMany = parse({
      [quantityField(1021)]: '7',
      [optionField(1021, 5001)]: 'on',
      [quantityField(1022)]: '7',
    });
    // A field-level error on each quantity that counts, for the error summary and the
    // fields' aria-invalid, not a form banner (issue 40).
    expect(tooMany.error?.[quantityField(1021)]?.[0]).toMatch(/^Places\.validation\.maxPerCart/);
    expect(tooMany.error?.[quantityField(1022)]?.[0]).toMatch(/^Places\.validation\.maxPerCart/);
    expect(tooMany.error?.['']).toBeUndefined();
  });

  it('accepts a free cart and refuses one under the minimum cart', () => {
    expect(parse({ [quantityField(1022)]: '2' }).status).toBe('success');
    const cheap = placesOffer(form({ tiers: [tier({ id: 1030, price: 30 })] }), null);
    const result = parseWithZod(post({ [quantityField(1030)]: '1' }), { schema: placesStepSchema(cheap) });
    expect(result.status === 'success' ? null : result.error?.['']).toEqual(['Validation.minimumCart']);
  });
});

describe('places step defaults and prices', () => {
  it('fills the quantities, free price and options from the cart, else from a restart memory', () => {
    const offer = placesOffer(form(), null);
    const fromCart = placesStepDefaults(offer, { items: [item(1021, [5001]), item(1021, [5001])] }, [], 'fr');
    expect(fromCart[quantityField(1021)]).toBe('2');
    expect(fromCart[optionField(1021, 5001)]).toBe('on');
    expect(fromCart[priceField(1023)]).toBe('20,00');
    const remembered = placesStepDefaults(offer, null, [{ tierId: 1023, quantity: 3, amountCents: 825 }], 'fr');
    expect(remembered[quantityField(1023)]).toBe('3');
    expect(remembered[priceField(1023)]).toBe('8,25');
    expect(remembered[optionField(1021, 5001)]).toBeUndefined();
    expect(
      placesStepDefaults(offer, null, [{ tierId: 1023, quantity: 1, amountCents: 525 }], 'en')[priceField(1023)],
    ).toBe('5.25');
  });

  it('prices a place with its options; a free price is what the payer chose', () => {
    const adult = tier({ extraOptions: [option({ id: 1, price: 200 }), option({ id: 2, price: 500 })] });
    expect(placePrice(adult, null, [1])).toBe(1400);
    expect(placePrice(tier({ priceCategory: 'Pwyw', price: 2000 }), 750, [])).toBe(750);
  });
});

describe('step 1 follows the kind (journeyKinds facts)', () => {
  const crowdfundingFacts: PlacesKindFacts = { unit: 'contribution', giftAsAmount: true, onePerPerson: false };
  const membershipFacts: PlacesKindFacts = { unit: 'membership', giftAsAmount: false, onePerPerson: true };
  const crowdfunding = form({
    tiers: [
      tier({ id: 1051, tierType: 'Donation', priceCategory: 'Pwyw', price: 2000, minAmount: 500 }),
      tier({ id: 1052, tierType: 'Donation', price: 2000, isEligibleTaxReceipt: false }),
    ],
  });
  const offer = placesOffer(crowdfunding, null, crowdfundingFacts);
  const parse = (values: Record<string, string>) => parseWithZod(post(values), { schema: placesStepSchema(offer) });

  it('asks a crowdfunding gift as an amount (tax-reduced), a reward as a quantity', () => {
    expect(offer.tiers.map(({ input, taxReduced }) => ({ input, taxReduced }))).toEqual([
      { input: 'amount', taxReduced: true },
      { input: 'quantity', taxReduced: false },
    ]);
    // The same tiers on an event's facts are quantities, as before.
    expect(placesOffer(crowdfunding, null).tiers.map(({ input }) => input)).toEqual(['quantity', 'quantity']);
  });

  it('says whether its organisation is under the loi Coluche (the rate of the live tax sentence)', () => {
    const under = (flag: boolean) =>
      placesOffer({ ...crowdfunding, organizationIsUnderColucheLaw: flag }, null, crowdfundingFacts);
    expect(under(false).aidToPeopleInDifficulty).toBe(false);
    expect(under(true).aidToPeopleInDifficulty).toBe(true);
  });

  it('makes one item of the amount typed, with no quantity, in either separator', () => {
    for (const typed of ['50,00', '50.00', '50']) {
      const result = parse({ [priceField(1051)]: typed });
      expect(result.status === 'success' ? result.value.items : null).toEqual([{ tierId: 1051, customAmount: 5000 }]);
    }
    const withReward = parse({ [priceField(1051)]: '1 000,50', [quantityField(1052)]: '2' });
    expect(withReward.status === 'success' ? withReward.value.items : null).toEqual([
      { tierId: 1051, customAmount: 100_050 },
      { tierId: 1052, customAmount: null },
      { tierId: 1052, customAmount: null },
    ]);
  });

  it('takes an empty amount as no gift, and refuses one under the minimum', () => {
    const nothing = parse({ [priceField(1051)]: ' ' });
    expect(nothing.status === 'success' ? null : nothing.error?.['']).toEqual([
      'Places.validation.noPlace?unit=contribution',
    ]);
    const small = parse({ [priceField(1051)]: '2' });
    expect(small.status === 'success' ? null : small.error?.[priceField(1051)]?.[0]).toMatch(/^Validation\.minAmount/);
  });

  it('starts a gift empty, or with the amount held, in the page’s language', () => {
    expect(placesStepDefaults(offer, null, [], 'fr')).toEqual({ [quantityField(1052)]: '0' });
    const held = { items: [{ ...item(1051), customAmount: 5000 }] } as Pick<Cart, 'items'>;
    expect(placesStepDefaults(offer, held, [], 'fr')[priceField(1051)]).toBe('50,00');
  });

  it('asks a membership for how many people, or a tick where an order holds one', () => {
    const members = form({ tiers: [tier({ id: 1031, tierType: 'Membership' })], maxPerTier: null, maxPerCart: null });
    expect(placesOffer({ ...members, maxPerUser: 2 }, null, membershipFacts).tiers[0]?.input).toBe('quantity');
    const single = placesOffer({ ...members, maxPerUser: 1 }, null, membershipFacts);
    expect(single.tiers[0]?.input).toBe('tick');
    const ticked = parseWithZod(post({ [quantityField(1031)]: 'on' }), { schema: placesStepSchema(single) });
    expect(ticked.status === 'success' ? ticked.value.items : null).toEqual([{ tierId: 1031, customAmount: null }]);
    expect(placesStepDefaults(single, { items: [item(1031)] }, [], 'fr')).toEqual({ [quantityField(1031)]: 'on' });
  });
});
