/**
 * Reading a receipt (GET /receipts/{paymentId}/{kind}). Who may: the payer signed in
 * (the same ownership as the order page: services/users ownPayment, 401 anonymous, 404
 * someone else's), or whoever holds the link the confirmation page gave (links.ts).
 * Nobody else: a wrong link answers the same 404 as an unknown payment.
 */
import { eq } from 'drizzle-orm';
import type { Receipt, ReceiptKind } from '@/lib/api/contracts/receipts';
import { frenchEuroWords } from '@/lib/rules/frenchNumberWords';
import { orders, payments } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { ApiFailure, fail } from '../../http/errors';
import { findFormById, formTypeOf } from '../forms';
import { ownPayment } from '../users';
import { checkReceiptLink } from './links';
import { fiscalReceiptOf, formatReceiptNumber } from './numbering';

async function paymentWithOrder(ex: Executor, paymentId: number) {
  const rows = await ex
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return rows[0] ?? null;
}

const notFound = (paymentId: number) => fail(404, 'RECEIPT_NOT_FOUND', `No receipt for payment ${paymentId}.`);

/**
 * The payer's own payment, signed in; anyone else's is the receipt's 404, as documented
 * (docs/sandbox.md), not the payments route's PAYMENT_NOT_FOUND it used to leak through.
 */
async function signedInPayment(ctx: RequestContext, paymentId: number) {
  try {
    return await ownPayment(ctx, paymentId);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) throw notFound(paymentId);
    throw error;
  }
}

async function authorisedPayment(ctx: RequestContext, paymentId: number, kind: ReceiptKind, token: string | undefined) {
  if (token === undefined) return signedInPayment(ctx, paymentId);
  const check = checkReceiptLink(ctx, paymentId, kind, token);
  if (check === 'invalid') throw notFound(paymentId);
  if (check === 'expired') {
    throw fail(403, 'RECEIPT_LINK_EXPIRED', 'This receipt link has expired: sign in to find the receipt on the order.');
  }
  const row = await paymentWithOrder(ctx.db, paymentId);
  if (!row) throw notFound(paymentId);
  return row;
}

export async function readReceipt(
  ctx: RequestContext,
  paymentId: number,
  kind: ReceiptKind,
  token: string | undefined,
): Promise<Receipt> {
  const { payment, order } = await authorisedPayment(ctx, paymentId, kind, token);
  if (payment.state !== 'Authorized' || !payment.paidAt) throw notFound(paymentId);
  const fiscal = kind === 'fiscal' ? await fiscalReceiptOf(ctx.db, paymentId) : null;
  if (kind === 'fiscal' && !fiscal) throw notFound(paymentId);
  const { form, org } = await findFormById(ctx.db, order.formId);
  const company = order.payer.companyName?.trim() || null;
  const rates =
    company ? [60]
    : org.isUnderColucheLaw ? [75, 66]
    : [66];
  return {
    kind,
    paymentId: payment.id,
    orderId: order.id,
    organization: {
      name: org.name,
      address: org.address,
      zipCode: org.zipCode,
      city: org.city,
      object: org.description,
      type: org.type,
      isUnderColucheLaw: org.isUnderColucheLaw,
    },
    donor: {
      name: `${order.payer.firstName} ${order.payer.lastName}`.trim(),
      companyName: company,
      email: order.payer.email,
      address: order.payer.address ?? null,
      zipCode: order.payer.zipCode ?? null,
      city: order.payer.city ?? null,
    },
    form: { formType: formTypeOf(form), title: form.title },
    paidAt: payment.paidAt.toISOString(),
    paymentMeans: 'Card',
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    installmentNumber: payment.installmentNumber,
    // The tax receipt states the gift only: never the tip, never what is not a gift.
    amount: fiscal ? fiscal.amountCents : payment.amount,
    amountTip: fiscal ? 0 : payment.amountTip,
    amountInWords: fiscal ? frenchEuroWords(fiscal.amountCents) : null,
    number: fiscal ? formatReceiptNumber(fiscal.year, fiscal.number) : null,
    taxArticle:
      !fiscal ? null
      : company ? '238 bis'
      : '200',
    ratesPercent: fiscal ? rates : null,
    issuedAt: (fiscal?.issuedAt ?? payment.paidAt).toISOString(),
  };
}
