import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  calendarDateInParis,
  compareCalendarDates,
  dateTimeMessage,
  daysInMonth,
  formatDDMMYYYY,
  formatInstantDate,
  formatTime,
  fullYearsBetween,
  isRealCalendarDate,
  parseDDMMYYYY,
  parseIsoDate,
  showsTime,
  toIsoDate,
} from './dates';
import { parseMessageRef } from './messageRef';

describe('parseDDMMYYYY (SPEC §5 DATE)', () => {
  it.each([
    ['14/07/1990', { year: 1990, month: 7, day: 14 }],
    [' 29/02/2024 ', { year: 2024, month: 2, day: 29 }],
    ['29/02/2000', { year: 2000, month: 2, day: 29 }],
    ['31/12/9999', { year: 9999, month: 12, day: 31 }],
    ['29/02/2023', null],
    ['29/02/1900', null],
    ['31/04/2024', null],
    ['00/01/2024', null],
    ['01/13/2024', null],
    ['1/7/1990', null],
    ['1990-07-14', null],
    ['14-07-1990', null],
    ['', null],
    ['aa/bb/cccc', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDDMMYYYY(text)).toEqual(expected);
  });
});

describe('ISO dates and formatting', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['29/02/2024', null],
  ])('parseIsoDate(%j) → %j', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it('formats both ways with zero padding', () => {
    const date = { year: 987, month: 3, day: 4 };
    expect(formatDDMMYYYY(date)).toBe('04/03/0987');
    expect(toIsoDate(date)).toBe('0987-03-04');
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('daysInMonth(%s, %s) = %s', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('knows a real calendar date', () => {
    expect(isRealCalendarDate({ year: 2024, month: 1, day: 1.5 })).toBe(false);
    expect(isRealCalendarDate({ year: 2024, month: 0, day: 1 })).toBe(false);
  });

  it('compares calendar dates', () => {
    const a = { year: 2026, month: 1, day: 31 };
    expect(compareCalendarDates(a, { year: 2026, month: 2, day: 1 })).toBeLessThan(0);
    expect(compareCalendarDates(a, { ...a })).toBe(0);
    expect(compareCalendarDates(a, { year: 2025, month: 12, day: 31 })).toBeGreaterThan(0);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [{ year: 2026, month: 1, day: 31 }, 1, { year: 2026, month: 2, day: 28 }],
    [{ year: 2024, month: 1, day: 31 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2026, month: 11, day: 30 }, 3, { year: 2027, month: 2, day: 28 }],
    [{ year: 2026, month: 3, day: 15 }, 0, { year: 2026, month: 3, day: 15 }],
    [{ year: 2026, month: 3, day: 31 }, -1, { year: 2026, month: 2, day: 28 }],
  ])('%j + %s months → %j', (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toEqual(expected);
  });

  it.each([
    [{ year: 2008, month: 6, day: 1 }, { year: 2026, month: 6, day: 1 }, 18],
    [{ year: 2008, month: 6, day: 2 }, { year: 2026, month: 6, day: 1 }, 17],
    [{ year: 2008, month: 7, day: 1 }, { year: 2026, month: 6, day: 30 }, 17],
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 }, 17],
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 }, 18],
  ])('born %j, on %j: %s years', (birth, today, years) => {
    expect(fullYearsBetween(birth, today)).toBe(years);
  });
});

describe('Paris time display (SPEC §9: 24 h, "h" separator)', () => {
  it.each([
    ['2026-07-14T12:30:00Z', '14h30', true, '14/07/2026'], // summer time, UTC+2
    ['2026-01-14T13:05:00Z', '14h05', true, '14/01/2026'], // winter time, UTC+1
    ['2026-07-13T22:00:00Z', '00h00', false, '14/07/2026'], // midnight in Paris: no time
    ['2026-01-14T22:59:00Z', '23h59', false, '14/01/2026'], // 23h59: no time
    ['2026-01-14T23:00:00Z', '00h00', false, '15/01/2026'],
    ['2026-01-14T22:58:00Z', '23h58', true, '14/01/2026'],
    ['2026-01-14T23:01:00Z', '00h01', true, '15/01/2026'],
  ])('%s → %s, shows time %s, date %s', (iso, time, shown, date) => {
    const instant = new Date(iso);
    expect(formatTime(instant)).toBe(time);
    expect(showsTime(instant)).toBe(shown);
    expect(formatInstantDate(instant)).toBe(date);
  });

  it('gives the Paris calendar day', () => {
    expect(calendarDateInParis(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('builds the date-time message, without time for 00h00 and 23h59', () => {
    expect(parseMessageRef(dateTimeMessage(new Date('2026-07-14T12:30:00Z')))).toEqual({
      key: 'Rules.dates.dateAtTime',
      values: { date: '14/07/2026', time: '14h30' },
    });
    expect(parseMessageRef(dateTimeMessage(new Date('2026-07-13T22:00:00Z')))).toEqual({
      key: 'Rules.dates.dateOnly',
      values: { date: '14/07/2026' },
    });
  });
});
