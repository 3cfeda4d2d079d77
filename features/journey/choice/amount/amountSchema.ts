/**
 * The schema of step 1 (the amount), built from the validation catalogue (lib/rules/validation,
 * zod/mini). The same schema validates in the browser (Conform's onValidate) and in the
 * server action. Messages are keys (lib/rules/messageRef).
 */
import * as z from 'zod/mini';
import { OTHER_AMOUNT } from '@/design-system/patterns/AmountPicker/otherAmount';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import { amountField } from '@/lib/rules/validation/amount';
import type { Frequency } from './amountOffer';
import { everyTime } from '../../crossFieldChecks';

/** The message of a frequency left unchosen (Amount namespace). */
const FREQUENCY_REQUIRED = 'Amount.validation.frequency';

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
              message: FREQUENCY_REQUIRED,
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
