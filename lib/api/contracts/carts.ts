/**
 * Carts (SPEC §3 Cart, Cart item, Payer, Coupon, Tip, Payment schedule; §7 "Carts").
 * One cart item is one place (one participant, one ticket, one product unit, one
 * donation): three tickets of a tier are three items with the same tierId.
 */
import { z } from 'zod';
import { Cents, Email, FormKeySchema, FormTypeSchema, Id, IsoDateTime, MetaSchema, Slug } from './common';
import { InstalmentCountSchema, PriceCategorySchema, TierTypeSchema } from './forms';
import { MONTHLY_PAYMENT_DAY_MAX, MONTHLY_PAYMENT_DAY_MIN } from '@/lib/rules/constants';

/**
 * A custom field answer. Sent as text (dates DD/MM/YYYY, YesNo "Oui"/"Non", File = the
 * file id from POST /carts/{id}/file), or as a boolean (YesNo) or a number (Number);
 * the cart answers the normalised text.
 */
export const CustomFieldValueInputSchema = z.object({
  id: Id,
  value: z.union([z.string().max(2000), z.boolean(), z.number().finite()]),
});
export const CustomFieldValueSchema = z.object({ id: Id, value: z.string() });

/**
 * Who takes a place of a form sold by places (an event's participant, SPEC §3): asked at
 * step 2, so a cart holds none before it. Checked with the NAME rules of SPEC §5.
 */
export const ParticipantSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const CartItemInputSchema = z.object({
  tierId: Id,
  /** Amount chosen for a Pwyw tier (donation, free price), in cents. Ignored for Fixed and Free tiers. */
  customAmount: Cents.nullish(),
  customFields: z.array(CustomFieldValueInputSchema).max(50).optional(),
  /** Omitted or null: nobody named yet (step 1 sends places only). */
  participant: ParticipantSchema.nullish(),
  /** Only the selected options are sent. */
  extraOptions: z
    .array(z.object({ id: Id, customFields: z.array(CustomFieldValueInputSchema).max(50).optional() }))
    .max(20)
    .optional(),
});
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

export const MAX_CART_ITEMS = 100;

/** Body of POST /carts and PUT /carts/{id} (and their cart-one-page twins). */
export const CartBodySchema = FormKeySchema.extend({
  items: z.array(CartItemInputSchema).min(1).max(MAX_CART_ITEMS),
});
export type CartBody = z.input<typeof CartBodySchema>;

export const CartQuerySchema = FormKeySchema.partial();

export const PayerSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: Email,
  address: z.string().max(250).nullish(),
  city: z.string().max(100).nullish(),
  zipCode: z.string().max(10).nullish(),
  country: z.string().max(3).nullish(),
  /** ISO calendar date YYYY-MM-DD. */
  birthDate: z.iso.date().nullish(),
  companyName: z.string().max(200).nullish(),
  companySiren: z.string().max(20).nullish(),
  companyLegalStatusId: z.int().min(1).nullish(),
  /** Terms / personal-data consent (SPEC §6: the client sends true). Alternative to gdprConsent at init-payment. */
  consent: z.boolean().optional(),
});
export type Payer = z.infer<typeof PayerSchema>;
export const PayerBodySchema = z.object({ payer: PayerSchema });

export const TipBodySchema = z.object({ tip: z.int().min(0).max(10_000_000) });
export const DiscountCodeBodySchema = z.object({
  /** Sent normalised or not: the server normalises. null or "" removes the coupon. */
  discountCode: z.string().max(100).nullable(),
});

export const InstallmentsSchema = z.discriminatedUnion('frequency', [
  z.object({ frequency: z.literal('Single') }),
  z.object({ frequency: z.literal('Installment'), count: InstalmentCountSchema }),
  z.object({
    frequency: z.literal('Monthly'),
    paymentDay: z.int().min(MONTHLY_PAYMENT_DAY_MIN).max(MONTHLY_PAYMENT_DAY_MAX),
  }),
]);
export type Installments = z.infer<typeof InstallmentsSchema>;
export const InstallmentsBodySchema = z.object({ installments: InstallmentsSchema });

export const BackUrlQuerySchema = z.object({ backUrl: z.string().max(2000).optional() });

export const ProspectBodySchema = FormKeySchema.extend({ email: Email });
export const ProspectResponseSchema = z.object({
  email: Email,
  organizationSlug: Slug,
  formSlug: Slug,
  formType: FormTypeSchema,
  createdAt: IsoDateTime,
});

export const FileUploadResponseSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/png', 'image/jpeg']),
  size: z.int().min(1),
});
// Kept in lib/rules/constants, which the browser may import without this module's zod schemas.
export { MAX_UPLOAD_BYTES } from '@/lib/rules/constants';

// ---------------------------------------------------------------- responses

export const CartItemSchema = z.object({
  tierId: Id,
  tierType: TierTypeSchema,
  label: z.string(),
  priceCategory: PriceCategorySchema,
  customAmount: Cents.nullable(),
  /** Price of the place before discount, options excluded. */
  amount: Cents,
  /** Discount of the coupon on this place. */
  discount: Cents,
  /** VAT rate of the place (0 to 1; 0 = no VAT) and the VAT included in its price after discount. */
  vatRate: z.number().min(0).max(1),
  vat: Cents,
  customFields: z.array(CustomFieldValueSchema),
  participant: ParticipantSchema.nullable(),
  extraOptions: z.array(
    z.object({
      id: Id,
      label: z.string(),
      price: Cents,
      vatRate: z.number().min(0).max(1),
      vat: Cents,
      customFields: z.array(CustomFieldValueSchema),
    }),
  ),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartTierSchema = z.object({
  id: Id,
  label: z.string(),
  tierType: TierTypeSchema,
  priceCategory: PriceCategorySchema,
  price: Cents,
  /**
   * Places left, this cart's own places NOT taken out (as lib/rules/cart remainingStock
   * expects: it subtracts the cart's items itself); null = unlimited.
   */
  remainingNumber: z.int().min(0).nullable(),
  count: z.int().min(1),
});

export const PaymentTermSchema = z.object({
  /** Calendar date (Paris), YYYY-MM-DD: the first is today. */
  date: z.iso.date(),
  /** What is charged on that date, tip excluded. */
  amount: Cents,
});
/** The first term holds the cart totals as well (SPEC §3). */
export const FirstPaymentTermSchema = PaymentTermSchema.extend({
  initialAmount: Cents,
  discount: Cents,
  realAmount: Cents,
  vat: Cents,
});
export const PaymentTermsSchema = z.tuple([FirstPaymentTermSchema], PaymentTermSchema);

export const TipDataSchema = z.object({
  /** Suggested tip for the cart amount (lib/rules/tip), in cents. */
  tipSuggestion: Cents,
  /** Null until the payer chooses. */
  tipChosen: Cents.nullable(),
});

export const CouponSchema = z.object({ code: z.string(), discount: Cents });

export const CART_STATES = ['Open', 'Paid', 'Expired'] as const;

export const CartSchema = z.object({
  id: z.string(),
  state: z.enum(CART_STATES),
  organizationSlug: Slug,
  formSlug: Slug,
  formType: FormTypeSchema,
  items: z.array(CartItemSchema),
  tierList: z.array(CartTierSchema),
  paymentTerms: PaymentTermsSchema,
  installments: InstallmentsSchema,
  tipData: TipDataSchema,
  coupons: z.array(CouponSchema),
  payer: PayerSchema.nullable(),
  /** Total charged over the whole schedule, tip included. */
  totalAmount: Cents,
  /** Charged at once: first term plus tip. */
  amountToPayNow: Cents,
  paymentRequestId: z.string().nullable(),
  meta: MetaSchema,
  /** Places are held until then; 404 CART_EXPIRED afterwards. */
  currentCartExpirationTime: IsoDateTime,
});
export type Cart = z.infer<typeof CartSchema>;

export const CartRefreshResponseSchema = z.object({
  meta: MetaSchema,
  currentCartExpirationTime: IsoDateTime,
});

/** POST /carts/cart-one-page: the cart and, when a payer was sent, where to pay. */
export const OnePageCartResponseSchema = CartSchema.extend({ redirectUrl: z.string().nullable() });

/**
 * Body of the one-page cart (checkout and payment forms show everything on one page):
 * items plus, optionally, what the later steps would send. With a payer it also starts
 * the payment (the consents of init-payment apply) and answers where to pay.
 */
export const OnePageCartBodySchema = CartBodySchema.extend({
  payer: PayerSchema.optional(),
  tip: z.int().min(0).max(10_000_000).optional(),
  discountCode: z.string().max(100).nullable().optional(),
  installments: InstallmentsSchema.optional(),
  gdprConsent: z.boolean().optional(),
  cgvConsent: z.boolean().optional(),
  tipConsent: z.boolean().optional(),
});
