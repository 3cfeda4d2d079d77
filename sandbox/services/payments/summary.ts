/** What the card page and the outcome pages show of a payment request (SPEC §7 summary). */
import { and, eq } from 'drizzle-orm';
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import type { Executor } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { loadCart, priceStoredCart } from '../carts/store';
import { findFormById, formTypeOf, loadBundle } from '../forms';
import { findRequest } from './requests';
import { receiptUrls } from '../receipts/links';
import { fiscalReceiptOf } from '../receipts/numbering';
import { ticketFieldsOfOrder } from '../tickets/view';

/** The instalment a request paid: the regularised one, or the first of the order. */
async function paidPaymentOf(ex: Executor, pr: Awaited<ReturnType<typeof findRequest>>): Promise<number | null> {
  if (pr.unpaidPaymentId !== null) return pr.unpaidPaymentId;
  if (pr.orderId === null) return null;
  const rows = await ex
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, pr.orderId), eq(payments.installmentNumber, 1)));
  return rows[0]?.id ?? null;
}

export async function summary(ex: Executor, ctx: RequestContext, prId: string): Promise<PaymentSummary> {
  const pr = await findRequest(ex, prId);
  let formId: number;
  let installmentNumber: number | null = null;
  let payer: PaymentSummary['payer'] = null;
  let items: PaymentSummary['items'] = [];
  if (pr.kind === 'CardChange' && pr.orderId !== null) {
    const rows = await ex.select().from(orders).where(eq(orders.id, pr.orderId));
    const order = rows[0];
    if (!order) throw fail(404, 'ORDER_NOT_FOUND', `No order ${pr.orderId}.`);
    formId = order.formId;
    payer = { firstName: order.payer.firstName, lastName: order.payer.lastName };
    items = order.items.map((item) => ({ label: item.name, amount: item.amount }));
  } else if (pr.unpaidPaymentId !== null) {
    const rows = await ex
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, pr.unpaidPaymentId));
    const row = rows[0];
    if (!row) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment ${pr.unpaidPaymentId}.`);
    formId = row.order.formId;
    installmentNumber = row.payment.installmentNumber;
    payer = { firstName: row.order.payer.firstName, lastName: row.order.payer.lastName };
    items = row.order.items.map((item) => ({ label: item.name, amount: item.amount }));
  } else {
    const cart = await loadCart(ex, pr.cartId ?? '');
    formId = cart.formId;
    payer = cart.payer ? { firstName: cart.payer.firstName, lastName: cart.payer.lastName } : null;
    const { form, org } = await findFormById(ex, cart.formId);
    const pricing = await priceStoredCart(ex, await loadBundle(ex, form, org), cart, ctx.now);
    items = pricing.items.map((priced) => ({
      label: priced.tier.label,
      amount: priced.amount - priced.discount + priced.options.reduce((total, option) => total + option.price, 0),
    }));
  }
  const { form, org } = await findFormById(ex, formId);
  // Once the cart is paid, its places carry their tickets (the order's items are the
  // cart's, in the same order: capture.ts).
  if (pr.state === 'Authorized' && pr.kind !== 'CardChange' && pr.unpaidPaymentId === null && pr.orderId !== null) {
    const ticketFields = await ticketFieldsOfOrder(ex, ctx, pr.orderId);
    items = items.map((item, index) => ({ ...item, ...ticketFields.get(index) }));
  }
  // A card change pays nothing: no receipt.
  const paidPaymentId = pr.state === 'Authorized' && pr.kind !== 'CardChange' ? await paidPaymentOf(ex, pr) : null;
  return {
    paymentRequestId: pr.id,
    kind: pr.kind as PaymentSummary['kind'],
    state: pr.state as PaymentSummary['state'],
    cartId: pr.cartId,
    organization: { organizationSlug: org.slug, name: org.name, logo: org.logo },
    form: { formSlug: form.slug, formType: formTypeOf(form), title: form.title },
    amount: pr.amount,
    terms: pr.terms,
    installmentNumber,
    payer,
    items,
    backUrl: pr.backUrl,
    orderId: pr.orderId,
    receipts:
      paidPaymentId === null ? null : (
        receiptUrls(ctx, paidPaymentId, (await fiscalReceiptOf(ex, paidPaymentId)) !== null, true)
      ),
    errorCode: pr.errorCode,
  };
}
