import { describe, expect, it } from 'vitest';
import { isSoldOut, waitingListMaxPlaces, WAITING_LIST_MAX_PLACES } from './waitingList';

describe('isSoldOut', () => {
  it.each([
    [{ remainingNumber: 0, tiers: [{ remainingNumber: 5 }] }, true],
    [{ remainingNumber: null, tiers: [{ remainingNumber: 0 }, { remainingNumber: 0 }] }, true],
    [{ remainingNumber: null, tiers: [{ remainingNumber: 0 }, { remainingNumber: null }] }, false],
    [{ remainingNumber: 3, tiers: [{ remainingNumber: 1 }] }, false],
    [{ remainingNumber: null, tiers: [] }, false],
  ])('%j → %s', (form, expected) => {
    expect(isSoldOut(form)).toBe(expected);
  });
});

describe('waitingListMaxPlaces', () => {
  it('keeps the smallest of the per-cart and per-person limits, within the API’s cap', () => {
    expect(waitingListMaxPlaces({ maxPerCart: 12, maxPerUser: 2 })).toBe(2);
    expect(waitingListMaxPlaces({ maxPerCart: null, maxPerUser: null })).toBe(WAITING_LIST_MAX_PLACES);
    expect(waitingListMaxPlaces({ maxPerCart: 500, maxPerUser: null })).toBe(WAITING_LIST_MAX_PLACES);
  });
});
