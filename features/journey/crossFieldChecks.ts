/**
 * What the steps' schemas share (choice/amount/amountSchema, summary/summarySchema): the
 * option that runs cross-field checks every time. One module per step, so a step's form
 * ships its own schema only.
 */
import { isRecord } from '@/lib/rules/validation/fields';

/** Cross-field checks run even while other fields have errors: the payer sees every problem at once. */
export const everyTime = { when: (payload: { value: unknown }) => isRecord(payload.value) };
