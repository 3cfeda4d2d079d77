/**
 * Dates (SPEC §5, §9). Dates typed by people (birth dates, custom Date fields) and
 * schedule dates are CALENDAR dates, {year, month, day}, with no time zone to shift
 * them by a day. Instants (sale start, payment times) are shown in Europe/Paris time,
 * whatever the visitor's clock, in 24 h with an "h" separator: "14h30".
 *
 * date-fns is not needed: the few calendar operations below are exact integer
 * arithmetic, and Intl does the time-zone work, which keeps the browser bundle small.
 */
import { DISPLAY_TIME_ZONE } from './constants';
import { messageRef } from './messageRef';
import { RULES_MESSAGES } from './ruleMessages';

export interface CalendarDate {
  readonly year: number;
  /** 1 = January. */
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateFromMatch(match: RegExpExecArray | null, order: readonly [number, number, number]): CalendarDate | null {
  if (!match) return null;
  const [yearIndex, monthIndex, dayIndex] = order;
  const date = { year: Number(match[yearIndex]), month: Number(match[monthIndex]), day: Number(match[dayIndex]) };
  return isRealCalendarDate(date) ? date : null;
}

/** "29/02/2024" → {2024, 2, 29}; null for a wrong shape or a date that does not exist. */
export function parseDDMMYYYY(text: string): CalendarDate | null {
  return dateFromMatch(DD_MM_YYYY.exec(text.trim()), [3, 2, 1]);
}

/** "2024-02-29" → {2024, 2, 29}; null otherwise. */
export function parseIsoDate(text: string): CalendarDate | null {
  return dateFromMatch(ISO_DATE.exec(text.trim()), [1, 2, 3]);
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function formatDDMMYYYY({ year, month, day }: CalendarDate): string {
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Negative, zero or positive, like a sort comparator. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Same day number `months` later, moved back to the month's last day when it has fewer days. */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Completed years between two calendar dates (age on `today`). */
export function fullYearsBetween(from: CalendarDate, today: CalendarDate): number {
  const years = today.year - from.year;
  const beforeAnniversary = today.month < from.month || (today.month === from.month && today.day < from.day);
  return beforeAnniversary ? years - 1 : years;
}

let parisParts: Intl.DateTimeFormat | undefined;

interface ParisClock extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
}

function parisClock(instant: Date): ParisClock {
  parisParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
  };
}

/** The calendar day it is in Paris at `instant` ("today" for birth dates and schedules). */
export function calendarDateInParis(instant: Date): CalendarDate {
  const { year, month, day } = parisClock(instant);
  return { year, month, day };
}

/** "14h30", Paris time, 24 h, in both languages. */
export function formatTime(instant: Date): string {
  const { hour, minute } = parisClock(instant);
  return `${pad(hour, 2)}h${pad(minute, 2)}`;
}

/**
 * An instant as a day in words and its time, for a message such as "{date} à {time}"
 * (`Rules.dates.dayAtTime`): the day in the locale's own words, Paris time ("samedi
 * 14 juillet 2027", "Saturday 14 July 2027"), the time 24 h with an "h" in both languages
 * (SPEC §9: "19h09", never "19:09" or "7:09 PM"); `time` is null at 00h00 and 23h59.
 */
export function dayAndTime(
  instant: Date,
  intlLocale: string,
  dateStyle: 'full' | 'long',
): { date: string; time: string | null } {
  const date = dayFormat(intlLocale, dateStyle).format(instant);
  return { date, time: showsTime(instant) ? formatTime(instant) : null };
}

/**
 * One formatter per locale and style, made once per process: building an
 * Intl.DateTimeFormat costs far more than formatting with it, and the server rendered an
 * event's date with a new one on every request.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(intlLocale: string, dateStyle: 'full' | 'long'): Intl.DateTimeFormat {
  const key = `${intlLocale}|${dateStyle}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { dateStyle, timeZone: DISPLAY_TIME_ZONE });
    dayFormats.set(key, format);
  }
  return format;
}

/** 00h00 and 23h59 mean "the whole day" in the data: they are not shown as a time. */
export function showsTime(instant: Date): boolean {
  const { hour, minute } = parisClock(instant);
  return !((hour === 0 && minute === 0) || (hour === 23 && minute === 59));
}

/** DD/MM/YYYY of an instant, Paris day (French and British English both write it so). */
export function formatInstantDate(instant: Date): string {
  return formatDDMMYYYY(calendarDateInParis(instant));
}

/**
 * The message for a date with its time when it has one:
 * `Rules.dates.dateAtTime` {date, time} ("le 14/07/2026 à 14h30") or `Rules.dates.dateOnly` {date}.
 * Both languages write DD/MM/YYYY and "14h30"; only the surrounding copy differs.
 */
export function dateTimeMessage(instant: Date): string {
  const date = formatInstantDate(instant);
  return showsTime(instant) ?
      messageRef(RULES_MESSAGES.dateAtTime, { date, time: formatTime(instant) })
    : messageRef(RULES_MESSAGES.dateOnly, { date });
}
