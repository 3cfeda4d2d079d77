/**
 * The e2e journey of a form sold by places, on the event demo form (the event-*, kinds-*,
 * checkout, cache, weight and transcript specs): its copy in both languages, its step
 * addresses, its steps done by keyboard (places, participants, coupon, consents), and a
 * cart of places made straight through the API for the tests whose subject comes after
 * step 1.
 */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Cart } from '@/lib/api/contracts/carts';
import { chooseRadio, press, tick, typeInto } from './keyboard';
import { api, engineCopy, enSuffix, ok, payer, type JourneyForm, type Lang } from './journey';
import { apiKindCart } from './kinds';

export const EVENT_FORM: JourneyForm = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Event',
  formSlug: 'fete-de-quartier',
  path: 'associations/les-amis-du-quartier/evenements/fete-de-quartier',
  cartCookie: 'forms-cart.les-amis-du-quartier.evenements.fete-de-quartier',
  thanks: { fr: 'Merci pour votre inscription !', en: 'Thank you for registering!' },
};

/** The demo forms of SPEC §4's sale timing states (club-sportif-des-berges). */
export const SALE_STATES = {
  notStarted: 'associations/club-sportif-des-berges/evenements/tournoi-de-printemps',
  ended: 'associations/club-sportif-des-berges/evenements/gala-annuel',
  soldOut: 'associations/club-sportif-des-berges/evenements/stage-d-ete',
} as const;

export const TIERS = { adult: 1021, child: 1022, support: 1023, frontRow: 1024 } as const;
export const OPTIONS = { insurance: 5001 } as const;

/** The demo form's own words (its tiers, options and custom fields): data, the same in both languages. */
const formData = {
  adult: 'Entrée adulte',
  child: 'Entrée enfant (moins de 12 ans)',
  frontRow: 'Place au premier rang',
  insurance: /^Assurance annulation/,
  place: (n: number, tier: string) => `Place ${n} – ${tier}`,
  birthDate: 'Date de naissance',
  badge: 'Nom sur le badge',
  size: 'Taille de t-shirt',
  image: 'Droit à l’image',
  phone: 'Téléphone',
  file: 'Certificat médical',
} as const;

export const eventCopy = {
  fr: {
    ...engineCopy.fr,
    continue: 'Continuer',
    quantity: 'Nombre de places',
    ...formData,
    yes: 'Oui',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse électronique',
    emailConfirmation: 'Confirmez votre adresse électronique',
    summaryHeading: 'Récapitulatif',
    coupon: 'Code promo',
    applyCoupon: 'Appliquer le code',
    instalments: 'Modalités de paiement',
    threeTimes: 'En 3 fois sans frais',
    schedule: 'Échéancier de paiement en 3 fois',
    showSchedule: 'Afficher l’échéancier',
    copy: 'Mêmes réponses aux questions que pour la place 1',
    participantFirstName: 'Prénom du participant',
    participantLastName: 'Nom du participant',
    payerIsFirst: 'Je suis le participant de la place 1',
    tipRemove: 'Ne pas contribuer',
    terms: /J’accepte les conditions générales/,
    data: /J’accepte que mes données personnelles/,
    confirmFree: 'Confirmer ma réservation gratuite',
    freeConfirmed: /Votre commande gratuite auprès de Les Amis du Quartier est confirmée/,
    instalmentsInPlace: /Votre paiement en 3 fois est en place/,
    soldOut: 'Un ou plusieurs tarifs de votre panier ne sont plus disponibles. Modifiez votre sélection.',
    tooLarge: 'Ce fichier dépasse 5 Mo. Choisissez un fichier plus léger.',
    wrongFormat: 'Ce format de fichier n’est pas accepté. Choisissez un fichier PDF, PNG ou JPEG.',
    opensOn: /^Les inscriptions ouvriront le \S+ \d{1,2} \S+ \d{4}/,
    sale: {
      notStarted: 'La billetterie n’est pas encore ouverte',
      ended: 'La billetterie est fermée',
      soldOut: 'Complet',
    },
  },
  en: {
    ...engineCopy.en,
    continue: 'Continue',
    quantity: 'Number of places',
    ...formData,
    yes: 'Yes',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailConfirmation: 'Confirm your email address',
    summaryHeading: 'Summary',
    coupon: 'Promo code',
    applyCoupon: 'Apply the code',
    instalments: 'How you pay',
    threeTimes: 'In 3 interest-free instalments',
    schedule: 'Payment schedule in 3 instalments',
    showSchedule: 'Show the schedule',
    copy: 'Same answers to the questions as for place 1',
    participantFirstName: 'Participant’s first name',
    participantLastName: 'Participant’s last name',
    payerIsFirst: 'I am the participant of place 1',
    tipRemove: 'Do not contribute',
    terms: /I accept the terms/,
    data: /I agree that my personal data/,
    confirmFree: 'Confirm my free booking',
    freeConfirmed: /Your free order with Les Amis du Quartier is confirmed/,
    instalmentsInPlace: /Your payment in 3 instalments is in place/,
    soldOut: 'One or more prices in your basket are no longer available. Change your selection.',
    tooLarge: 'This file is larger than 5 MB. Choose a smaller file.',
    wrongFormat: 'This file format is not accepted. Choose a PDF, PNG or JPEG file.',
    opensOn: /^Booking opens on \w+,? \d{1,2} \w+ \d{4}/,
    sale: {
      notStarted: 'Booking is not open yet',
      ended: 'Booking is closed',
      soldOut: 'Sold out',
    },
  },
} as const;

export function eventStepUrl(step: number | null, lang: Lang, path: string = EVENT_FORM.path): string {
  return `${path}${step === null ? '' : `/${step}`}${step === null && lang === 'en' ? '/en' : enSuffix(lang)}`;
}

/**
 * A tier's field on step 1: the one named `label` ("Nombre de places", "Montant de votre
 * contribution") in the group the tier names — the label says what is asked once, the
 * group of which tier.
 */
export function tierField(page: Page, tier: string, label: string | RegExp): Locator {
  return page.getByRole('group', { name: tier, exact: true }).getByRole('textbox', { name: label });
}

/** Step 1: `quantity` places of a tier, its mandatory option ticked when it has one. */
export async function choosePlaces(page: Page, lang: Lang, tier: string, quantity: number, { insurance = false } = {}) {
  const t = eventCopy[lang];
  await typeInto(page, tierField(page, tier, t.quantity), String(quantity));
  if (insurance) await tick(page, page.getByRole('checkbox', { name: t.insurance }));
}

export async function submitStep(page: Page, lang: Lang) {
  await press(page, page.getByRole('button', { name: eventCopy[lang].continue }));
}

/** Who takes a place: its participant's names, typed in the place's block of step 2. */
export async function nameParticipant(page: Page, lang: Lang, block: Locator, firstName: string, lastName: string) {
  const t = eventCopy[lang];
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.participantFirstName}`) }), firstName);
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.participantLastName}`) }), lastName);
}

/** One participant block of step 2: its required custom fields answered. */
export async function fillParticipant(page: Page, lang: Lang, block: Locator, badge: string) {
  const t = eventCopy[lang];
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.birthDate}`) }), '14/07/1990');
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.badge}`) }), badge);
  const size = block.getByRole('radiogroup', { name: new RegExp(`^${t.size}`) });
  await chooseRadio(page, size, size.getByRole('radio', { name: 'M', exact: true }));
  const image = block.getByRole('radiogroup', { name: new RegExp(`^${t.image}`) });
  await chooseRadio(page, image, image.getByRole('radio', { name: t.yes }));
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.phone}`) }), '06 12 34 56 78');
}

/** The payer's fields; `names: false` when the payer is place 1's participant and gave them there. */
export async function fillEventPayer(page: Page, lang: Lang, { names = true, email = payer.email } = {}) {
  const t = eventCopy[lang];
  if (names) {
    // "(facultatif)" without JavaScript where the payer may instead be place 1's holder.
    const label = (name: string) => ({ name: new RegExp(`^${name}( \\(.+\\))?$`) });
    await typeInto(page, page.getByRole('textbox', label(t.firstName)), payer.firstName);
    await typeInto(page, page.getByRole('textbox', label(t.lastName)), payer.lastName);
  }
  await typeInto(page, page.getByRole('textbox', { name: t.email, exact: true }), email);
  await typeInto(page, page.getByRole('textbox', { name: t.emailConfirmation }), email);
}

/** Step 3: a coupon code applied with its own button (a form post, with or without JavaScript). */
export async function applyCoupon(page: Page, lang: Lang, code: string) {
  const t = eventCopy[lang];
  await typeInto(page, page.getByRole('textbox', { name: t.coupon }), code);
  await press(page, page.getByRole('button', { name: t.applyCoupon }));
}

export async function acceptConsents(page: Page, lang: Lang) {
  const t = eventCopy[lang];
  await tick(page, page.getByRole('checkbox', { name: t.terms }));
  await tick(page, page.getByRole('checkbox', { name: t.data }));
}

export interface PlaceSetup {
  tierId: number;
  /** A free-price tier's amount, in cents. */
  customAmount?: number;
  options?: number[];
}

/** Names for the places of a cart made through the API (no digits: the NAME rules refuse them). */
const PARTICIPANTS = ['Léa', 'Hugo', 'Inès', 'Jules', 'Zoé', 'Nina'].map((firstName) => ({
  firstName,
  lastName: 'Martin',
}));

/**
 * A cart of places made through the API, its cookie in the browser: step 2 is next, or
 * step 3 `withPayer` (each place named and the payer set, as step 2 would leave them).
 */
export async function apiEventCart(
  context: BrowserContext,
  request: APIRequestContext,
  places: readonly PlaceSetup[],
  { withPayer = false } = {},
): Promise<string> {
  const items = places.map((place, index) => ({
    ...place,
    ...(withPayer ? { participant: PARTICIPANTS[index % PARTICIPANTS.length] } : {}),
  }));
  return apiKindCart(context, request, EVENT_FORM, items, { withPayer });
}

/** Places left on a tier now, as the form aggregate says. */
export async function remainingOf(request: APIRequestContext, path: string, tierId: number): Promise<number> {
  const [, organizationSlug, , formSlug] = path.split('/');
  const query = new URLSearchParams({
    organizationSlug: organizationSlug ?? '',
    formType: 'Event',
    formSlug: formSlug ?? '',
  });
  const response = await ok(await request.get(`${api}/agg/form?${query.toString()}`), 'form');
  const tiers = ((await response.json()) as { form: { tiers: { id: number; remainingNumber: number | null }[] } }).form
    .tiers;
  const tier = tiers.find((candidate) => candidate.id === tierId);
  expect(tier?.remainingNumber, `tier ${tierId} has a stock`).not.toBeNull();
  return tier?.remainingNumber ?? 0;
}

/** Another buyer holds places through the API (their own cart, no cookie of ours). */
export async function otherBuyerTakes(request: APIRequestContext, tierId: number, quantity: number) {
  await ok(
    await request.post(`${api}/carts`, {
      data: {
        organizationSlug: EVENT_FORM.organizationSlug,
        formSlug: EVENT_FORM.formSlug,
        formType: EVENT_FORM.formType,
        items: Array.from({ length: quantity }, () => ({ tierId })),
      },
    }),
    'other buyer',
  );
}

/** A cart as the API holds it now (its places and their answers). */
export async function apiCartOf(request: APIRequestContext, cartId: string) {
  const response = await ok(await request.get(`${api}/carts/${cartId}`), 'cart');
  return (await response.json()) as Pick<Cart, 'items' | 'payer'>;
}
