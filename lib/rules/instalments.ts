/**
 * Payment schedules (SPEC §1, §3, §9): once, in 3, 6, 10 or 12 instalments, or monthly.
 *
 * - Amounts are integer cents and always add up to the total. The division remainder
 *   goes on the FIRST instalment: it is charged now, while the payer sees the exact
 *   figure, and every later instalment is the same amount ("then 2 × 33.33 €"), which is
 *   what the payer has to remember and what the bank statement shows.
 * - The tip is added to the first instalment only: it is a one-off contribution, taken
 *   with the payment the payer makes now, never a commitment spread over future months.
 * - Dates: the first is today (Paris calendar day); the next ones fall monthly on the
 *   same day number, moved back to the month's last day when the month is shorter
 *   (31 January → 28/29 February → 31 March: each date is computed from the first one,
 *   so a short month does not shift the rest).
 * - Monthly payments: first today, then on the chosen payment day (1–28) of each
 *   following month, so a payer never pays twice within a few days of signing up.
 */
import { INSTALMENT_COUNTS, MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MIN, type InstalmentCount } from './constants';
import { addMonthsClamped, toIsoDate, type CalendarDate } from './dates';
import { messageRef } from './messageRef';
import { RULES_MESSAGES } from './ruleMessages';

export interface Instalment {
  /** ISO calendar date, YYYY-MM-DD. */
  readonly date: string;
  /** Share of the order, in cents. */
  readonly amountCents: number;
  /** Platform contribution charged with this instalment, in cents. */
  readonly tipCents: number;
  /** What the card is charged: amount + tip. */
  readonly totalCents: number;
}

export function isInstalmentCount(value: unknown): value is InstalmentCount {
  return (INSTALMENT_COUNTS as readonly unknown[]).includes(value);
}

export function isValidMonthlyPaymentDay(day: unknown): day is number {
  return (
    Number.isInteger(day) && (day as number) >= MONTHLY_PAYMENT_DAY_MIN && (day as number) <= MONTHLY_PAYMENT_DAY_MAX
  );
}

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer of cents, got ${value}`);
}

/** Splits a total into `count` integer shares adding up to it, the remainder on the first. */
export function splitIntoInstalments(totalCents: number, count: InstalmentCount): number[] {
  assertCents('totalCents', totalCents);
  if (!isInstalmentCount(count)) throw new RangeError(`Unsupported instalment count: ${count}`);
  const share = Math.floor(totalCents / count);
  const remainder = totalCents - share * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? share + remainder : share));
}

function withTipOnFirst(dates: readonly CalendarDate[], amounts: readonly number[], tipCents: number): Instalment[] {
  assertCents('tipCents', tipCents);
  return dates.map((date, index) => {
    const amountCents = amounts[index] as number;
    const tip = index === 0 ? tipCents : 0;
    return { date: toIsoDate(date), amountCents, tipCents: tip, totalCents: amountCents + tip };
  });
}

export interface InstalmentScheduleInput {
  readonly totalCents: number;
  readonly count: InstalmentCount;
  /** Today, as a Paris calendar date (see calendarDateInParis). */
  readonly firstDate: CalendarDate;
  readonly tipCents?: number;
}

export function buildInstalmentSchedule({
  totalCents,
  count,
  firstDate,
  tipCents = 0,
}: InstalmentScheduleInput): Instalment[] {
  const amounts = splitIntoInstalments(totalCents, count);
  const dates = amounts.map((_, index) => addMonthsClamped(firstDate, index));
  return withTipOnFirst(dates, amounts, tipCents);
}

export interface MonthlyScheduleInput {
  readonly amountCents: number;
  readonly paymentDay: number;
  readonly firstDate: CalendarDate;
  readonly tipCents?: number;
  /** How many occurrences to list (a monthly payment has no end); 12 by default. */
  readonly occurrences?: number;
}

export function buildMonthlySchedule({
  amountCents,
  paymentDay,
  firstDate,
  tipCents = 0,
  occurrences = 12,
}: MonthlyScheduleInput): Instalment[] {
  assertCents('amountCents', amountCents);
  if (!isValidMonthlyPaymentDay(paymentDay)) throw new RangeError(`Unsupported monthly payment day: ${paymentDay}`);
  const count = Math.max(1, Math.floor(occurrences));
  const dates = Array.from({ length: count }, (_, index) =>
    index === 0 ? firstDate : { ...addMonthsClamped(firstDate, index), day: paymentDay },
  );
  return withTipOnFirst(
    dates,
    Array.from({ length: count }, () => amountCents),
    tipCents,
  );
}

/** `Rules.instalments.count` {count} ("En 3 fois") or `Rules.instalments.monthly` {day}. */
export function scheduleMessage(
  schedule: { readonly count: InstalmentCount } | { readonly monthlyDay: number },
): string {
  return 'count' in schedule ?
      messageRef(RULES_MESSAGES.instalmentCount, { count: schedule.count })
    : messageRef(RULES_MESSAGES.instalmentMonthly, { day: schedule.monthlyDay });
}
