/**
 * What a form sold by places offers (events, memberships, shops, payment forms and
 * crowdfunding rewards), read
 * from the form data (pure; shared by step 1, its schema and the server action): the
 * tiers with their stock and limits (SPEC §3), their extra options, the sale timing
 * (SPEC §4) and the cart items a choice makes. Without zod: step 1's form renders with it,
 * its schema (./placesSchema) loads on first use.
 */
import type { ExtraOption, Form, Tier } from '@/lib/api/contracts/forms';
import type { Cart } from '@/lib/api/contracts/carts';
import { amountInputText } from '@/lib/rules/amounts';
import type { RulesLocale } from '@/lib/rules/money';
import { maxSelectableQuantity, tierState, type TierState } from '@/lib/rules/cart';
import type { RememberedItem } from '@/lib/rememberedCart';
import type { FormKind, PlaceUnit } from '@/lib/kinds/formKinds';

/** Message keys of the places step's own checks (Places namespace). */
export const PLACES_MESSAGES = {
  noPlace: 'Places.validation.noPlace',
  quantity: 'Places.validation.quantity',
  maxPerCart: 'Places.validation.maxPerCart',
  /** The API's MAX_PER_USER at payment: this payer already has the most the form allows. */
  maxPerUser: 'Places.validation.maxPerUser',
} as const;

// Field names are flat (no dots: Conform would read them as nested objects).
export const quantityField = (tierId: number) => `q-${tierId}`;
export const priceField = (tierId: number) => `a-${tierId}`;
export const optionField = (tierId: number, optionId: number) => `o-${tierId}-${optionId}`;

export interface OptionChoice {
  readonly option: ExtraOption;
  /** Places left for this option (this cart's own given back); null = unlimited. */
  readonly remaining: number | null;
}

/**
 * How step 1 asks for a tier: `quantity` — a stepper; `amount` — an amount alone, for a
 * gift (one item at the amount typed, none when empty); `tick` — a checkbox, where an
 * order holds at most one (a membership is one per person).
 */
export type TierInput = 'quantity' | 'amount' | 'tick';

/** What step 1 reads of its kind: its unit, whether a gift tier is an amount, whether it counts people. */
export type PlacesKindFacts = Pick<FormKind, 'unit' | 'giftAsAmount' | 'onePerPerson'>;

/** Places, one quantity per tier: events, shops, payment forms. */
export const PLACE_FACTS: PlacesKindFacts = { unit: 'place', giftAsAmount: false, onePerPerson: false };

/** A free-price Donation tier: a gift of the amount the payer chooses. */
export const isGiftTier = (tier: Pick<Tier, 'tierType' | 'priceCategory'>) =>
  tier.tierType === 'Donation' && tier.priceCategory === 'Pwyw';

/**
 * Whether a tier's price is a gift the tax reduction applies to (SPEC §9): a tier the
 * form marks eligible for a receipt, or a kind's gift tier taken as an amount.
 */
export const givesTaxReduction = (tier: Tier, facts: PlacesKindFacts) =>
  tier.isEligibleTaxReceipt || (facts.giftAsAmount && isGiftTier(tier));

export function tierInput(tier: Tier, limit: number, facts: PlacesKindFacts): TierInput {
  if (facts.giftAsAmount && isGiftTier(tier)) return 'amount';
  return facts.onePerPerson && limit === 1 ? 'tick' : 'quantity';
}

export interface TierChoice {
  readonly tier: Tier;
  /** How step 1 asks for it. */
  readonly input: TierInput;
  /** Its price counts for the tax reduction. */
  readonly taxReduced: boolean;
  /** Places left for this payer: other carts' out, this cart's own given back; null = unlimited. */
  readonly available: number | null;
  readonly state: TierState;
  /** The most places of this tier the payer may take now (tier, form, user, cart limits and stock). */
  readonly maxQuantity: number;
  /**
   * The most the rules allow (tier, user and cart limits), stock aside: what the step's
   * schema checks. Stock moves between the page and the post; the API is its judge and
   * answers ticketsSoldOut (SPEC §8), which the step shows with the choice kept.
   */
  readonly limit: number;
  readonly options: readonly OptionChoice[];
}

export interface PlacesOffer {
  readonly unit: PlaceUnit;
  readonly tiers: readonly TierChoice[];
  /** Most places in one cart (SPEC §3 per-cart limit); null = no limit. */
  readonly maxPerCart: number | null;
  /** The form gives a tax reduction on its receipt-eligible tiers (a crowdfunding's free contribution). */
  readonly hasFiscalReduction: boolean;
  /** Its organisation is under the loi Coluche: 75 % up to 1 000 €, 66 % above (lib/rules/taxReduction). */
  readonly aidToPeopleInDifficulty: boolean;
  /** The form offers instalments beyond "pay at once" (3× on the demo event). */
  readonly instalmentCounts: readonly number[];
}

/** With no limit at all, a payer still picks at most this many places of a tier at once. */
const UNLIMITED_QUANTITY = 20;

const countOf = (cart: Pick<Cart, 'items'> | null, match: (item: Cart['items'][number]) => boolean) =>
  cart?.items.filter(match).length ?? 0;

const giveBack = (remaining: number | null, own: number) => (remaining === null ? null : remaining + own);

/**
 * The tiers on sale, as the payer sees them: the form aggregate counts every open cart's
 * places as held, this payer's own included, so they are given back before limits apply.
 */
export function placesOffer(
  form: Form,
  cart: Pick<Cart, 'items'> | null,
  facts: PlacesKindFacts = PLACE_FACTS,
): PlacesOffer {
  const ownTotal = cart?.items.length ?? 0;
  const formLeft = giveBack(form.remainingNumber, ownTotal);
  const tiers = form.tiers.map((tier): TierChoice => {
    const available = giveBack(
      tier.remainingNumber,
      countOf(cart, (item) => item.tierId === tier.id),
    );
    const stock = maxSelectableQuantity([available, formLeft]);
    const limit =
      maxSelectableQuantity([form.maxPerTier, tier.maxPerUser, form.maxPerUser, form.maxPerCart]) ?? UNLIMITED_QUANTITY;
    const maxQuantity = Math.min(limit, stock ?? limit);
    return {
      tier,
      input: tierInput(tier, limit, facts),
      taxReduced: givesTaxReduction(tier, facts),
      available: stock,
      state: tierState(stock),
      maxQuantity,
      limit,
      options: tier.extraOptions.map((option) => ({
        option,
        remaining: giveBack(
          option.remainingNumber,
          countOf(cart, (item) => item.extraOptions.some((chosen) => chosen.id === option.id)),
        ),
      })),
    };
  });
  return {
    unit: facts.unit,
    tiers,
    hasFiscalReduction: form.hasFiscalReduction,
    aidToPeopleInDifficulty: form.organizationIsUnderColucheLaw,
    maxPerCart: form.maxPerCart,
    instalmentCounts: form.instalmentOptions.counts,
  };
}

export type SaleTiming =
  { state: 'open' } | { state: 'notStarted'; opensAt: string } | { state: 'ended' } | { state: 'soldOut' };

/** SPEC §4 sale timing: not yet open (with its date), ended, sold out — or open. */
export function saleTiming(
  form: Pick<Form, 'saleStartDate' | 'saleEndDate' | 'remainingNumber'>,
  offer: PlacesOffer,
  now: Date,
): SaleTiming {
  if (form.saleStartDate && new Date(form.saleStartDate).getTime() > now.getTime()) {
    return { state: 'notStarted', opensAt: form.saleStartDate };
  }
  if (form.saleEndDate && new Date(form.saleEndDate).getTime() <= now.getTime()) return { state: 'ended' };
  if (offer.tiers.length > 0 && offer.tiers.every((choice) => choice.state === 'soldOut')) return { state: 'soldOut' };
  return { state: 'open' };
}

/** The price of one place of a tier with the options ticked (a free price: what the payer typed). */
export function placePrice(tier: Tier, chosenPriceCents: number | null, optionIds: readonly number[]): number {
  const base = tier.priceCategory === 'Pwyw' ? (chosenPriceCents ?? tier.price) : tier.price;
  const options = tier.extraOptions
    .filter((option) => optionIds.includes(option.id))
    .reduce((sum, option) => sum + option.price, 0);
  return base + options;
}

const QUANTITY_TEXT = /^\d{1,3}$/;
/** A checkbox (an option, a tick) as the browser posts it, or as a test sets it. */
export const isTicked = (value: unknown) => value === 'on' || value === 'true' || value === true;

/**
 * How many items of a tier step 1's values ask for, or null when its quantity is not a
 * number: an amount tier is one item once an amount is typed, a tick one when ticked.
 */
export function chosenQuantity(
  choice: Pick<TierChoice, 'tier' | 'input'>,
  value: (name: string) => unknown,
): number | null {
  const { tier, input } = choice;
  if (input === 'amount') {
    const text = value(priceField(tier.id));
    return typeof text === 'string' && text.trim() !== '' ? 1 : 0;
  }
  const text = value(quantityField(tier.id));
  if (input === 'tick') return isTicked(text) ? 1 : 0;
  if (text === undefined || text === '') return 0;
  return typeof text === 'string' && QUANTITY_TEXT.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * Step 1's fields as a cart (or a remembered restart) fills them, amounts written in the
 * page's language ("20,00"). A gift's amount starts empty: nobody gives by default.
 */
export function placesStepDefaults(
  offer: PlacesOffer,
  cart: Pick<Cart, 'items'> | null,
  remembered: readonly RememberedItem[],
  locale: RulesLocale,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { tier, input } of offer.tiers) {
    const held = cart?.items.filter((item) => item.tierId === tier.id) ?? [];
    const kept = remembered.find((item) => item.tierId === tier.id);
    const quantity = cart ? held.length : (kept?.quantity ?? 0);
    if (input === 'quantity') values[quantityField(tier.id)] = String(quantity);
    else if (input === 'tick' && quantity > 0) values[quantityField(tier.id)] = 'on';
    const amount = held[0]?.customAmount ?? kept?.amountCents ?? null;
    if (input === 'amount') {
      if (quantity > 0 && amount !== null) values[priceField(tier.id)] = amountInputText(amount, locale);
    } else if (tier.priceCategory === 'Pwyw') {
      values[priceField(tier.id)] = amountInputText(amount ?? tier.price, locale);
    }
    for (const option of tier.extraOptions) {
      const chosen = held.some((item) => item.extraOptions.some((picked) => picked.id === option.id));
      if (chosen) values[optionField(tier.id, option.id)] = 'on';
    }
  }
  return values;
}
