/**
 * Tax-receipt numbers: sequential per organisation and calendar year (Paris), never
 * reused, gapless. The next number is taken in the payment's own transaction with one
 * upsert on the (organisation, year) counter row: its row lock queues concurrent
 * payments, and a payment that rolls back rolls its number back with it, so no number
 * is skipped or given twice.
 */
import { eq, sql } from 'drizzle-orm';
import { calendarDateInParis } from '@/lib/rules/dates';
import type { Executor, SandboxTx } from '../../db/client';
import { fiscalReceipts, receiptCounters } from '../../db/schema';

export async function nextReceiptNumber(tx: SandboxTx, organizationId: number, year: number): Promise<number> {
  const rows = await tx
    .insert(receiptCounters)
    .values({ organizationId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.organizationId, receiptCounters.year],
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  const row = rows[0];
  if (!row) throw new Error('The receipt counter answered no row');
  return row.lastNumber;
}

/** Issues the tax receipt of a paid payment (its gift part, tip excluded). */
export async function issueFiscalReceipt(
  tx: SandboxTx,
  input: { paymentId: number; organizationId: number; amountCents: number; at: Date },
): Promise<void> {
  if (input.amountCents <= 0) return;
  const year = calendarDateInParis(input.at).year;
  const number = await nextReceiptNumber(tx, input.organizationId, year);
  await tx.insert(fiscalReceipts).values({
    paymentId: input.paymentId,
    organizationId: input.organizationId,
    year,
    number,
    amountCents: input.amountCents,
    issuedAt: input.at,
  });
}

/** "2026-000042": the year and the number, zero-padded so they sort. */
export const formatReceiptNumber = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`;

export async function fiscalReceiptOf(ex: Executor, paymentId: number) {
  const rows = await ex.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentId, paymentId));
  return rows[0] ?? null;
}
