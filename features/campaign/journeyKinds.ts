/**
 * The journey engine's registry: one definition per form kind with a journey here
 * (lib/journeyRoutes FORM_TYPES_WITH_JOURNEY). The page, the server actions and the
 * outcome pages read it; a new kind is a row here plus what is truly its own.
 */
import type { Form } from '@/lib/api/contracts/forms';
import type { FormType } from '@/lib/rules/formTypes';
import { payerRequirements as donationPayerRequirements } from './donation';
import type { PlaceUnit, TierKindFacts } from './event';
import type { PayerRequirements } from './payerSchema';

/**
 * A kind's definition. What step 1 reads of it when the kind is sold by tiers (its unit,
 * whether a gift tier is an amount, whether it counts people) is ./event TierKindFacts.
 */
export interface JourneyKind extends TierKindFacts {
  readonly formType: FormType;
  /**
   * What step 1 offers: `amount` — a gift, once or monthly (AmountStepForm);
   * `places` — tiers with quantities, free prices and options (TierStepForm).
   */
  readonly choice: 'amount' | 'places';
  /**
   * What step 2 asks per place before the payer: `named` — who holds it (first and last
   * name) and its custom fields; `answers` — its custom fields only (a T-shirt's size);
   * `none` — nothing (a gift).
   */
  readonly participants: 'named' | 'answers' | 'none';
  /** What one cart item is called in the copy: a place, an item, a membership, a contribution. */
  readonly unit: PlaceUnit;
  /** A gift tier (a free-price Donation tier) is an amount on step 1, with no quantity. */
  readonly giftAsAmount: boolean;
  /** One per person: step 1 asks "for how many people", or a tick where an order holds one. */
  readonly onePerPerson: boolean;
  /** The form collects towards a goal: its header shows the amount collected, step 1 its contributors. */
  readonly funding: boolean;
  /** Which payer fields step 2 asks. */
  readonly payerRequirements: (form: Form) => PayerRequirements;
  /** Id prefix of the step forms (Conform ids, drafts): one per kind, stable across steps. */
  readonly formIdPrefix: string;
  /**
   * Messages of step 2 that name what is bought (what the email receives, the company
   * box, the way back); the rest of the payer's words are shared (Donation.payer).
   */
  readonly payerCopy: PayerCopy;
}

export type PayerCopy = 'Donation.payer' | 'Event.payer';
export type { PlaceUnit } from './event';

const donation: JourneyKind = {
  formType: 'Donation',
  choice: 'amount',
  participants: 'none',
  unit: 'contribution',
  giftAsAmount: true,
  onePerPerson: false,
  funding: true,
  payerRequirements: donationPayerRequirements,
  formIdPrefix: 'don',
  payerCopy: 'Donation.payer',
};

/** An event's payer gives a name and an email: no tax receipt, no address. */
export const eventPayer = (): PayerRequirements => ({
  emailConfirmation: 'required',
  address: 'hidden',
  city: 'hidden',
  zipCode: 'hidden',
  country: 'hidden',
  birthDate: 'hidden',
  legalAge: false,
});

/**
 * A kind sold by places: what they share (step 1's tiers, a named holder per place, a
 * payer with a name and an email, the words of an order), and what each changes.
 */
const soldByPlaces = (kind: Pick<JourneyKind, 'formType' | 'formIdPrefix'> & Partial<JourneyKind>): JourneyKind => ({
  choice: 'places',
  participants: 'named',
  unit: 'place',
  giftAsAmount: false,
  onePerPerson: false,
  funding: false,
  payerRequirements: eventPayer,
  payerCopy: 'Event.payer',
  ...kind,
});

const event = soldByPlaces({ formType: 'Event', formIdPrefix: 'evt' });

/**
 * A member gives a birth date; where the form refuses minors (SPEC §5 legal_age) it is
 * required and checked, else optional.
 */
export const membershipPayer = (form: Pick<Form, 'refusesMinors'>): PayerRequirements => ({
  ...eventPayer(),
  birthDate: form.refusesMinors ? 'required' : 'optional',
  legalAge: form.refusesMinors,
});

const membership = soldByPlaces({
  formType: 'Membership',
  formIdPrefix: 'adh',
  unit: 'membership',
  onePerPerson: true,
  payerRequirements: membershipPayer,
});

/** A shop names nobody: a product asks its own questions only (a T-shirt's size). */
const shop = soldByPlaces({
  formType: 'Shop',
  formIdPrefix: 'btq',
  participants: 'answers',
  unit: 'item',
});

const paymentForm = soldByPlaces({ formType: 'PaymentForm', formIdPrefix: 'vte' });

/**
 * Contributions and rewards are tiers: the free contribution is an amount (a gift, with
 * its tax reduction), a reward a quantity. The payer's address is asked where a tax
 * receipt follows.
 */
const crowdfunding = soldByPlaces({
  formType: 'CrowdFunding',
  formIdPrefix: 'col',
  participants: 'answers',
  unit: 'contribution',
  giftAsAmount: true,
  funding: true,
  payerRequirements: donationPayerRequirements,
});

/**
 * The generic checkout (SPEC §1): a cart another site prepared, paid at
 * /associations/{org}/checkout/{cartId}. Its form has no journey page of its own; its
 * lines read as an order's, and its payer gives a name and an email.
 */
const checkout = soldByPlaces({
  formType: 'Checkout',
  formIdPrefix: 'cmd',
  participants: 'none',
  unit: 'item',
});

const KINDS: readonly JourneyKind[] = [donation, event, membership, shop, paymentForm, crowdfunding, checkout];

/** The journey of a form type, or null when it has none here (its pages are 404). */
export function journeyKindOf(formType: FormType): JourneyKind | null {
  return KINDS.find((kind) => kind.formType === formType) ?? null;
}
