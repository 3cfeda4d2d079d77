/**
 * The e2e helpers of the kinds built on the journey engine after the event form —
 * membership, shop, payment form, crowdfunding (tests/e2e/kinds-*.spec.ts): their demo
 * forms, their own words in both languages, and carts made through the API for the tests
 * whose subject comes after step 1. The steps they share with the event form are done
 * with tests/support/placesJourney.ts.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { FormType } from '@/lib/kinds/formKinds';
import { api, cartCookieValue, ok, origin, payer, type JourneyForm, type Lang } from './journey';

const demo = (formType: FormType, segment: string, formSlug: string, thanks: JourneyForm['thanks']): JourneyForm => ({
  organizationSlug: 'les-amis-du-quartier',
  formType,
  formSlug,
  path: `associations/les-amis-du-quartier/${segment}/${formSlug}`,
  cartCookie: `forms-cart.les-amis-du-quartier.${segment}.${formSlug}`,
  thanks,
});

export const MEMBERSHIP_FORM = demo('Membership', 'adhesions', 'adhesion-annuelle', {
  fr: 'Merci pour votre adhésion !',
  en: 'Thank you for joining!',
});
export const SHOP_FORM = demo('Shop', 'boutiques', 'la-boutique', {
  fr: 'Merci pour votre commande !',
  en: 'Thank you for your order!',
});
export const PAYMENT_FORM = demo('PaymentForm', 'paiements', 'sortie-au-musee', {
  fr: 'Merci pour votre paiement !',
  en: 'Thank you for your payment!',
});
export const CROWDFUNDING_FORM = demo('CrowdFunding', 'collectes', 'un-toit-pour-le-local', {
  fr: 'Merci pour votre contribution !',
  en: 'Thank you for your contribution!',
});
/** Over 5 days ago at 124 % of its goal (club-sportif-des-berges). */
export const CROWDFUNDING_OVER = 'associations/club-sportif-des-berges/collectes/nouveaux-maillots';
/** A draft: a 404 for visitors. */
export const DRAFT_MEMBERSHIP = 'associations/club-sportif-des-berges/adhesions/adhesion-saison-prochaine';
/** Disabled by its association (SPEC §4): a 404 for visitors. */
export const DISABLED_SHOP = 'associations/club-sportif-des-berges/boutiques/ancienne-boutique';

export const KIND_TIERS = {
  individual: 1031,
  tshirt: 1041,
  mug: 1042,
  museum: 1061,
  freeContribution: 1051,
} as const;
export const GIFT_WRAP = 5011;

/** The demo forms' own words (tiers, fields): data, the same in both languages. */
const formData = {
  individual: 'Adhésion individuelle',
  tshirt: 'T-shirt « J’aime mon quartier »',
  mug: 'Tasse',
  poster: 'Affiche dédicacée',
  giftWrap: /^Emballage cadeau/,
  size: 'Taille',
  museum: 'Participation',
  freeContribution: 'Contribution libre',
  phone: 'Téléphone',
  zip: 'Code postal',
} as const;

export const kindsCopy = {
  fr: {
    ...formData,
    membershipsStep: 'Vos adhésions',
    memberships: 'Pour combien de personnes ?',
    items: 'Quantité',
    contributions: 'Nombre',
    contributionAmount: /^Montant de votre contribution/,
    membershipBlock: (n: number, tier: string) => `Adhésion ${n} – ${tier}`,
    itemBlock: (n: number, tier: string) => `Article ${n} – ${tier}`,
    memberFirstName: 'Prénom de l’adhérent ou de l’adhérente',
    memberLastName: 'Nom de l’adhérent ou de l’adhérente',
    membershipIsMine: 'L’adhésion 1 est la mienne',
    birthDate: 'Date de naissance',
    minor: 'Vous devez avoir au moins 18 ans pour effectuer ce paiement',
    times: (count: number) => `En ${count} fois sans frais`,
    schedule: (count: number) => `Échéancier de paiement en ${count} fois`,
    vatTotal: 'Dont TVA',
    vatLine: 'Prix TTC, TVA 20 % incluse',
    minimumCart: 'Le montant total doit être de 0 € ou d’au moins 0,50 €. Modifiez votre sélection.',
    collected: /collectés/,
    progress: 'Progression de la collecte',
    contributors: 'Ils et elles ont contribué',
    moreContributors: 'Voir plus de contributions',
    over: 'La collecte est terminée',
    soldOut: 'Épuisé',
    draftBanner: 'Ce formulaire est un brouillon',
    disabledBanner: 'Ce formulaire est désactivé',
    settings: 'Modifier les paramètres du formulaire',
    address: 'Adresse',
    zipCode: /^Code postal/,
    city: /^Ville/,
    itemsTotal: (count: number, amount: string) => `${count} articles – total : ${amount}`,
    couponApplied: (code: string, amount: string) => `Le code ${code} est appliqué : ${amount} de réduction.`,
    paid: (amount: string) => `Votre paiement de ${amount} à Les Amis du Quartier est confirmé.`,
    term: (date: string, amount: string) => `Échéance du ${date} : ${amount}`,
    taxCost: (amount: string, cost: string) =>
      `Votre don de ${amount} ne vous coûtera que ${cost} après réduction d’impôt`,
  },
  en: {
    ...formData,
    membershipsStep: 'Your memberships',
    memberships: 'For how many people?',
    items: 'Quantity',
    contributions: 'Number',
    contributionAmount: /^Amount of your contribution/,
    membershipBlock: (n: number, tier: string) => `Membership ${n} – ${tier}`,
    itemBlock: (n: number, tier: string) => `Item ${n} – ${tier}`,
    memberFirstName: 'Member’s first name',
    memberLastName: 'Member’s last name',
    membershipIsMine: 'Membership 1 is mine',
    birthDate: 'Date of birth',
    minor: 'You must be at least 18 years old to make this payment',
    times: (count: number) => `In ${count} interest-free instalments`,
    schedule: (count: number) => `Payment schedule in ${count} instalments`,
    vatTotal: 'Of which VAT',
    vatLine: 'Price incl. VAT at 20%',
    minimumCart: 'The total must be €0 or at least €0.50. Change your selection.',
    collected: /raised/,
    progress: 'Fundraising progress',
    contributors: 'They contributed',
    moreContributors: 'See more contributions',
    over: 'The crowdfunding is over',
    soldOut: 'Sold out',
    draftBanner: 'This form is a draft',
    disabledBanner: 'This form is disabled',
    settings: 'Change the form’s settings',
    address: 'Address',
    zipCode: /^Postcode/,
    city: /^Town or city/,
    itemsTotal: (count: number, amount: string) => `${count} items – total: ${amount}`,
    couponApplied: (code: string, amount: string) => `Code ${code} applied: ${amount} off.`,
    paid: (amount: string) => `Your payment of ${amount} to Les Amis du Quartier is confirmed.`,
    term: (date: string, amount: string) => `Instalment of ${date}: ${amount}`,
    taxCost: (amount: string, cost: string) =>
      `Your donation of ${amount} will only cost you ${cost} after tax reduction`,
  },
} as const satisfies Record<Lang, unknown>;

/** An amount as the page writes it in `lang`, e.g. "3,00 €" / "€3.00". */
export function moneyIn(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A date as the page writes it in long form in `lang`, e.g. "14 juillet 2027". */
export function longDateIn(lang: Lang, date: Date): string {
  return date.toLocaleDateString(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A page text as an exact pattern, any space standing for the page's (non-breaking) spaces. */
export function exactText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')}$`);
}

/** A step's address: `null` for the form's own page (step 1). */
export function kindStepUrl(form: JourneyForm | string, step: number | null, lang: Lang): string {
  const path = typeof form === 'string' ? form : form.path;
  const suffix = lang === 'en' ? '/en' : '';
  return `${path}${step === null ? '' : `/${step}`}${suffix}`;
}

export interface ItemSetup {
  tierId: number;
  /** A free-price tier's amount, in cents. */
  customAmount?: number;
  options?: number[];
  customFields?: { id: number; value: string }[];
  /** Who holds the place (membership, payment form). */
  participant?: { firstName: string; lastName: string };
}

/**
 * A cart of `form` made through the API, its cookie in the browser: step 2 is next, or
 * step 3 `withPayer` (the payer set, as step 2 would leave it).
 */
export async function apiKindCart(
  context: BrowserContext,
  request: APIRequestContext,
  form: JourneyForm,
  items: readonly ItemSetup[],
  { withPayer = false, birthDate }: { withPayer?: boolean; birthDate?: string } = {},
): Promise<string> {
  const created = await ok(
    await request.post(`${api}/carts`, {
      data: {
        organizationSlug: form.organizationSlug,
        formSlug: form.formSlug,
        formType: form.formType,
        items: items.map((item) => ({
          tierId: item.tierId,
          ...(item.participant ? { participant: item.participant } : {}),
          ...(item.customAmount === undefined ? {} : { customAmount: item.customAmount }),
          customFields: item.customFields ?? [],
          extraOptions: (item.options ?? []).map((id) => ({ id })),
        })),
      },
    }),
    `${form.formType} cart`,
  );
  const cartId = ((await created.json()) as { id: string }).id;
  if (withPayer) {
    await ok(
      await request.put(`${api}/carts/${cartId}/payer`, {
        data: { payer: { ...payer, country: 'FR', ...(birthDate ? { birthDate } : {}) } },
      }),
      'payer',
    );
  }
  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.tierId, (counts.get(item.tierId) ?? 0) + 1);
  await context.addCookies([
    {
      name: form.cartCookie,
      value: cartCookieValue(
        cartId,
        [...counts].map(([tierId, quantity]) => ({
          tierId,
          quantity,
          amountCents: items.find((item) => item.tierId === tierId)?.customAmount ?? null,
        })),
      ),
      domain: new URL(origin).hostname,
      path: '/forms',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return cartId;
}

/** The form as the API reads it now: what it has collected and its percentage. */
export async function fundingOf(request: APIRequestContext, form: JourneyForm) {
  const query = new URLSearchParams({
    organizationSlug: form.organizationSlug,
    formType: form.formType,
    formSlug: form.formSlug,
  });
  const response = await ok(await request.get(`${api}/agg/form?${query.toString()}`), 'form');
  const { amountCollected, fundingPercentage } = (
    (await response.json()) as {
      form: { amountCollected: number; fundingPercentage: number };
    }
  ).form;
  return { amountCollected, fundingPercentage };
}
