import { describe, expect, it } from 'vitest';
import { counterFigures, widgetState, type WidgetForm } from './widgetState';

const now = new Date('2026-11-25T12:00:00Z');
const tier = (remainingNumber: number | null) => ({ remainingNumber }) as WidgetForm['tiers'][number];
const form = (overrides: Partial<WidgetForm> = {}): WidgetForm => ({
  formType: 'Donation',
  saleStartDate: null,
  saleEndDate: null,
  remainingNumber: null,
  tiers: [tier(null)],
  paymentSuspended: false,
  goal: null,
  amountCollected: 125_000,
  fundingPercentage: null,
  contributorsCount: 12,
  ...overrides,
});

describe('widgetState (SPEC §4)', () => {
  it('is open by default', () => {
    expect(widgetState(form(), now)).toEqual({ state: 'open' });
  });

  it('is not open yet before the sale starts, with its date', () => {
    expect(widgetState(form({ saleStartDate: '2026-12-01T09:00:00Z' }), now)).toEqual({
      state: 'notStarted',
      opensAt: '2026-12-01T09:00:00Z',
    });
  });

  it('is ended once the sale end has passed', () => {
    expect(widgetState(form({ saleEndDate: '2026-11-25T12:00:00Z' }), now)).toEqual({ state: 'ended' });
    expect(widgetState(form({ saleEndDate: '2026-11-26T12:00:00Z' }), now)).toEqual({ state: 'open' });
  });

  it('is sold out when every tier or the whole form has no place left', () => {
    expect(widgetState(form({ tiers: [tier(0), tier(0)] }), now)).toEqual({ state: 'soldOut' });
    expect(widgetState(form({ tiers: [tier(0), tier(3)] }), now)).toEqual({ state: 'open' });
    expect(widgetState(form({ remainingNumber: 0, tiers: [tier(3)] }), now)).toEqual({ state: 'soldOut' });
    expect(widgetState(form({ tiers: [] }), now)).toEqual({ state: 'open' });
  });

  it('says payments are suspended', () => {
    expect(widgetState(form({ paymentSuspended: true }), now)).toEqual({ state: 'suspended' });
  });
});

describe('counterFigures', () => {
  it('counts money for a donation, with its goal when it has one', () => {
    expect(counterFigures(form())).toEqual({
      measure: 'amount',
      collectedCents: 125_000,
      contributors: 12,
      goal: null,
    });
    expect(counterFigures(form({ formType: 'CrowdFunding', goal: 500_000, fundingPercentage: 25 }))).toMatchObject({
      goal: { cents: 500_000, percentage: 25 },
    });
    expect(counterFigures(form({ goal: 400_000 }))).toMatchObject({ goal: { cents: 400_000, percentage: 31 } });
  });

  it('counts participants for a kind sold by places without a goal', () => {
    expect(counterFigures(form({ formType: 'Event', contributorsCount: 7 }))).toEqual({
      measure: 'participants',
      participants: 7,
    });
    expect(counterFigures(form({ formType: 'Event', goal: 100_000 })).measure).toBe('amount');
  });
});
