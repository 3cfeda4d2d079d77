/**
 * Forms and organisations (SPEC §3 Form, Tier, Extra option, Custom field, Organization;
 * §7 "Forms and organisations"). Field names follow SPEC §3 and HelloAsso v5.
 */
import { z } from 'zod';
import { Cents, Email, FormTypeSchema, Id, IsoDateTime, MetaSchema, PageSchema, Slug } from './common';
import { INSTALMENT_COUNTS } from '@/lib/rules/constants';
import { REPORT_REASONS } from '@/lib/rules/validation/reportReasons';

export const FORM_STATES = ['Public', 'Private', 'Draft', 'Disabled', 'Deleted'] as const;
export const FormStateSchema = z.enum(FORM_STATES);

export const TIER_TYPES = [
  'Donation',
  'Payment',
  'Registration',
  'Membership',
  'MonthlyDonation',
  'MonthlyPayment',
  'OfflineDonation',
  'Contribution',
  'Bonus',
  'Product',
] as const;
export const TierTypeSchema = z.enum(TIER_TYPES);

export const PRICE_CATEGORIES = ['Fixed', 'Pwyw', 'Free'] as const;
export const PriceCategorySchema = z.enum(PRICE_CATEGORIES);

export const FIELD_TYPES = [
  'Date',
  'TextInput',
  'FreeText',
  'ChoiceList',
  'File',
  'YesNo',
  'Phone',
  'Zipcode',
  'Number',
] as const;
export const FieldTypeSchema = z.enum(FIELD_TYPES);

export const PAYMENT_FREQUENCIES = ['Single', 'Installment', 'Monthly'] as const;
export const PaymentFrequencySchema = z.enum(PAYMENT_FREQUENCIES);

export const CustomFieldSchema = z.object({
  id: Id,
  label: z.string(),
  type: FieldTypeSchema,
  isRequired: z.boolean(),
  /** Choices of a ChoiceList field; empty otherwise. */
  values: z.array(z.string()),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const ExtraOptionSchema = z.object({
  id: Id,
  label: z.string(),
  description: z.string().nullable(),
  price: Cents,
  vatRate: z.number().min(0).max(1),
  isRequired: z.boolean(),
  /** Places left for this option now (held by other carts excluded); null = unlimited. */
  remainingNumber: z.int().min(0).nullable(),
  customFields: z.array(CustomFieldSchema),
});
export type ExtraOption = z.infer<typeof ExtraOptionSchema>;

export const TierSchema = z.object({
  id: Id,
  label: z.string(),
  description: z.string().nullable(),
  tierType: TierTypeSchema,
  /** Fixed price in cents; 0 for Free, and for Pwyw the suggested price (minAmount is the floor). */
  price: Cents,
  priceCategory: PriceCategorySchema,
  /** Floor of a Pwyw price, in cents; null when none. */
  minAmount: Cents.nullable(),
  vatRate: z.number().min(0).max(1),
  /** Places left now (sold and held by other carts excluded); null = unlimited. */
  remainingNumber: z.int().min(0).nullable(),
  maxPerUser: z.int().min(1).nullable(),
  paymentFrequency: PaymentFrequencySchema,
  isEligibleTaxReceipt: z.boolean(),
  saleStartDate: IsoDateTime.nullable(),
  saleEndDate: IsoDateTime.nullable(),
  customFields: z.array(CustomFieldSchema),
  extraOptions: z.array(ExtraOptionSchema),
});
export type Tier = z.infer<typeof TierSchema>;

export const InstalmentCountSchema = z.literal([...INSTALMENT_COUNTS]);

/** What the form offers: instalment counts (1 = pay at once) and monthly payments. */
export const InstalmentOptionsSchema = z.object({
  counts: z.array(InstalmentCountSchema).min(1),
  monthly: z.boolean(),
  /** Largest monthly payment day the payer may choose; null when monthly is off. */
  maxPaymentDay: z.int().min(1).max(31).nullable(),
});

export const PlaceSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
});

export const FormSchema = z.object({
  id: Id,
  organizationSlug: Slug,
  organizationName: z.string(),
  /** The organisation's Organization.isUnderColucheLaw, so a step can compute the reduction. */
  organizationIsUnderColucheLaw: z.boolean(),
  formSlug: Slug,
  formType: FormTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  state: FormStateSchema,
  currency: z.literal('EUR'),
  saleStartDate: IsoDateTime.nullable(),
  saleEndDate: IsoDateTime.nullable(),
  /** Event dates (events) or the end of the collection (crowdfunding). */
  startDate: IsoDateTime.nullable(),
  endDate: IsoDateTime.nullable(),
  place: PlaceSchema.nullable(),
  banner: z.string().nullable(),
  logo: z.string().nullable(),
  /** Crowdfunding goal in cents; null when none. */
  goal: Cents.nullable(),
  amountCollected: Cents,
  /** amountCollected / goal in percent (rounded down), null without a goal. */
  fundingPercentage: z.int().min(0).nullable(),
  contributorsCount: z.int().min(0),
  hasFiscalReduction: z.boolean(),
  vatRate: z.number().min(0).max(1),
  maxPerTier: z.int().min(1).nullable(),
  maxPerForm: z.int().min(1).nullable(),
  maxPerUser: z.int().min(1).nullable(),
  maxPerCart: z.int().min(1).nullable(),
  /** Places left on the whole form (maxPerForm minus sold and held); null = unlimited. */
  remainingNumber: z.int().min(0).nullable(),
  /** How long a waiting-list offer holds its places, in hours (an event's; docs/tickets.md). */
  waitingListOfferHours: z.int().min(1).optional(),
  allowCoupons: z.boolean(),
  allowCustomTier: z.boolean(),
  acceptOpenDonation: z.boolean(),
  acceptMonthlyDonation: z.boolean(),
  /** Suggested donation amounts in cents (at most 3). */
  presetAmounts: z.array(Cents).max(3),
  minPrice: Cents.nullable(),
  maxPrice: Cents.nullable(),
  paymentSuspended: z.boolean(),
  /** True when the payer must accept the conditions of sale (cgvConsent at init-payment). */
  requiresCgv: z.boolean(),
  /** The payer must be 18 or over (SPEC §5 legal_age): step 2 asks the birth date and refuses a minor. */
  refusesMinors: z.boolean(),
  instalmentOptions: InstalmentOptionsSchema,
  tiers: z.array(TierSchema),
  /** From the bearer token: FormAdmin of this form or OrganizationAdmin of its organisation. */
  hasAdminRights: z.boolean(),
  url: z.string(),
  meta: MetaSchema,
});
export type Form = z.infer<typeof FormSchema>;

export const ComplianceSchema = z.object({
  /** Collection is allowed unless this is explicitly false (SPEC §3). */
  allowCollect: z.boolean(),
  isCashInCompliant: z.boolean(),
});
export type Compliance = z.infer<typeof ComplianceSchema>;

export const OrganizationSchema = z.object({
  id: Id,
  organizationSlug: Slug,
  name: z.string(),
  category: z.string().nullable(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  url: z.string(),
  authenticationState: z.enum(['Authenticated', 'Waiting', 'Unauthenticated']),
  provider: z.enum(['HaPay', 'Stripe', 'Lemonway']),
  fiscalReceiptEligibility: z.boolean(),
  /** Helps people in difficulty ("loi Coluche"): individuals get 75 % up to 1 000 €, 66 % above. */
  isUnderColucheLaw: z.boolean(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationFullSchema = OrganizationSchema.extend({
  compliance: ComplianceSchema,
  /** Published forms of the organisation (Public state only). */
  forms: z.array(
    z.object({ formSlug: Slug, formType: FormTypeSchema, title: z.string(), state: FormStateSchema, url: z.string() }),
  ),
});
export type OrganizationFull = z.infer<typeof OrganizationFullSchema>;

export const SeoTagsSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  canonicalUrl: z.string(),
  /** Private forms are reachable by URL only and must not be indexed. */
  robots: z.enum(['index,follow', 'noindex,nofollow']),
});

export const FormAggregateSchema = z.object({
  form: FormSchema,
  organization: OrganizationSchema,
  compliance: ComplianceSchema,
  seoTags: SeoTagsSchema,
});
export type FormAggregate = z.infer<typeof FormAggregateSchema>;

/** `/enriched`: the form with the organisation's compliance and counters the page shows. */
export const EnrichedFormSchema = FormSchema.extend({
  organization: OrganizationSchema,
  compliance: ComplianceSchema,
  soldCount: z.int().min(0),
});

export const ProviderSchema = z.object({
  organizationSlug: Slug,
  provider: z.enum(['HaPay', 'Stripe', 'Lemonway']),
  testMode: z.boolean(),
  /** Publishable key of the test-mode card provider (never a secret). */
  publicKey: z.string(),
  /** Base URL of the card provider: the card page posts card data there, never to the app. */
  providerUrl: z.string(),
});
export type Provider = z.infer<typeof ProviderSchema>;

export const ContributorSchema = z.object({
  id: Id,
  /** "Anonyme" contributors have null names. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Null when the contributor hid the amount. */
  amount: Cents.nullable(),
  date: IsoDateTime,
  message: z.string().nullable(),
});
export type Contributor = z.infer<typeof ContributorSchema>;
export const ContributorsPageSchema = PageSchema(ContributorSchema);
export type ContributorsPage = z.infer<typeof ContributorsPageSchema>;

export const ContributorsQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
  continuationToken: z.string().max(200).optional(),
});

/** SPEC §3 Report; the email is optional (an anonymous visitor may report), the url is the page's. */
export const AbuseBodySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  userEmail: z.union([Email, z.literal('')]).nullish(),
  userMessage: z.string().max(5000),
  url: z.string().max(2000),
});
export type AbuseBody = z.infer<typeof AbuseBodySchema>;
export const AbuseResponseSchema = z.object({ id: Id, createdAt: IsoDateTime });
