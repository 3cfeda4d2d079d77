/**
 * The seven form kinds (SPEC §1, §3), one row each: how their addresses, the API and the
 * back-office name them, and what their journey is made of. Every other list of kinds in
 * the app is read from this table, and a kind decided by its name is refused by the lint
 * (eslint.config.mjs): a new kind is a row here, its messages, and what is truly its own.
 * The table is a Record over the form types, so the compiler makes a new kind fill every
 * column.
 */

/** The API's form types (SPEC §7 `formType`). */
export const FORM_TYPES = [
  'Donation',
  'Event',
  'Membership',
  'CrowdFunding',
  'Shop',
  'PaymentForm',
  'Checkout',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The spec's enumeration of form types; Checkout has no value there (UNKNOWN). */
export const FORM_TYPE_ENUMS = [
  'FUNDRAISING',
  'EVENT',
  'MEMBERSHIP',
  'CROWDFUNDING',
  'PAYMENTFORM',
  'SHOP',
  'UNKNOWN',
] as const;
export type FormTypeEnum = (typeof FORM_TYPE_ENUMS)[number];

/** What one cart item is called in the copy. */
export type PlaceUnit = 'place' | 'item' | 'membership' | 'contribution';

/**
 * The words that name a kind where a page names it: each is the value an ICU select of its
 * message chooses by (a message never selects on the form type: tests/i18n).
 */
export interface KindWords {
  /** Home.demoKind: the kind's name beside a demo form. */
  readonly name: 'donation' | 'tickets' | 'membership' | 'crowdfunding' | 'shop' | 'payment';
  /** Widget.action: the widgets' call to action while the form is open (`open`: the form itself). */
  readonly action: 'donate' | 'book' | 'join' | 'contribute' | 'order' | 'pay' | 'open';
  /** Widget.contributors: what a counter of the amount collected counts. */
  readonly gifts: 'donations' | 'contributions';
  /** Widget.participants: what a counter of places counts. */
  readonly takers: 'participants' | 'members' | 'orders';
  /** Widget.state: the sale a widget says has not started, is over or sold out. */
  readonly sale: 'shop' | 'membership' | 'crowdfunding' | 'fundraising' | 'booking';
  /** Payment.outcome.confirmed: what the payer is thanked for, and the way back to the form. */
  readonly bought: 'donation' | 'registration' | 'membership' | 'order' | 'contribution' | 'payment';
}

/** Message keys (Journey.steps.*) of the four steps' titles. */
export type StepTitleKeys = readonly [string, string, string, string];

export interface FormKind {
  /** The French URL segment (SPEC §1): /associations/{org}/{segment}/{slug}. */
  readonly segment: string;
  readonly enumValue: FormTypeEnum;
  /** The back-office's segment for the admin shortcuts (SPEC §2). */
  readonly adminSegment: string;
  /**
   * How a payer reaches the card page: `journey` — the four steps of the form's own page;
   * `preparedCart` — a cart another site prepared, paid at /associations/{org}/checkout/{cartId}.
   */
  readonly paidThrough: 'journey' | 'preparedCart';
  /**
   * What step 1 offers: `amount` — a gift, once or monthly; `places` — tiers with
   * quantities, free prices and options.
   */
  readonly choice: 'amount' | 'places';
  /**
   * What step 2 asks per place before the payer: `named` — who holds it and its custom
   * fields; `answers` — its custom fields only (a T-shirt's size); `none` — nothing.
   */
  readonly participants: 'named' | 'answers' | 'none';
  readonly unit: PlaceUnit;
  /** A gift tier (a free-price Donation tier) is an amount on step 1, with no quantity. */
  readonly giftAsAmount: boolean;
  /** One per person: step 1 asks "for how many people", or a tick where an order holds one. */
  readonly onePerPerson: boolean;
  /** The form collects towards a goal: its header and widgets show the amount collected. */
  readonly funding: boolean;
  /** A payment in several parts: a gift repeated each month, or an order paid in instalments. */
  readonly plan: 'monthly' | 'instalments';
  /**
   * Whom step 2 asks for: `donor` — a tax receipt may follow (address); `member` — a birth
   * date, required where the form refuses minors; `buyer` — a name and an email.
   */
  readonly payer: 'donor' | 'member' | 'buyer';
  /** Messages of step 2 that name what is bought; the rest of the payer's words are shared. */
  readonly payerCopy: 'Payer.gift' | 'Payer.order';
  /** Messages of step 3 that name what is bought; the rest of the summary's words are shared. */
  readonly summaryCopy: 'Summary.gift' | 'Summary.order';
  readonly words: KindWords;
  readonly stepTitleKeys: StepTitleKeys;
  /** Id prefix of the step forms (Conform ids, drafts): one per kind, stable across steps. */
  readonly formIdPrefix: string;
  /** Sold out, step 1 offers its waiting list: an email and a number of places (docs/tickets.md). */
  readonly waitingList: boolean;
}

/** What the kinds sold by places share; each row says what it changes. */
const SOLD_BY_PLACES = {
  paidThrough: 'journey',
  choice: 'places',
  participants: 'named',
  unit: 'place',
  giftAsAmount: false,
  onePerPerson: false,
  funding: false,
  plan: 'instalments',
  payer: 'buyer',
  payerCopy: 'Payer.order',
  summaryCopy: 'Summary.order',
} as const satisfies Partial<FormKind>;

export const FORM_KINDS: Readonly<Record<FormType, FormKind>> = {
  Donation: {
    segment: 'formulaires',
    enumValue: 'FUNDRAISING',
    adminSegment: 'formulaires',
    paidThrough: 'journey',
    choice: 'amount',
    participants: 'none',
    unit: 'contribution',
    giftAsAmount: true,
    onePerPerson: false,
    funding: true,
    plan: 'monthly',
    payer: 'donor',
    payerCopy: 'Payer.gift',
    summaryCopy: 'Summary.gift',
    words: {
      name: 'donation',
      action: 'donate',
      gifts: 'donations',
      takers: 'orders',
      sale: 'fundraising',
      bought: 'donation',
    },
    stepTitleKeys: ['amount', 'payer', 'summary', 'payment'],
    formIdPrefix: 'don',
    waitingList: false,
  },
  Event: {
    ...SOLD_BY_PLACES,
    segment: 'evenements',
    enumValue: 'EVENT',
    adminSegment: 'evenements',
    words: {
      name: 'tickets',
      action: 'book',
      gifts: 'donations',
      takers: 'participants',
      sale: 'booking',
      bought: 'registration',
    },
    stepTitleKeys: ['places', 'participants', 'summary', 'payment'],
    formIdPrefix: 'evt',
    waitingList: true,
  },
  Membership: {
    ...SOLD_BY_PLACES,
    segment: 'adhesions',
    enumValue: 'MEMBERSHIP',
    adminSegment: 'adhesions',
    unit: 'membership',
    onePerPerson: true,
    payer: 'member',
    words: {
      name: 'membership',
      action: 'join',
      gifts: 'donations',
      takers: 'members',
      sale: 'membership',
      bought: 'membership',
    },
    stepTitleKeys: ['memberships', 'members', 'summary', 'payment'],
    formIdPrefix: 'adh',
    waitingList: false,
  },
  /**
   * Contributions and rewards are tiers: the free contribution is an amount (a gift, with
   * its tax reduction), a reward a quantity; the address is asked where a receipt follows.
   */
  CrowdFunding: {
    ...SOLD_BY_PLACES,
    segment: 'collectes',
    enumValue: 'CROWDFUNDING',
    adminSegment: 'collectes',
    participants: 'answers',
    unit: 'contribution',
    giftAsAmount: true,
    funding: true,
    payer: 'donor',
    words: {
      name: 'crowdfunding',
      action: 'contribute',
      gifts: 'contributions',
      takers: 'orders',
      sale: 'crowdfunding',
      bought: 'contribution',
    },
    stepTitleKeys: ['contributions', 'payer', 'summary', 'payment'],
    formIdPrefix: 'col',
    waitingList: false,
  },
  /** A shop names nobody: a product asks its own questions only. */
  Shop: {
    ...SOLD_BY_PLACES,
    segment: 'boutiques',
    enumValue: 'SHOP',
    adminSegment: 'boutiques',
    participants: 'answers',
    unit: 'item',
    words: { name: 'shop', action: 'order', gifts: 'donations', takers: 'orders', sale: 'shop', bought: 'order' },
    stepTitleKeys: ['items', 'payer', 'summary', 'payment'],
    formIdPrefix: 'btq',
    waitingList: false,
  },
  /** The back-office says `ventes` (sales) for payment forms. */
  PaymentForm: {
    ...SOLD_BY_PLACES,
    segment: 'paiements',
    enumValue: 'PAYMENTFORM',
    adminSegment: 'ventes',
    words: { name: 'payment', action: 'pay', gifts: 'donations', takers: 'orders', sale: 'booking', bought: 'payment' },
    stepTitleKeys: ['places', 'participants', 'summary', 'payment'],
    formIdPrefix: 'vte',
    waitingList: false,
  },
  /**
   * The generic checkout (SPEC §1): a cart another site prepared. Its lines read as an
   * order's; its payer gives a name and an email. Any prepared cart's steps take its titles.
   */
  Checkout: {
    ...SOLD_BY_PLACES,
    segment: 'checkout',
    enumValue: 'UNKNOWN',
    adminSegment: 'checkout',
    paidThrough: 'preparedCart',
    participants: 'none',
    unit: 'item',
    words: { name: 'payment', action: 'open', gifts: 'donations', takers: 'orders', sale: 'booking', bought: 'order' },
    stepTitleKeys: ['cart', 'payer', 'summary', 'payment'],
    formIdPrefix: 'cmd',
    waitingList: false,
  },
};

export function formKindOf(formType: FormType): FormKind {
  return FORM_KINDS[formType];
}

/** Whether the kind has a journey page of its own (the others' addresses are 404). */
export function hasJourney(formType: FormType): boolean {
  return FORM_KINDS[formType].paidThrough === 'journey';
}

/** The form type to ask the API for a prepared cart with (SPEC §7 GET /carts/{id}?formType=). */
export const PREPARED_CART_FORM_TYPE: FormType = FORM_TYPES.find(
  (formType) => FORM_KINDS[formType].paidThrough === 'preparedCart',
)!;

/**
 * The address segment of a prepared cart, its kind's: /associations/{org}/checkout/{cartId},
 * or under a form's address, …/{kind}/{form}/checkout/{cartId}.
 */
export const PREPARED_CART_SEGMENT: string = FORM_KINDS[PREPARED_CART_FORM_TYPE].segment;

/**
 * The step titles of a payment's pages: a prepared cart's whatever its form, else its
 * kind's; with no form known yet, the titles of a gift's steps (the first kind's).
 */
export function stepTitleKeysOf(formType: FormType | null | undefined, preparedCart = false): StepTitleKeys {
  if (preparedCart) return FORM_KINDS[PREPARED_CART_FORM_TYPE].stepTitleKeys;
  return FORM_KINDS[formType ?? FORM_TYPES[0]].stepTitleKeys;
}

// ---------------------------------------------------------------- names and addresses

/**
 * One form, as the API names it (SPEC §7 `/organizations/{org}/forms/{formType}/{formSlug}`)
 * and as its addresses do (the URL segment is the form type's, SPEC §1). The one name for
 * it in the app: routes, cookies, queries and API calls all take a FormRef.
 */
export interface FormRef {
  readonly organizationSlug: string;
  readonly formType: FormType;
  readonly formSlug: string;
}

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export function isFormUrlSegment(value: unknown): boolean {
  return typeof value === 'string' && formTypeFromUrlSegment(value) !== undefined;
}

/** `evenements` → `Event`; undefined for an unknown segment (the route then shows a 404). */
export function formTypeFromUrlSegment(segment: string): FormType | undefined {
  return FORM_TYPES.find((formType) => FORM_KINDS[formType].segment === segment);
}

export function urlSegmentFromFormType(formType: FormType): string {
  return FORM_KINDS[formType].segment;
}

export function formTypeEnumFromFormType(formType: FormType): FormTypeEnum {
  return FORM_KINDS[formType].enumValue;
}

/** `FUNDRAISING` → `Donation`; undefined for UNKNOWN or anything else. */
export function formTypeFromEnum(value: string): FormType | undefined {
  if (value === 'UNKNOWN') return undefined;
  return FORM_TYPES.find((formType) => FORM_KINDS[formType].enumValue === value);
}

export function adminPathSegment(formType: FormType): string {
  return FORM_KINDS[formType].adminSegment;
}

export interface AdminShortcutPaths {
  readonly edit: string;
  readonly share: string;
  readonly statistics: string;
  readonly administrators: string;
}

/** SPEC §2 admin shortcuts, relative to the back-office origin (which the caller knows). */
export function adminShortcutPaths(organizationSlug: string, formType: FormType, formSlug: string): AdminShortcutPaths {
  const base = `${organizationSlug}/${adminPathSegment(formType)}/${formSlug}`;
  return {
    edit: `${base}/edition/1`,
    share: `${base}/diffusion`,
    statistics: `${base}/statistiques`,
    administrators: `${base}/administrateurs`,
  };
}
