/**
 * Test mode: an order of its own for each regularisation test. The demo's refused
 * instalment (payment 412) is paid once and stays paid, so a test that regularises one
 * needs a fresh refused instalment every run, on a user of its choosing.
 */
import { eq } from 'drizzle-orm';
import type { SandboxTx } from '../db/client';
import { orders, payments, users, type OrderItemRow } from '../db/schema';
import type { RequestContext } from '../context';
import { fail } from '../http/errors';
import { EVENT_ORDER_ITEMS } from '../seed/people';
import { issueInstalmentReceipt } from './payments/capture';

const DAY = 86_400_000;
/** The event of the demo with a 3× payment (fete-de-quartier), as order 41. */
const EVENT_FORM_ID = 102;
const INSTALMENT = 1300;
const TIP = 300;

export interface RefusedInstalment {
  orderId: number;
  /** The refused 2nd instalment, to regularise. */
  paymentId: number;
  /** The three instalments: paid, refused, not due yet. */
  paymentIds: [number, number, number];
}

/**
 * An event order of the user in 3 instalments, as the demo's order 41: the 1st paid 45
 * days ago (with the tip), the 2nd refused 15 days ago, the 3rd due in 15 days.
 */
export async function createRefusedInstalment(
  tx: SandboxTx,
  ctx: RequestContext,
  userId: number,
): Promise<RefusedInstalment> {
  const user = (await tx.select().from(users).where(eq(users.id, userId)))[0];
  if (!user) throw fail(404, 'NOT_FOUND', `No user ${userId}.`);
  const at = (days: number) => new Date(ctx.now.getTime() + days * DAY);
  const inserted = await tx
    .insert(orders)
    .values({
      formId: EVENT_FORM_ID,
      userId: user.id,
      payer: { firstName: user.firstName, lastName: user.lastName, email: user.email, country: 'FR' },
      items: EVENT_ORDER_ITEMS,
      amountTotal: 3 * INSTALMENT,
      amountTip: TIP,
      frequency: 'Installment',
      createdAt: at(-45),
    })
    .returning({ id: orders.id });
  const orderId = inserted[0]?.id;
  if (orderId === undefined) throw new Error('The test order was not inserted');
  const plan = [
    { installmentNumber: 1, amountTip: TIP, state: 'Authorized', due: -45, last4: '4242' },
    { installmentNumber: 2, amountTip: 0, state: 'Refused', due: -15, last4: '0002' },
    { installmentNumber: 3, amountTip: 0, state: 'Pending', due: 15, last4: '4242' },
  ] as const;
  const rows = await tx
    .insert(payments)
    .values(
      plan.map((term) => ({
        orderId,
        installmentNumber: term.installmentNumber,
        amount: INSTALMENT,
        amountTip: term.amountTip,
        state: term.state,
        dueDate: at(term.due),
        paidAt: term.state === 'Authorized' ? at(term.due) : null,
        cardBrand: 'Visa',
        cardLast4: term.last4,
        cardExpMonth: 12,
        cardExpYear: 2030,
        createdAt: at(-45),
        updatedAt: term.state === 'Pending' ? at(-45) : at(term.due),
      })),
    )
    .returning({ id: payments.id, installmentNumber: payments.installmentNumber });
  const ids = rows.sort((a, b) => a.installmentNumber - b.installmentNumber).map((row) => row.id);
  const [first, second, third] = ids;
  if (first === undefined || second === undefined || third === undefined)
    throw new Error('The test instalments were not inserted');
  return { orderId, paymentId: second, paymentIds: [first, second, third] };
}

/** A monthly gift to soutenir-nos-actions (form 101, tier "Don mensuel"), as the demo's order 42. */
const DONATION_FORM_ID = 101;
const MONTHLY = 1500;
const MONTHLY_TIP = 100;
export const MONTHLY_GIFT_ITEMS: OrderItemRow[] = [
  {
    tierId: 1012,
    name: 'Don mensuel',
    type: 'MonthlyDonation',
    amount: 12 * MONTHLY,
    initialAmount: 12 * MONTHLY,
    discount: 0,
    options: [],
  },
];

export interface MonthlyGift {
  orderId: number;
  /** The twelve payments: the 1st paid today (with the tip), the others due month by month. */
  paymentIds: number[];
}

/**
 * Test mode: a monthly gift of the user (12 × 15 €, as the demo's order 42), the 1st paid
 * now, the 2nd due in 30 days: each test that stops one or changes its card makes its own.
 */
export async function createMonthlyGift(tx: SandboxTx, ctx: RequestContext, userId: number): Promise<MonthlyGift> {
  const user = (await tx.select().from(users).where(eq(users.id, userId)))[0];
  if (!user) throw fail(404, 'NOT_FOUND', `No user ${userId}.`);
  const inserted = await tx
    .insert(orders)
    .values({
      formId: DONATION_FORM_ID,
      userId: user.id,
      payer: { firstName: user.firstName, lastName: user.lastName, email: user.email, country: 'FR' },
      items: MONTHLY_GIFT_ITEMS,
      amountTotal: 12 * MONTHLY,
      amountTip: MONTHLY_TIP,
      frequency: 'Monthly',
      createdAt: ctx.now,
    })
    .returning({ id: orders.id });
  const orderId = inserted[0]?.id;
  if (orderId === undefined) throw new Error('The test order was not inserted');
  const rows = await tx
    .insert(payments)
    .values(
      Array.from({ length: 12 }, (_, index) => ({
        orderId,
        installmentNumber: index + 1,
        amount: MONTHLY,
        amountTip: index === 0 ? MONTHLY_TIP : 0,
        state: index === 0 ? 'Authorized' : 'Pending',
        dueDate: new Date(ctx.now.getTime() + index * 30 * DAY),
        paidAt: index === 0 ? ctx.now : null,
        cardBrand: 'Visa',
        cardLast4: '4242',
        cardExpMonth: 12,
        cardExpYear: 2030,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })),
    )
    .returning();
  const sorted = rows.sort((a, b) => a.installmentNumber - b.installmentNumber);
  const first = sorted[0];
  if (first) await issueInstalmentReceipt(tx, ctx, first);
  return { orderId, paymentIds: sorted.map((row) => row.id) };
}
