/**
 * DATE, birth date and legal age (SPEC §5). Dates are typed day/month/year
 * (DD/MM/YYYY) and must exist in the calendar (no 31/04, 29/02 only in leap years).
 * "Today" is injectable so tests and the server decide which day it is; by default it
 * is the current Paris calendar day.
 */
import * as z from 'zod/mini';
import { EARLIEST_BIRTH_DATE, LEGAL_AGE } from '../constants';
import {
  calendarDateInParis,
  compareCalendarDates,
  fullYearsBetween,
  parseDDMMYYYY,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from '../dates';
import { messageRef } from '../messageRef';
import { textField, type Requirement, type Rule } from './fields';
import { VALIDATION_MESSAGES } from './messages';

export type Today = () => CalendarDate;

export const parisToday: Today = () => calendarDateInParis(new Date());

const EARLIEST = parseIsoDate(EARLIEST_BIRTH_DATE) as CalendarDate;

export const dateRule: Rule<string> = (value) => (parseDDMMYYYY(value) ? null : VALIDATION_MESSAGES.date);

/** A real date between 01/01/1900 and today, both included. */
export function birthDateRule(today: Today = parisToday): Rule<string> {
  return (value) => {
    const date = parseDDMMYYYY(value);
    if (!date) return VALIDATION_MESSAGES.date;
    const inRange = compareCalendarDates(date, EARLIEST) >= 0 && compareCalendarDates(date, today()) <= 0;
    return inRange ? null : VALIDATION_MESSAGES.birthDate;
  };
}

/** At least 18 on `today`; passes when empty or not a date (REQUIRED and DATE report those). */
export function legalAgeRule(today: Today = parisToday): Rule<string> {
  return (value) => {
    const date = parseDDMMYYYY(value);
    if (!date) return null;
    return fullYearsBetween(date, today()) >= LEGAL_AGE ? null : (
        messageRef(VALIDATION_MESSAGES.legalAge, { age: LEGAL_AGE })
      );
  };
}

/** A DD/MM/YYYY date, kept as typed (custom Date fields). */
export function dateField(requirement: Requirement = 'required') {
  return textField(requirement, { rules: [dateRule] });
}

export interface BirthDateFieldOptions {
  readonly requirement?: Requirement;
  /** Refuse minors (some payments). */
  readonly legalAge?: boolean;
  readonly today?: Today;
}

const toIso = (value: string | undefined) => {
  const date = value ? parseDDMMYYYY(value) : null;
  return date ? toIsoDate(date) : undefined;
};

/** A birth date typed DD/MM/YYYY, output as an ISO date (YYYY-MM-DD) for the API. */
export function birthDateField({
  requirement = 'optional',
  legalAge = false,
  today = parisToday,
}: BirthDateFieldOptions = {}) {
  const rules = legalAge ? [birthDateRule(today), legalAgeRule(today)] : [birthDateRule(today)];
  return z.pipe(textField(requirement, { rules }), z.transform(toIso));
}
