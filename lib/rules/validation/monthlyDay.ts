/**
 * Monthly payment day (SPEC §5, §9): required, a whole day from 1 to 28. The spec hides
 * the maximum; 28 is the last day every month has, so the payment never moves.
 */
import * as z from 'zod/mini';
import { MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MIN } from '../constants';
import { isValidMonthlyPaymentDay } from '../instalments';
import { messageRef } from '../messageRef';
import { firstFailingRule, type Rule } from './fields';
import { VALIDATION_MESSAGES } from './messages';

const dayMessage = messageRef(VALIDATION_MESSAGES.monthlyPaymentDay, {
  min: MONTHLY_PAYMENT_DAY_MIN,
  max: MONTHLY_PAYMENT_DAY_MAX,
});

export const monthlyPaymentDayRule: Rule<number> = (day) => (isValidMonthlyPaymentDay(day) ? null : dayMessage);

/** Conform coerces the select's text to a number; text that is not one gets the range message. */
export function monthlyPaymentDayField() {
  return z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : dayMessage) })
    .check(firstFailingRule([monthlyPaymentDayRule]));
}
