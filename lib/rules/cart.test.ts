import { describe, expect, it } from 'vitest';
import {
  cartExpiresAt,
  isCartExpired,
  isCartTotalAllowed,
  isValidCartFieldUpdate,
  maxSelectableQuantity,
  msUntilCartExpiry,
  remainingStock,
  tierState,
  tierStateMessage,
} from './cart';
import { parseMessageRef } from './messageRef';

describe('remainingStock (SPEC §3)', () => {
  const items = [{ tierId: 1 }, { tierId: '1' }, { tierId: 2 }];
  it.each([
    [{ id: 1, remainingNumber: 10 }, 8], // two items hold tier 1 (number or text id)
    [{ id: 2, remainingNumber: 10 }, 9],
    [{ id: 3, remainingNumber: 10 }, 10],
    [{ id: 1, remainingNumber: 2 }, 0],
    [{ id: 1, remainingNumber: 1 }, 0], // never below 0
    [{ id: 1, remainingNumber: 0 }, 0],
    [{ id: 1, remainingNumber: null }, null],
    [{ id: 1 }, null],
    [{ id: 1, remainingNumber: 2.5 }, null],
    [{ id: 1, remainingNumber: Number.NaN }, null],
  ])('%j → %s', (tier, expected) => {
    expect(remainingStock(tier, items)).toBe(expected);
  });
});

describe('tierState (sold out / last available / limited)', () => {
  it.each([
    [0, false, 'soldOut'],
    [5, true, 'soldOut'],
    [null, true, 'soldOut'],
    [1, false, 'lastAvailable'],
    [2, false, 'limited'],
    [null, false, 'available'],
  ] as const)('remaining %s, soldOut flag %s → %s', (remaining, soldOut, state) => {
    expect(tierState(remaining, soldOut)).toBe(state);
  });

  it('defaults the sold-out flag to false', () => {
    expect(tierState(3)).toBe('limited');
  });

  it.each([
    ['soldOut', 0, { key: 'Rules.tier.soldOut', values: { unit: 'place' } }],
    ['lastAvailable', 1, { key: 'Rules.tier.lastAvailable', values: { unit: 'place' } }],
    ['limited', 4, { key: 'Rules.tier.limited', values: { remaining: 4, unit: 'place' } }],
    ['limited', null, { key: 'Rules.tier.limited', values: { remaining: 0, unit: 'place' } }],
  ] as const)('%s message', (state, remaining, expected) => {
    expect(parseMessageRef(tierStateMessage(state, remaining) as string)).toEqual(expected);
  });

  it('has no message when available', () => {
    expect(tierStateMessage('available', null)).toBeNull();
  });
});

describe('maxSelectableQuantity (limits per tier, form, user and cart)', () => {
  it.each([
    [[], null],
    [[null, undefined], null],
    [[10, null, 3, 5], 3],
    [[10, -2], 0],
    [[Number.POSITIVE_INFINITY, 4], 4],
  ])('%j → %s', (limits, expected) => {
    expect(maxSelectableQuantity(limits)).toBe(expected);
  });
});

describe('cart expiry (SPEC §4: last update or creation + 15 minutes)', () => {
  const created = '2026-06-01T10:00:00.000Z';
  const updated = '2026-06-01T10:05:00.000Z';
  it.each([
    [{ meta: { createdAt: created, updatedAt: updated } }, '2026-06-01T10:20:00.000Z'],
    [{ meta: { createdAt: created } }, '2026-06-01T10:15:00.000Z'],
    [{ meta: { createdAt: created, updatedAt: null } }, '2026-06-01T10:15:00.000Z'],
    [{ meta: { createdAt: created, updatedAt: 'not a date' } }, '2026-06-01T10:15:00.000Z'],
    [{ meta: { createdAt: new Date(created), updatedAt: '' } }, '2026-06-01T10:15:00.000Z'],
    [{ meta: { createdAt: Date.parse(created) } }, '2026-06-01T10:15:00.000Z'],
    [{ meta: null }, null],
    [{}, null],
  ])('%j expires at %s', (cart, expected) => {
    expect(cartExpiresAt(cart)?.toISOString() ?? null).toBe(expected);
  });

  const cart = { meta: { createdAt: created, updatedAt: updated } };
  it.each([
    ['2026-06-01T10:19:59.999Z', false, 1],
    ['2026-06-01T10:20:00.000Z', true, 0],
    ['2026-06-01T11:00:00.000Z', true, 0],
    ['2026-06-01T10:05:00.000Z', false, 15 * 60 * 1000],
  ])('at %s expired = %s, %s ms left', (now, expired, left) => {
    expect(isCartExpired(cart, new Date(now))).toBe(expired);
    expect(msUntilCartExpiry(cart, new Date(now))).toBe(left);
  });

  it('never declares a cart without dates expired', () => {
    expect(isCartExpired({}, new Date())).toBe(false);
    expect(msUntilCartExpiry({}, new Date())).toBeNull();
  });
});

describe('isCartTotalAllowed (minimum cart: free or ≥ 50 cents)', () => {
  it.each([
    [0, true],
    [49, false],
    [50, true],
    [10_000, true],
  ])('%s → %s', (total, ok) => {
    expect(isCartTotalAllowed(total)).toBe(ok);
  });
});

describe('isValidCartFieldUpdate (SPEC §5)', () => {
  const cart = {
    items: [
      { customFields: [{}, {}], extraOptions: [{ customFields: [{}] }, {}] },
      { customFields: null, extraOptions: null },
    ],
  };
  it.each([
    [{ key: 'value', value: 'x', itemIndex: 0 }, true],
    [{ key: 'value', value: '', itemIndex: 0 }, true],
    [{ key: 'value', value: null, itemIndex: 0 }, true],
    [{ key: 'value', value: 'x', itemIndex: 0, customFieldIndex: 1 }, true],
    [{ key: 'value', value: 'x', itemIndex: 0, extraOptionIndex: 0, customFieldIndex: 0 }, true],
    [{ key: 'value', value: true, itemIndex: 0, extraOptionIndex: 1 }, true],
    [{ key: '', value: 'x', itemIndex: 0 }, false],
    [{ key: null, value: 'x', itemIndex: 0 }, false],
    [{ key: 'value', itemIndex: 0 }, false],
    [{ key: 'value', value: 'x', itemIndex: 2 }, false],
    [{ key: 'value', value: 'x', itemIndex: -1 }, false],
    [{ key: 'value', value: 'x', itemIndex: 0.5 }, false],
    [{ key: 'value', value: 'x', itemIndex: 0, customFieldIndex: 2 }, false],
    [{ key: 'value', value: 'x', itemIndex: 0, extraOptionIndex: 2 }, false],
    [{ key: 'value', value: 'x', itemIndex: 0, extraOptionIndex: 1, customFieldIndex: 0 }, false],
    [{ key: 'value', value: 'x', itemIndex: 1, customFieldIndex: 0 }, false],
    [{ key: 'value', value: 'x', itemIndex: 1, extraOptionIndex: 0 }, false],
  ])('%j → %s', (update, ok) => {
    expect(isValidCartFieldUpdate(cart, update)).toBe(ok);
  });
});
