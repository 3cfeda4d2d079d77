import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTALMENT_COUNTS } from './constants';
import { type CalendarDate } from './dates';
import {
  buildInstalmentSchedule,
  buildMonthlySchedule,
  isInstalmentCount,
  isValidMonthlyPaymentDay,
  scheduleMessage,
  splitIntoInstalments,
} from './instalments';
import { parseMessageRef } from './messageRef';

const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({ year, month, day: dayOfMonth });

describe('splitIntoInstalments (remainder on the first instalment)', () => {
  it.each([
    [10_000, 1, [10_000]],
    [10_000, 3, [3_334, 3_333, 3_333]],
    [10_000, 6, [1_670, 1_666, 1_666, 1_666, 1_666, 1_666]],
    [10_001, 10, [1_001, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000]],
    [10_000, 12, [837, 833, 833, 833, 833, 833, 833, 833, 833, 833, 833, 833]],
    [2, 3, [2, 0, 0]],
    [0, 3, [0, 0, 0]],
  ] as const)('%s cents in %s → %j', (total, count, expected) => {
    expect(splitIntoInstalments(total, count)).toEqual(expected);
  });

  it.each([
    [-1, 3],
    [10.5, 3],
    [100, 2],
    [100, 0],
  ])('refuses %s cents in %s', (total, count) => {
    expect(() => splitIntoInstalments(total, count as 3)).toThrow(RangeError);
  });

  it('always adds up to the total, with equal later instalments', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(...INSTALMENT_COUNTS), (total, count) => {
        const parts = splitIntoInstalments(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        const [first, ...rest] = parts as [number, ...number[]];
        expect(rest.every((part) => part === rest[0] && part <= first && Number.isInteger(part))).toBe(true);
        expect(first - (rest[0] ?? first)).toBeLessThan(count);
      }),
    );
  });
});

describe('buildInstalmentSchedule', () => {
  it('puts the tip on the first instalment and dates monthly from today', () => {
    expect(
      buildInstalmentSchedule({ totalCents: 10_000, count: 3, firstDate: day(2026, 1, 15), tipCents: 250 }),
    ).toEqual([
      { date: '2026-01-15', amountCents: 3_334, tipCents: 250, totalCents: 3_584 },
      { date: '2026-02-15', amountCents: 3_333, tipCents: 0, totalCents: 3_333 },
      { date: '2026-03-15', amountCents: 3_333, tipCents: 0, totalCents: 3_333 },
    ]);
  });

  it.each([
    [day(2026, 1, 31), ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30']],
    [day(2027, 12, 31), ['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31']],
    [day(2026, 8, 30), ['2026-08-30', '2026-09-30', '2026-10-30', '2026-11-30', '2026-12-30', '2027-01-30']],
  ])('from %j, clamps to month ends without drifting', (firstDate, dates) => {
    expect(
      buildInstalmentSchedule({ totalCents: 600, count: 6, firstDate }).map((instalment) => instalment.date),
    ).toEqual(dates);
  });

  it('defaults to no tip', () => {
    expect(buildInstalmentSchedule({ totalCents: 100, count: 1, firstDate: day(2026, 5, 5) })).toEqual([
      { date: '2026-05-05', amountCents: 100, tipCents: 0, totalCents: 100 },
    ]);
  });

  it('refuses a negative or fractional tip', () => {
    expect(() =>
      buildInstalmentSchedule({ totalCents: 100, count: 1, firstDate: day(2026, 5, 5), tipCents: -1 }),
    ).toThrow(RangeError);
  });

  it('charges total + tip overall, on increasing dates', () => {
    const date = fc.record({
      year: fc.integer({ min: 2000, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...INSTALMENT_COUNTS),
        fc.integer({ min: 0, max: 1e5 }),
        date,
        (totalCents, count, tipCents, firstDate) => {
          const schedule = buildInstalmentSchedule({ totalCents, count, firstDate, tipCents });
          expect(schedule.reduce((sum, instalment) => sum + instalment.totalCents, 0)).toBe(totalCents + tipCents);
          const dates = schedule.map((instalment) => instalment.date);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(count);
        },
      ),
    );
  });
});

describe('buildMonthlySchedule', () => {
  it('charges today, then on the payment day of each following month', () => {
    expect(
      buildMonthlySchedule({
        amountCents: 1_000,
        paymentDay: 5,
        firstDate: day(2026, 1, 31),
        tipCents: 100,
        occurrences: 3,
      }),
    ).toEqual([
      { date: '2026-01-31', amountCents: 1_000, tipCents: 100, totalCents: 1_100 },
      { date: '2026-02-05', amountCents: 1_000, tipCents: 0, totalCents: 1_000 },
      { date: '2026-03-05', amountCents: 1_000, tipCents: 0, totalCents: 1_000 },
    ]);
  });

  it('lists 12 occurrences by default and at least one', () => {
    expect(buildMonthlySchedule({ amountCents: 500, paymentDay: 28, firstDate: day(2026, 11, 2) })).toHaveLength(12);
    expect(buildMonthlySchedule({ amountCents: 500, paymentDay: 28, firstDate: day(2026, 11, 2) })[2]?.date).toBe(
      '2027-01-28',
    );
    expect(
      buildMonthlySchedule({ amountCents: 500, paymentDay: 1, firstDate: day(2026, 1, 1), occurrences: 0 }),
    ).toHaveLength(1);
  });

  it.each([0, 29, 31, 1.5])('refuses the payment day %s', (paymentDay) => {
    expect(() => buildMonthlySchedule({ amountCents: 500, paymentDay, firstDate: day(2026, 1, 1) })).toThrow(
      RangeError,
    );
  });

  it('refuses a negative amount', () => {
    expect(() => buildMonthlySchedule({ amountCents: -5, paymentDay: 1, firstDate: day(2026, 1, 1) })).toThrow(
      RangeError,
    );
  });
});

describe('guards and labels', () => {
  it.each([
    [1, true],
    [3, true],
    [12, true],
    [2, false],
    ['3', false],
  ])('isInstalmentCount(%j) = %s', (value, ok) => {
    expect(isInstalmentCount(value)).toBe(ok);
  });

  it.each([
    [1, true],
    [28, true],
    [0, false],
    [29, false],
    [14.5, false],
    ['5', false],
  ])('isValidMonthlyPaymentDay(%j) = %s', (value, ok) => {
    expect(isValidMonthlyPaymentDay(value)).toBe(ok);
  });

  it('labels schedules', () => {
    expect(parseMessageRef(scheduleMessage({ count: 3 }))).toEqual({
      key: 'Rules.instalments.count',
      values: { count: 3 },
    });
    expect(parseMessageRef(scheduleMessage({ monthlyDay: 5 }))).toEqual({
      key: 'Rules.instalments.monthly',
      values: { day: 5 },
    });
  });
});
