/** The card form's schema (./card's checks for the form layer), loaded on the form's first use. */
import * as z from 'zod/mini';
import { validateCard, type CardField } from './card';

/** validateCard as the form layer's schema: each problem reported on its field. */
export function cardSchema(now?: Date) {
  const text = z.optional(z.string());
  return z.object({ cardNumber: text, expiry: text, cvc: text, holder: text }).check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(validateCard(values, now))) {
        ctx.addIssue({ code: 'custom', message, path: [field], input: values[field as CardField] });
      }
    }),
  );
}
