/** Logged-in user (SPEC §3 User aggregate, Payment, Order; §7 User). Bearer required. */
import { z } from 'zod';
import { Cents, Email, FormTypeSchema, Id, IsoDateTime, Slug } from './common';
import { FormSchema, OrganizationSchema, TierTypeSchema } from './forms';
import { OrderPaymentStateSchema } from './payments';
import { TicketFieldsSchema } from './tickets';
import { RoleGrantSchema } from './auth';

export const UserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: Email,
  unverified: z.boolean(),
  createdAt: IsoDateTime,
});

export const UserAggregateSchema = z.object({
  user: UserSchema,
  organizations: z.array(
    z.object({
      organizationSlug: Slug,
      name: z.string(),
      logo: z.string().nullable(),
      roles: z.array(RoleGrantSchema),
    }),
  ),
});
export type UserAggregate = z.infer<typeof UserAggregateSchema>;
/** The signed-in user and the organisations they act for, as the layouts hand them on. */
export type SessionUser = UserAggregate['user'];
export type UserOrganization = UserAggregate['organizations'][number];

export const CardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/u),
  expMonth: z.int().min(1).max(12),
  expYear: z.int().min(2000).max(2100),
});

export const OrderPaymentSchema = z.object({
  id: Id,
  orderId: Id,
  installmentNumber: z.int().min(1),
  amount: Cents,
  /** The tip to the platform, taken with the first instalment. */
  amountTip: Cents,
  state: OrderPaymentStateSchema,
  /** Due date of the instalment. */
  date: IsoDateTime,
  /** When it was actually paid. */
  paidAt: IsoDateTime.nullable(),
  paymentMeans: z.literal('Card'),
  card: CardSchema.nullable(),
  /** The payment receipt's page (lib/api/contracts/receipts.ts); null until paid. */
  paymentReceiptUrl: z.string().nullable(),
  /** The tax receipt's page; null unless paid with a gift part to an eligible organisation. */
  fiscalReceiptUrl: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

export const ORDER_FREQUENCIES = ['Single', 'Installment', 'Monthly'] as const;
export const OrderFrequencySchema = z.enum(ORDER_FREQUENCIES);
export type OrderFrequency = z.infer<typeof OrderFrequencySchema>;

export const OrderItemSchema = z
  .object({
    tierId: Id,
    name: z.string(),
    type: TierTypeSchema,
    amount: Cents,
    initialAmount: Cents,
    discount: Cents,
    options: z.array(z.object({ id: Id, name: z.string(), amount: Cents })),
  })
  .extend(TicketFieldsSchema.shape);

/** An email about the order, as the queue knows it (issue 52). */
export const OrderEmailSchema = z.object({
  email: z.enum([
    'PaymentConfirmation',
    'InstalmentCollected',
    'InstalmentRefused',
    'MonthlyGiftStoppedPayer',
    'ReceiptsAgain',
  ]),
  to: Email,
  /** Sent; Waiting (in the queue, or tried again later); Failed (given up); NotSent (nothing to send). */
  state: z.enum(['Sent', 'Waiting', 'Failed', 'NotSent']),
  queuedAt: IsoDateTime,
  sentAt: IsoDateTime.nullable(),
});
export type OrderEmail = z.infer<typeof OrderEmailSchema>;

/** POST …/receipts/send: where the receipts go again, and when it was asked. */
export const ReceiptsSentSchema = z.object({ to: Email, queuedAt: IsoDateTime });

export const OrderSchema = z.object({
  id: Id,
  date: IsoDateTime,
  organizationSlug: Slug,
  formSlug: Slug,
  formType: FormTypeSchema,
  amount: z.object({ total: Cents, vat: Cents, discount: Cents }),
  amountTip: Cents,
  payer: z.object({ firstName: z.string(), lastName: z.string(), email: Email }),
  items: z.array(OrderItemSchema),
  payments: z.array(OrderPaymentSchema),
  /** Single (paid at once), Installment (a plan: owed, never stopped) or Monthly (a monthly gift). */
  frequency: OrderFrequencySchema,
  /** When the payer stopped the monthly gift: its payments to come were Canceled. */
  stoppedAt: IsoDateTime.nullable(),
  /** When its organisation canceled it: its tickets are revoked, its places back on sale. */
  canceledAt: IsoDateTime.nullable().optional(),
  /** The first payment still to come (Pending), or null. */
  nextPayment: z.object({ id: Id, date: IsoDateTime, amount: Cents }).nullable(),
  /** The card the payments to come will be taken from. */
  card: CardSchema.nullable(),
  /** The emails about the order sent to its payer, or waiting (the sandbox's queue). */
  emails: z.array(OrderEmailSchema).optional(),
  form: FormSchema.optional(),
  organization: OrganizationSchema.optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderQuerySchema = z.object({
  withForm: z.enum(['true', 'false']).optional(),
  withOrganization: z.enum(['true', 'false']).optional(),
});

export const UserPaymentSchema = OrderPaymentSchema.extend({
  order: z.object({
    id: Id,
    organizationSlug: Slug,
    formSlug: Slug,
    formType: FormTypeSchema,
    formTitle: z.string(),
  }),
});
export type UserPayment = z.infer<typeof UserPaymentSchema>;
