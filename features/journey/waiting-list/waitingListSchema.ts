/** The waiting list's form (a sold-out event): an email and a number of places within the form's limits. */
import * as z from 'zod/mini';
import { emailField } from '@/lib/rules/validation/email';
import { messageRef } from '@/lib/rules/messageRef';

export function waitingListSchema(max: number) {
  const quantityMessage = messageRef('WaitingList.errors.quantity', { max });
  return z.object({
    email: emailField(),
    quantity: z
      .string({ error: quantityMessage })
      .check(z.refine((value) => /^\d{1,3}$/u.test(value.trim()), { error: quantityMessage }))
      .check(z.refine((value) => Number(value) >= 1 && Number(value) <= max, { error: quantityMessage })),
  });
}
