import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ExtraOption, Form, Tier } from '@/lib/api/contracts/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import { optionField, placePrice, priceField, quantityField, saleTiming, tierOffer, tierStepDefaults } from './event';
import { tierStepSchema } from './tierSchema';

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

describe('tier offer', () => {
  it('takes the smallest of the tier, form, user and cart limits and the stock', () => {
    const offer = tierOffer(form(), null);
    expect(offer.tiers.map((choice) => choice.maxQuantity)).toEqual([10, 10, 10, 1]);
    expect(offer.tiers[3]?.state).toBe('lastAvailable');
    expect(offer.tiers[0]?.state).toBe('limited');
  });

  it('gives back the places this cart already holds (the aggregate counts them as held)', () => {
    const offer = tierOffer(form({ tiers: [tier({ id: 1025, remainingNumber: 0 })] }), { items: [item(1025)] });
    expect(offer.tiers[0]?.available).toBe(1);
    expect(offer.tiers[0]?.maxQuantity).toBe(1);
  });

  it('checks the rules, not the stock, in the schema: the API is the judge of the stock', () => {
    const offer = tierOffer(form(), null);
    expect(offer.tiers[3]?.limit).toBe(10);
  });
});

describe('sale timing (SPEC §4)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is not open yet before the start, with its date', () => {
    const later = '2026-12-24T12:00:00Z';
    expect(saleTiming({ ...form(), saleStartDate: later }, tierOffer(form(), null), now)).toEqual({
      state: 'notStarted',
      opensAt: later,
    });
  });
  it('has ended after the end', () => {
    expect(saleTiming({ ...form(), saleEndDate: '2026-11-01T00:00:00Z' }, tierOffer(form(), null), now).state).toBe(
      'ended',
    );
  });
  it('is sold out when every tier is', () => {
    const soldOut = form({ tiers: [tier({ remainingNumber: 0 })] });
    expect(saleTiming(soldOut, tierOffer(soldOut, null), now).state).toBe('soldOut');
    expect(saleTiming(form(), tierOffer(form(), null), now).state).toBe('open');
  });
});

describe('tier step schema', () => {
  const offer = tierOffer(form(), null);
  const parse = (values: Record<string, string>) => {
    const result = parseWithZod(post(values), { schema: tierStepSchema(offer) });
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
      { schema: tierStepSchema(offer) },
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
    expect(parse({}).error?.['']).toEqual(['Event.validation.noPlace?unit=place']);
  });

  it('refuses a quantity above the rules or unreadable, and more places than a cart holds', () => {
    expect(parse({ [quantityField(1021)]: '11' }).error?.[quantityField(1021)]?.[0]).toMatch(
      /^Event\.validation\.quantity/,
    );
    expect(parse({ [quantityField(1021)]: 'deux' }).error?.[quantityField(1021)]?.[0]).toMatch(/quantity/);
    const tooMany = parse({
      [quantityField(1021)]: '7',
      [optionField(1021, 5001)]: 'on',
      [quantityField(1022)]: '7',
    });
    // A field-level error on each quantity that counts, for the error summary and the
    // fields' aria-invalid, not a form banner (issue 40).
    expect(tooMany.error?.[quantityField(1021)]?.[0]).toMatch(/^Event\.validation\.maxPerCart/);
    expect(tooMany.error?.[quantityField(1022)]?.[0]).toMatch(/^Event\.validation\.maxPerCart/);
    expect(tooMany.error?.['']).toBeUndefined();
  });

  it('accepts a free cart and refuses one under the minimum cart', () => {
    expect(parse({ [quantityField(1022)]: '2' }).status).toBe('success');
    const cheap = tierOffer(form({ tiers: [tier({ id: 1030, price: 30 })] }), null);
    const result = parseWithZod(post({ [quantityField(1030)]: '1' }), { schema: tierStepSchema(cheap) });
    expect(result.status === 'success' ? null : result.error?.['']).toEqual(['Validation.minimumCart']);
  });
});

describe('tier step defaults and prices', () => {
  it('fills the quantities, free price and options from the cart, else from a restart memory', () => {
    const offer = tierOffer(form(), null);
    const fromCart = tierStepDefaults(offer, { items: [item(1021, [5001]), item(1021, [5001])] }, []);
    expect(fromCart[quantityField(1021)]).toBe('2');
    expect(fromCart[optionField(1021, 5001)]).toBe('on');
    const remembered = tierStepDefaults(offer, null, [{ tierId: 1023, quantity: 3, amountCents: 800 }]);
    expect(remembered[quantityField(1023)]).toBe('3');
    expect(remembered[priceField(1023)]).toBe('8.00');
    expect(remembered[optionField(1021, 5001)]).toBeUndefined();
  });

  it('prices a place with its options; a free price is what the payer chose', () => {
    const adult = tier({ extraOptions: [option({ id: 1, price: 200 }), option({ id: 2, price: 500 })] });
    expect(placePrice(adult, null, [1])).toBe(1400);
    expect(placePrice(tier({ priceCategory: 'Pwyw', price: 2000 }), 750, [])).toBe(750);
  });
});
