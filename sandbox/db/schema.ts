/**
 * The sandbox's one database schema, for PGlite and PostgreSQL alike. Migrations in
 * ./migrations are generated from it by drizzle-kit (`npm run db:generate`).
 *
 * Conventions: amounts are integer cents; instants are timestamptz; catalogue rows
 * (organisations, forms, tiers, options, users) have the stable integer ids the seed
 * gives them; rows created at run time get identity ids from 100000 on, or random text
 * ids where a guessable id would leak data (carts, payment requests, attempts, files).
 * No enum types: values are checked by the contracts, so migrations stay schema-neutral.
 */
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const runtimeId = (name: string) => integer(name).primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

export interface CustomFieldDef {
  id: number;
  label: string;
  type: 'Date' | 'TextInput' | 'FreeText' | 'ChoiceList' | 'File' | 'YesNo' | 'Phone' | 'Zipcode' | 'Number';
  isRequired: boolean;
  values: string[];
}

export interface PlaceDef {
  name: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  country: string | null;
}

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  category: text('category'),
  type: text('type'),
  description: text('description'),
  city: text('city'),
  zipCode: text('zip_code'),
  logo: text('logo'),
  banner: text('banner'),
  /** SPEC §3: collection is allowed unless this is false (ORGANIZATION_WALLET_ERROR). */
  allowCollect: boolean('allow_collect').notNull().default(true),
  authenticationState: text('authentication_state').notNull().default('Authenticated'),
  provider: text('provider').notNull().default('HaPay'),
  fiscalReceiptEligibility: boolean('fiscal_receipt_eligibility').notNull().default(false),
  /**
   * The organisation helps people in difficulty ("loi Coluche", art. 200-1 ter CGI): its
   * individual donors get 75 % up to the yearly threshold, 66 % above (HelloAsso's
   * isUnderColucheLaw).
   */
  isUnderColucheLaw: boolean('is_under_coluche_law').notNull().default(false),
  /** Street address and legal object, printed on tax receipts (cerfa n° 11580). */
  address: text('address'),
  createdAt: instant('created_at').notNull(),
});

export const forms = pgTable(
  'forms',
  {
    id: integer('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    slug: text('slug').notNull(),
    formType: text('form_type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: text('state').notNull().default('Public'),
    saleStartDate: instant('sale_start_date'),
    saleEndDate: instant('sale_end_date'),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    place: jsonb('place').$type<PlaceDef>(),
    banner: text('banner'),
    logo: text('logo'),
    goal: integer('goal'),
    /** Amount collected before the sandbox existed (offline, other channels), in cents. */
    collectedOffset: integer('collected_offset').notNull().default(0),
    hasFiscalReduction: boolean('has_fiscal_reduction').notNull().default(false),
    vatRate: doublePrecision('vat_rate').notNull().default(0),
    maxPerTier: integer('max_per_tier'),
    maxPerForm: integer('max_per_form'),
    maxPerUser: integer('max_per_user'),
    maxPerCart: integer('max_per_cart'),
    allowCoupons: boolean('allow_coupons').notNull().default(false),
    allowCustomTier: boolean('allow_custom_tier').notNull().default(false),
    acceptOpenDonation: boolean('accept_open_donation').notNull().default(false),
    acceptMonthlyDonation: boolean('accept_monthly_donation').notNull().default(false),
    presetAmounts: jsonb('preset_amounts').$type<number[]>().notNull().default([]),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    paymentSuspended: boolean('payment_suspended').notNull().default(false),
    requiresCgv: boolean('requires_cgv').notNull().default(false),
    /** The payer must be of legal age (SPEC §5 legal_age): the birth date is then required. */
    refusesMinors: boolean('refuses_minors').notNull().default(false),
    instalmentCounts: jsonb('instalment_counts').$type<number[]>().notNull().default([1]),
    monthly: boolean('monthly').notNull().default(false),
    maxPaymentDay: integer('max_payment_day'),
    /** How long a waiting-list offer holds its places before passing to the next in line (docs/tickets.md). */
    waitingListOfferHours: integer('waiting_list_offer_hours').notNull().default(24),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('forms_org_type_slug').on(t.organizationId, t.formType, t.slug)],
);

export const tiers = pgTable(
  'tiers',
  {
    id: integer('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    description: text('description'),
    tierType: text('tier_type').notNull(),
    price: integer('price').notNull().default(0),
    priceCategory: text('price_category').notNull(),
    minAmount: integer('min_amount'),
    vatRate: doublePrecision('vat_rate').notNull().default(0),
    /** Places on sale; null = unlimited. */
    capacity: integer('capacity'),
    /** Places sold (paid orders, seeded sales included). */
    sold: integer('sold').notNull().default(0),
    maxPerUser: integer('max_per_user'),
    paymentFrequency: text('payment_frequency').notNull().default('Single'),
    isEligibleTaxReceipt: boolean('is_eligible_tax_receipt').notNull().default(false),
    saleStartDate: instant('sale_start_date'),
    saleEndDate: instant('sale_end_date'),
    customFields: jsonb('custom_fields').$type<CustomFieldDef[]>().notNull().default([]),
  },
  (t) => [index('tiers_form').on(t.formId)],
);

export const extraOptions = pgTable(
  'extra_options',
  {
    id: integer('id').primaryKey(),
    tierId: integer('tier_id')
      .notNull()
      .references(() => tiers.id),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    description: text('description'),
    price: integer('price').notNull().default(0),
    vatRate: doublePrecision('vat_rate').notNull().default(0),
    isRequired: boolean('is_required').notNull().default(false),
    capacity: integer('capacity'),
    sold: integer('sold').notNull().default(0),
    customFields: jsonb('custom_fields').$type<CustomFieldDef[]>().notNull().default([]),
  },
  (t) => [index('extra_options_tier').on(t.tierId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    /** Stored normalised (lib/rules/coupon). */
    code: text('code').notNull(),
    /** 'Percent' (value = percent 1–100) or 'Fixed' (value = cents off the cart). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    maxUses: integer('max_uses'),
    /** Uses by paid orders; open carts holding the code count too while they live. */
    used: integer('used').notNull().default(0),
    validUntil: instant('valid_until'),
  },
  (t) => [uniqueIndex('coupons_form_code').on(t.formId, t.code)],
);

export interface StoredParticipant {
  firstName: string;
  lastName: string;
}

export interface StoredCartItem {
  tierId: number;
  customAmount: number | null;
  customFields: { id: number; value: string }[];
  /** Who takes the place (forms sold by places); absent in carts stored before participants were asked. */
  participant?: StoredParticipant | null;
  extraOptions: { id: number; customFields: { id: number; value: string }[] }[];
}

export type StoredInstallments =
  | { frequency: 'Single' }
  | { frequency: 'Installment'; count: 1 | 3 | 6 | 10 | 12 }
  | { frequency: 'Monthly'; paymentDay: number };

export interface StoredPayer {
  firstName: string;
  lastName: string;
  email: string;
  address?: string | null | undefined;
  city?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  birthDate?: string | null | undefined;
  companyName?: string | null | undefined;
  companySiren?: string | null | undefined;
  companyLegalStatusId?: number | null | undefined;
  consent?: boolean | undefined;
}

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    userId: integer('user_id'),
    /** 'Open' or 'Paid'; an Open cart past expires_at is expired (its places are free again). */
    state: text('state').notNull().default('Open'),
    items: jsonb('items').$type<StoredCartItem[]>().notNull(),
    payer: jsonb('payer').$type<StoredPayer>(),
    tipChosen: integer('tip_chosen'),
    couponId: integer('coupon_id').references(() => coupons.id),
    installments: jsonb('installments').$type<StoredInstallments>().notNull().default({ frequency: 'Single' }),
    backUrl: text('back_url'),
    /**
     * The API client (api_clients.client_id) that prepared this checkout cart: its items,
     * amounts, coupon and instalments are then fixed for everyone else (CART_LOCKED).
     */
    preparedBy: text('prepared_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('carts_form_state_expiry').on(t.formId, t.state, t.expiresAt)],
);

/** Places an open cart holds: one row per tier or option with its quantity. */
export const cartHolds = pgTable(
  'cart_holds',
  {
    id: runtimeId('id'),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    formId: integer('form_id').notNull(),
    tierId: integer('tier_id').notNull(),
    /** null: the hold is on the tier itself; else on this extra option of the tier. */
    optionId: integer('option_id'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('cart_holds_cart').on(t.cartId), index('cart_holds_form').on(t.formId)],
);

export const cartFiles = pgTable(
  'cart_files',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('cart_files_cart').on(t.cartId)],
);

export interface OrderItemRow {
  tierId: number;
  name: string;
  type: string;
  amount: number;
  initialAmount: number;
  discount: number;
  options: { id: number; name: string; amount: number }[];
  participant?: StoredParticipant | null;
}

export const orders = pgTable(
  'orders',
  {
    id: runtimeId('id'),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    cartId: text('cart_id').unique(),
    userId: integer('user_id'),
    payer: jsonb('payer').$type<StoredPayer>().notNull(),
    items: jsonb('items').$type<OrderItemRow[]>().notNull(),
    amountTotal: integer('amount_total').notNull(),
    amountVat: integer('amount_vat').notNull().default(0),
    amountDiscount: integer('amount_discount').notNull().default(0),
    amountTip: integer('amount_tip').notNull().default(0),
    couponId: integer('coupon_id'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isAmountHidden: boolean('is_amount_hidden').notNull().default(false),
    message: text('message'),
    /**
     * How the order is paid (the cart's plan): Single, Installment (a plan: owed, never
     * stopped) or Monthly (a monthly gift: its payer may stop it).
     */
    frequency: text('frequency').notNull().default('Single'),
    /** When its payer stopped a monthly gift: its Pending payments were Canceled then. */
    stoppedAt: instant('stopped_at'),
    /**
     * When its organisation canceled it (refunded or not): its tickets are revoked and
     * its places are free again (docs/tickets.md).
     */
    canceledAt: instant('canceled_at'),
    /** The payer's language at payment time (fr, en): every email about the order is in it. */
    locale: text('locale').notNull().default('fr'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('orders_form_date').on(t.formId, t.createdAt), index('orders_user').on(t.userId)],
);

/** Instalments of an order (SPEC §3 Payment): Pending, Authorized, Refused, Canceled. */
export const payments = pgTable(
  'payments',
  {
    id: runtimeId('id'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    installmentNumber: integer('installment_number').notNull(),
    amount: integer('amount').notNull(),
    amountTip: integer('amount_tip').notNull().default(0),
    state: text('state').notNull(),
    dueDate: instant('due_date').notNull(),
    paidAt: instant('paid_at'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('payments_order_instalment').on(t.orderId, t.installmentNumber)],
);

export interface AmountBreakdown {
  total: number;
  initial: number;
  tip: number;
  discount: number;
  vat: number;
}

/**
 * One live request per cart (unique cart_id among those not replaced), or one per
 * regularisation of an unpaid instalment. A request's amounts never change: a cart whose
 * total changed after init-payment gets a new request, and the old one is replaced
 * (replaced_at set; it takes no card and captures nothing).
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    cartId: text('cart_id').references(() => carts.id),
    unpaidPaymentId: integer('unpaid_payment_id').references(() => payments.id),
    state: text('state').notNull().default('Init'),
    amount: jsonb('amount').$type<AmountBreakdown>().notNull(),
    terms: jsonb('terms').$type<{ date: string; amount: number }[]>().notNull(),
    backUrl: text('back_url'),
    orderId: integer('order_id'),
    errorCode: text('error_code'),
    attempts: integer('attempts').notNull().default(0),
    /** When a newer request of the same cart replaced this one (the cart's total changed). */
    replacedAt: instant('replaced_at'),
    /**
     * The payer's language when the payment started (the call's Accept-Language: fr, en),
     * handed to the order it captures.
     */
    locale: text('locale').notNull().default('fr'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('payment_requests_unpaid').on(t.unpaidPaymentId),
    uniqueIndex('payment_requests_live_cart')
      .on(t.cartId)
      .where(sql`${t.replacedAt} is null`),
  ],
);

/** A try with a card. No card data beyond brand, last four digits and expiry. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    paymentRequestId: text('payment_request_id')
      .notNull()
      .references(() => paymentRequests.id),
    /** 1, 2, 3… within the payment request (unique: two concurrent initialisations make one). */
    number: integer('number').notNull(),
    state: text('state').notNull().default('Init'),
    /** Provider side: none → accepted (card ok) | challenge (3-D Secure) → authenticated. */
    providerStatus: text('provider_status').notNull().default('none'),
    /** Outcome the 3-D Secure challenge will give when approved ('accept' or 'fail'). */
    challengeOutcome: text('challenge_outcome'),
    amount: integer('amount').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    challengeId: text('challenge_id').unique(),
    returnUrl: text('return_url'),
    errorCode: text('error_code'),
    /** Why the bank said no: card_declined, insufficient_funds, expired_card. */
    declineReason: text('decline_reason'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('payment_attempts_request_number').on(t.paymentRequestId, t.number)],
);

/**
 * Money actually captured. payment_request_id is UNIQUE: a request is captured once,
 * whatever the number of concurrent confirms (the double-charge guard of last resort).
 */
export const charges = pgTable('charges', {
  id: runtimeId('id'),
  paymentRequestId: text('payment_request_id')
    .notNull()
    .unique()
    .references(() => paymentRequests.id),
  attemptId: text('attempt_id').notNull().unique(),
  cartId: text('cart_id'),
  paymentId: integer('payment_id'),
  amount: integer('amount').notNull(),
  createdAt: instant('created_at').notNull(),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  /** scrypt$N$r$p$salt$hash (base64url). */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  verified: boolean('verified').notNull().default(true),
  passwordExpired: boolean('password_expired').notNull().default(false),
  createdAt: instant('created_at').notNull(),
});

/**
 * An organisation's API credentials (OAuth2 client_credentials, SPEC §7): what its own
 * site uses to prepare checkout carts. The secret is stored as a SHA-256 hash; it is
 * shown once, when an admin of the organisation creates the credential. A credential
 * marked test_mode_only (the seeded demo one, whose secret is written in the source)
 * works only under SANDBOX_TEST_MODE.
 */
export const apiClients = pgTable('api_clients', {
  clientId: text('client_id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  secretHash: text('secret_hash').notNull(),
  testModeOnly: boolean('test_mode_only').notNull().default(false),
  createdAt: instant('created_at').notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: runtimeId('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    formId: integer('form_id').references(() => forms.id),
  },
  (t) => [uniqueIndex('user_roles_unique').on(t.userId, t.role, t.organizationId, t.formId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes, rotated on use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: runtimeId('id'),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Session (token family): disconnect revokes it whole; reuse of a rotated token too. */
    sessionId: text('session_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** 'rotated' (used once; a short grace allows concurrent refreshes), 'disconnected', 'reused'. */
    revokedReason: text('revoked_reason'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export const abuses = pgTable('abuses', {
  id: runtimeId('id'),
  reason: text('reason').notNull(),
  userEmail: text('user_email'),
  userMessage: text('user_message').notNull(),
  url: text('url').notNull(),
  createdAt: instant('created_at').notNull(),
});

export const prospects = pgTable(
  'prospects',
  {
    id: runtimeId('id'),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    email: text('email').notNull(),
    /** The language they left their address in: the "payments are open" email is in it. */
    locale: text('locale').notNull().default('fr'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('prospects_form_email').on(t.formId, t.email)],
);

/**
 * Answers replayed for a repeated Idempotency-Key (per method + path), to the caller
 * that made the first request with the same body only (http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: runtimeId('id'),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    /** Who sent it: session:{sid}, client:{clientId} or anonymous:{client address} (sandbox/http/idempotency.ts). */
    caller: text('caller').notNull().default('anonymous'),
    /** SHA-256 of the request body. */
    bodyHash: text('body_hash').notNull().default(''),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_key_scope').on(t.key, t.scope)],
);

/** Test mode: the clock and other switches, shared by every instance serving a test. */
export const sandboxSettings = pgTable('sandbox_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Rate-limit counters (sandbox/http/rateLimits.ts), in the database so that every instance
 * serving it counts the same attempts. The shape is rate-limiter-flexible's Drizzle
 * store's: a key, the points consumed and when they expire (null: never).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: instant('expire'),
});

export interface FaultAction {
  status?: number;
  timeout?: boolean;
  delayMs?: number;
}

/** Test mode: injected faults (stored here so that every app instance sees them). */
export const testFaults = pgTable('test_faults', {
  id: runtimeId('id'),
  method: text('method'),
  pathPattern: text('path_pattern').notNull(),
  isRegex: boolean('is_regex').notNull().default(false),
  action: jsonb('action').$type<FaultAction>().notNull(),
  remaining: integer('remaining').notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * Account links (first connection, forgotten password; sandbox/routes/account.ts):
 * one-time tokens, stored as SHA-256 hashes like the refresh tokens.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: runtimeId('id'),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'activation' (first connection) or 'reset' (forgotten password). */
    kind: text('kind').notNull(),
    /** Where the app sends the user afterwards (a path of the app). */
    redirectTo: text('redirect_to'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('account_tokens_user').on(t.userId)],
);

/** The emails the sandbox "sends" (it has no mail server); tests read them via GET __test/emails. */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: runtimeId('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    toAddress: text('to_address').notNull(),
    /** 'activation', 'reset' or 'already-active'. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('sent_emails_to').on(t.toAddress)],
);

/**
 * The last tax-receipt number given per organisation and year. A payment's transaction
 * takes the next one with `UPDATE … RETURNING` (or inserts the row): the row lock
 * serialises concurrent payments, so numbers are distinct and gapless, and a number
 * is never reused (the row only grows).
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.year] })],
);

/**
 * The tax receipt (reçu fiscal, cerfa n° 11580) of a paid payment: its number and the gift
 * it covers (the eligible part of the payment, never the tip), frozen at payment.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    issuedAt: instant('issued_at').notNull(),
  },
  (t) => [uniqueIndex('fiscal_receipts_org_year_number').on(t.organizationId, t.year, t.number)],
);

/**
 * The job queue (sandbox/jobs): an email to send, a due payment to collect. A job is
 * written in the transaction of the fact it follows from (the order, the refusal, the
 * stop), once per business key (`key`, unique: a second write of the same fact adds
 * nothing), and claimed with FOR UPDATE SKIP LOCKED so that every instance serving the
 * database shares the work. Waiting → Done, or back to Waiting with a later run_at after
 * a failure, or Dead after the last attempt (docs/emails.md says how to replay).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: runtimeId('id'),
    /** What runs it: 'email' or 'collect' (sandbox/jobs/handlers.ts). */
    kind: text('kind').notNull(),
    /** The business key, e.g. email:confirmation:order:100012 or collect:payment:100034. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    /** Waiting, Done or Dead. */
    state: text('state').notNull().default('Waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant (the due date; after a failure, the backoff). */
    runAt: instant('run_at').notNull(),
    /** A claim's lease: until then, the instance that claimed it owns it. */
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    /** What the run did, e.g. the address an email went to. */
    result: jsonb('result'),
    createdAt: instant('created_at').notNull(),
    doneAt: instant('done_at'),
  },
  (t) => [index('jobs_waiting').on(t.state, t.runAt)],
);

/**
 * An organisation's ticket-signing key (Ed25519), made the first time it issues a ticket.
 * The public half is published (GET /organizations/{org}/tickets/keys) so that a door can
 * verify a ticket's code offline; the private half never leaves the API's database (in
 * the sandbox; a real deployment keeps it in a key store). `kid` names it in each code.
 */
export const organizationKeys = pgTable('organization_keys', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  kid: text('kid').notNull().unique(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, string>>().notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * One ticket per place of a paid Event order (its items[item_index]): the participant,
 * the state the door reads. `id` is random (80 bits, Crockford base32): the code printed
 * for manual entry, and the `t` of the signed code (sandbox/services/tickets/code.ts).
 * Checked in once: `UPDATE … WHERE checked_in_at IS NULL` lets one door of two win.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    itemIndex: integer('item_index').notNull(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    tierId: integer('tier_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Its order was canceled or refunded: the door answers Revoked. */
    revokedAt: instant('revoked_at'),
    checkedInAt: instant('checked_in_at'),
    /** The administrator whose door checked it in (users.id). */
    checkedInBy: integer('checked_in_by'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('tickets_order_item').on(t.orderId, t.itemIndex), index('tickets_form').on(t.formId)],
);

/**
 * A waiting list of an event (docs/tickets.md): a person (an email, no account) waits
 * for `quantity` places of a sold-out tier (`tier_id`) or of the event (null). Once per
 * form and address. Waiting → Offered (a cart holds the places until offer_expires_at)
 * → Accepted (paid) or Expired (the next in line is offered); Left when they leave.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: runtimeId('id'),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    tierId: integer('tier_id'),
    /** Stored lower-case. */
    email: text('email').notNull(),
    quantity: integer('quantity').notNull(),
    locale: text('locale').notNull().default('fr'),
    state: text('state').notNull().default('Waiting'),
    /** The offer's cart: it holds the places while the offer lives. */
    cartId: text('cart_id'),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('waiting_list_form_email').on(t.formId, t.email),
    index('waiting_list_form_state').on(t.formId, t.state, t.createdAt),
  ],
);
