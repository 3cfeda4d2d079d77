/** The `collect` job of a payment to come: one per payment (its business key), due on its date. */
import type { NewJob } from './queue';

export const collectJob = (payment: { readonly id: number; readonly dueDate: Date }): NewJob => ({
  kind: 'collect',
  key: `collect:payment:${payment.id}`,
  payload: { paymentId: payment.id },
  runAt: payment.dueDate,
});
