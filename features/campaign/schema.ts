/**
 * The schemas of the donation steps, one per step, built from the validation catalogue
 * (lib/rules/validation, zod/mini). The same schema validates in the browser (Conform's
 * onValidate) and in the server action. Messages are keys (lib/rules/messageRef).
 */
import * as z from 'zod/mini';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import { amountField } from '@/lib/rules/validation/amount';
import { isTrueField, termsConsentField, cgvConsentField } from '@/lib/rules/validation/consents';
import { type monthlyPaymentDayField, monthlyPaymentDayRule } from '@/lib/rules/validation/monthlyDay';
import {
  companyPayerSchema,
  individualPayerSchema,
  type CompanyPayerOptions,
  type IndividualPayerOptions,
} from '@/lib/rules/validation/payer';
import { messageRef } from '@/lib/rules/messageRef';
import { MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MIN } from '@/lib/rules/constants';
import { firstFailingRule, isRecord } from '@/lib/rules/validation/fields';
import type { Frequency } from './donation';

/** Value of the "Autre montant" radio (the design system's AmountPicker posts this). */
export const OTHER_AMOUNT = 'other';

/** Message keys of this feature's own checks (Donation namespace). */
export const DONATION_MESSAGES = {
  frequencyRequired: 'Donation.validation.frequency',
  dataConsent: 'Donation.validation.dataConsent',
  paymentDayMax: 'Donation.validation.paymentDayMax',
} as const;

// ---------------------------------------------------------------- step 1: amount

export interface AmountStepOptions {
  /** Both frequencies are offered (else the frequency field is absent). */
  readonly offersChoice: boolean;
  readonly defaultFrequency: Frequency;
  /** Floors of a free amount per frequency, in cents (MIN_AMOUNT applies on top). */
  readonly minCents: Readonly<Record<Frequency, number | null>>;
  readonly maxCents: number | null;
}

export interface AmountStepValue {
  frequency: Frequency;
  amountCents: number;
}

/** Cross-field checks run even while other fields have errors: the payer sees every problem at once. */
const everyTime = { when: (payload: { value: unknown }) => isRecord(payload.value) };

const isFrequency = (value: unknown): value is Frequency => value === 'once' || value === 'monthly';

/** A preset radio posts its amount in cents. */
const presetCents = (text: string): number | null => (/^\d{1,9}$/.test(text) ? Number(text) : null);

export function amountStepSchema(options: AmountStepOptions) {
  const frequencyOf = (value: unknown): Frequency =>
    options.offersChoice && isFrequency(value) ? value : options.defaultFrequency;
  return z.pipe(
    z
      .object({
        frequency: z.optional(z.string()),
        amount: z.string({ error: VALIDATION_MESSAGES.requiredAmount }),
        amountOther: z.optional(z.string()),
      })
      .check(
        z.superRefine((value, ctx) => {
          if (options.offersChoice && !isFrequency(value.frequency)) {
            ctx.addIssue({
              code: 'custom',
              message: DONATION_MESSAGES.frequencyRequired,
              path: ['frequency'],
              input: value.frequency,
            });
          }
          // A missing amount already has its REQUIRED_AMOUNT message.
          if (typeof value.amount !== 'string') return;
          const bounds = {
            minPriceCents: options.minCents[frequencyOf(value.frequency)],
            maxPriceCents: options.maxCents,
          };
          if (value.amount === OTHER_AMOUNT) {
            const result = amountField(bounds).safeParse(value.amountOther ?? '');
            if (!result.success) {
              const message = result.error.issues[0]?.message ?? VALIDATION_MESSAGES.amountInvalid;
              ctx.addIssue({ code: 'custom', message, path: ['amountOther'], input: value.amountOther });
            }
            return;
          }
          const cents = presetCents(value.amount);
          if (cents === null) {
            ctx.addIssue({
              code: 'custom',
              message: VALIDATION_MESSAGES.amountInvalid,
              path: ['amount'],
              input: value.amount,
            });
            return;
          }
          // A preset is checked like a free amount (a monthly gift may have a higher floor).
          const result = amountField(bounds).safeParse(String(cents / 100));
          if (!result.success) {
            const message = result.error.issues[0]?.message ?? VALIDATION_MESSAGES.amountInvalid;
            ctx.addIssue({ code: 'custom', message, path: ['amount'], input: value.amount });
          }
        }, everyTime),
      ),
    z.transform((value): AmountStepValue => ({
      frequency: frequencyOf(value.frequency),
      amountCents:
        value.amount === OTHER_AMOUNT ?
          (parseAmountToCents(value.amountOther ?? '') ?? 0)
        : (presetCents(value.amount) ?? 0),
    })),
  );
}

// ---------------------------------------------------------------- step 2: payer

/** Name of the "I give on behalf of a company" checkbox. */
export const COMPANY_FIELD = 'isCompany';

export type PayerRequirements = Omit<IndividualPayerOptions, 'today'>;

/** The individual schema, or the company one when the company box is ticked. */
export function payerStepSchema(requirements: PayerRequirements, isCompany: boolean) {
  return isCompany ?
      companyPayerSchema({
        ...requirements,
        companySiren: 'required',
        companyLegalStatusId: 'required',
      } satisfies CompanyPayerOptions)
    : individualPayerSchema(requirements);
}

/** A checkbox as posted: "on" from a browser, "true" from a draft or a test. */
export const isBoxTicked = (value: FormDataEntryValue | null | undefined) => value === 'on' || value === 'true';

// ---------------------------------------------------------------- step 3: summary

/** Submit buttons of the summary form. */
export const SUMMARY_INTENTS = ['pay', 'updateTip', 'removeTip', 'applyCoupon', 'removeCoupon', 'updatePlan'] as const;
export type SummaryIntent = (typeof SUMMARY_INTENTS)[number];
export const INTENT_FIELD = 'intent';

export function summaryIntent(value: FormDataEntryValue | null | undefined): SummaryIntent {
  return (SUMMARY_INTENTS as readonly unknown[]).includes(value) ? (value as SummaryIntent) : 'pay';
}

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
  const paymentDayMessage = messageRef(DONATION_MESSAGES.paymentDayMax, {
    min: MONTHLY_PAYMENT_DAY_MIN,
    max: options.maxPaymentDay,
  });
  const shape = {
    tip: tipField(),
    tipConsent: z.optional(z.boolean()),
    termsConsent: options.requiresCgv ? cgvConsentField() : termsConsentField(),
    dataConsent: isTrueField(DONATION_MESSAGES.dataConsent),
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
