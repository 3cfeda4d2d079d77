/**
 * Receipts of a payment (issue 42; HelloAsso's `paymentReceiptUrl` and `fiscalReceiptUrl`).
 * - The payment receipt (attestation de paiement): who paid what to whom, when and how,
 *   the tip on its own line. Every paid payment has one.
 * - The tax receipt (reçu fiscal, cerfa n° 11580): only where the organisation is
 *   eligible and the payment has a gift part; never the tip. Numbered per organisation
 *   and year (`number`, e.g. 2026-000042).
 * `GET /receipts/{paymentId}/{kind}` answers the content; the caller is the payment's
 * signed-in owner (bearer) or holds the link's `token` (signed, expiring).
 */
import { z } from 'zod';
import { Cents, FormTypeSchema, Id, IsoDateTime } from './common';

export const RECEIPT_KINDS = ['payment', 'fiscal'] as const;
export const ReceiptKindSchema = z.enum(RECEIPT_KINDS);
export type ReceiptKind = z.infer<typeof ReceiptKindSchema>;

/** The receipts' addresses on a payment (app pages; the PDF is the same address + `/pdf`). */
export const PaymentReceiptsSchema = z.object({
  paymentReceiptUrl: z.string(),
  /** null when the organisation gives no tax receipt or nothing in the payment is a gift. */
  fiscalReceiptUrl: z.string().nullable(),
});
export type PaymentReceipts = z.infer<typeof PaymentReceiptsSchema>;

export const ReceiptQuerySchema = z.object({ token: z.string().max(200).optional() });

const PartySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
});

export const ReceiptSchema = z.object({
  kind: ReceiptKindSchema,
  paymentId: Id,
  orderId: Id,
  organization: PartySchema.extend({
    /** The organisation's object (what it does), a cerfa mention. */
    object: z.string().nullable(),
    /** Legal basis of the receipt, e.g. "association loi 1901 d'intérêt général". */
    type: z.string().nullable(),
    isUnderColucheLaw: z.boolean(),
  }),
  donor: PartySchema.extend({ companyName: z.string().nullable(), email: z.string() }),
  form: z.object({ formType: FormTypeSchema, title: z.string() }),
  /** Paid at, and how: always a card in the sandbox. */
  paidAt: IsoDateTime,
  paymentMeans: z.literal('Card'),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  installmentNumber: z.int().min(1),
  /** What the receipt covers: the payment (payment receipt) or the gift part (tax receipt). */
  amount: Cents,
  /** Payment receipt only: the platform tip, on its own line (0 on a tax receipt). */
  amountTip: Cents,
  /** Tax receipt only: the amount in French words. */
  amountInWords: z.string().nullable(),
  /** Tax receipt only: its number per organisation and year, "YYYY-NNNNNN". */
  number: z.string().nullable(),
  /** Tax receipt only: 200 (individual) or 238 bis (company) of the CGI. */
  taxArticle: z.enum(['200', '238 bis']).nullable(),
  /** Tax receipt only: the reduction rates that apply, in percent (75 then 66 under the loi Coluche). */
  ratesPercent: z.array(z.int()).nullable(),
  issuedAt: IsoDateTime,
});
export type Receipt = z.infer<typeof ReceiptSchema>;
