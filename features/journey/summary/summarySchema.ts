/**
 * The schemas of step 3 (the summary: tip, consents, payment day, instalments, coupon),
 * from the validation catalogue (lib/rules/validation). They validate in the browser and
 * in the server action.
 */
import * as z from 'zod/mini';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import { isTrueField, termsConsentField, cgvConsentField } from '@/lib/rules/validation/consents';
import { type monthlyPaymentDayField, monthlyPaymentDayRule } from '@/lib/rules/validation/monthlyDay';
import { messageRef } from '@/lib/rules/messageRef';
import { MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MIN } from '@/lib/rules/constants';
import { firstFailingRule } from '@/lib/rules/validation/fields';
import { everyTime } from '../crossFieldChecks';

/** Message keys of the summary's own checks (Summary namespace). */
const SUMMARY_MESSAGES = {
  dataConsent: 'Summary.validation.dataConsent',
  paymentDayMax: 'Summary.validation.paymentDayMax',
} as const;

/** The tip as typed: empty is no tip; otherwise euros → cents, 0 allowed. */
function tipField() {
  return z.pipe(
    z.optional(z.string()),
    z.transform((text: string | undefined, payload) => {
      if (text === undefined || text.trim() === '') return 0;
      const cents = parseAmountToCents(text);
      if (cents === null || cents < 0) {
        payload.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.amountInvalid, input: text });
        return z.NEVER;
      }
      return cents;
    }),
  );
}

export interface SummaryStepOptions {
  readonly monthly: boolean;
  readonly maxPaymentDay: number;
  /** The form asks for its conditions of sale (CGV) rather than the platform's terms. */
  readonly requiresCgv: boolean;
  /** Instalment counts the payer chooses from (1 = at once); none or one: no choice. */
  readonly instalmentCounts?: readonly number[];
}

/** The coupon field and its buttons (SPEC §3 coupon; the server normalises the code). */
export const COUPON_FIELD = 'coupon';
export function couponSchema() {
  return z.object({ [COUPON_FIELD]: z.optional(z.string().check(z.maxLength(100))) });
}

export interface SummaryStepValue {
  tip: number;
  tipConsent?: boolean | undefined;
  termsConsent: true;
  dataConsent: true;
  paymentDay?: number | undefined;
  instalments?: number | undefined;
}

/** Only the tip: the "update" and "no contribution" buttons save it without paying. */
export function tipOnlySchema() {
  return z.object({ tip: tipField() });
}

/** MONTHLY_PAYMENT_DAY (1..28), then the form's own maximum: one message at a time. */
function paymentDayField(max: number, tooLate: string): ReturnType<typeof monthlyPaymentDayField> {
  return z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : dayRangeMessage) })
    .check(firstFailingRule<number>([monthlyPaymentDayRule, (day) => (day <= max ? null : tooLate)]));
}

const dayRangeMessage = messageRef(VALIDATION_MESSAGES.monthlyPaymentDay, {
  min: MONTHLY_PAYMENT_DAY_MIN,
  max: MONTHLY_PAYMENT_DAY_MAX,
});

/** Instalments (1 = at once) among the form's counts. */
function instalmentsField(counts: readonly number[]) {
  return z.pipe(
    z.string({ error: VALIDATION_MESSAGES.required }),
    z.transform((text: string, payload) => {
      const count = Number(text);
      if (counts.includes(count)) return count;
      payload.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.required, input: text });
      return z.NEVER;
    }),
  );
}

/** Only the plan: without JavaScript, "show the schedule" saves the count chosen. */
export function planOnlySchema(counts: readonly number[]) {
  return z.object({ instalments: instalmentsField(counts) });
}

export function summaryStepSchema(options: SummaryStepOptions) {
  const paymentDayMessage = messageRef(SUMMARY_MESSAGES.paymentDayMax, {
    min: MONTHLY_PAYMENT_DAY_MIN,
    max: options.maxPaymentDay,
  });
  const shape = {
    tip: tipField(),
    tipConsent: z.optional(z.boolean()),
    termsConsent: options.requiresCgv ? cgvConsentField() : termsConsentField(),
    dataConsent: isTrueField(SUMMARY_MESSAGES.dataConsent),
    ...(options.monthly ? { paymentDay: paymentDayField(options.maxPaymentDay, paymentDayMessage) } : {}),
    ...((options.instalmentCounts?.length ?? 0) > 1 ?
      {
        instalments: instalmentsField(options.instalmentCounts ?? []),
      }
    : {}),
  };
  const schema = z.object(shape).check(
    z.superRefine((value, ctx) => {
      // An explicit confirmation for any tip above zero: it is never slipped into the total.
      if (typeof value.tip === 'number' && value.tip > 0 && value.tipConsent !== true) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.tipConsent,
          path: ['tipConsent'],
          input: value.tipConsent,
        });
      }
    }, everyTime),
  );
  return schema as unknown as z.ZodMiniType<SummaryStepValue>;
}
