/**
 * Demo catalogue: organisations, forms, tiers, options, custom fields and coupons,
 * covering every form kind and every state of SPEC §4. Dates are relative to the seed
 * instant, so "not yet open" stays in the future after a reset. docs/sandbox.md lists
 * these forms with their URLs; keep both in step.
 *
 * Ids: organisations 1–9, forms 101–399 (org × 100 + n), tiers form × 10 + n,
 * extra options 5001+, custom fields 7001+, coupons 1+.
 */
import type { CustomFieldDef, PlaceDef } from '../db/schema';
import type { FormType } from '@/lib/kinds/formKinds';
import { calendarDateInParis, formatTime } from '@/lib/rules/dates';

const DAY = 24 * 60 * 60 * 1000;

export interface SeedOrganization {
  id: number;
  slug: string;
  name: string;
  category: string;
  type: string;
  description: string;
  city: string;
  zipCode: string;
  allowCollect: boolean;
  fiscalReceiptEligibility: boolean;
  isUnderColucheLaw?: boolean;
  /** Street address, printed on tax receipts. */
  address?: string;
}

export interface SeedOption {
  id: number;
  label: string;
  description?: string;
  price: number;
  vatRate?: number;
  isRequired?: boolean;
  capacity?: number;
  sold?: number;
  customFields?: CustomFieldDef[];
}

export interface SeedTier {
  id: number;
  label: string;
  description?: string;
  tierType: string;
  priceCategory: 'Fixed' | 'Pwyw' | 'Free';
  price: number;
  minAmount?: number;
  vatRate?: number;
  capacity?: number;
  sold?: number;
  maxPerUser?: number;
  paymentFrequency?: 'Single' | 'Installment' | 'Monthly';
  isEligibleTaxReceipt?: boolean;
  customFields?: CustomFieldDef[];
  options?: SeedOption[];
}

export interface SeedCoupon {
  id: number;
  code: string;
  kind: 'Percent' | 'Fixed';
  value: number;
  maxUses?: number;
  used?: number;
  validUntil?: Date;
}

export interface SeedForm {
  id: number;
  organizationId: number;
  slug: string;
  formType: FormType;
  title: string;
  description: string;
  /** What the demo shows (docs table). */
  demo: string;
  state?: 'Public' | 'Private' | 'Draft' | 'Disabled' | 'Deleted';
  saleStartDate?: Date;
  saleEndDate?: Date;
  startDate?: Date;
  endDate?: Date;
  place?: PlaceDef;
  goal?: number;
  collectedOffset?: number;
  hasFiscalReduction?: boolean;
  vatRate?: number;
  maxPerTier?: number;
  maxPerForm?: number;
  maxPerUser?: number;
  maxPerCart?: number;
  allowCoupons?: boolean;
  allowCustomTier?: boolean;
  acceptOpenDonation?: boolean;
  acceptMonthlyDonation?: boolean;
  presetAmounts?: number[];
  minPrice?: number;
  maxPrice?: number;
  paymentSuspended?: boolean;
  requiresCgv?: boolean;
  refusesMinors?: boolean;
  instalmentCounts?: number[];
  monthly?: boolean;
  maxPaymentDay?: number;
  tiers: SeedTier[];
  coupons?: SeedCoupon[];
}

export const ORGANIZATIONS: SeedOrganization[] = [
  {
    id: 1,
    slug: 'les-amis-du-quartier',
    name: 'Les Amis du Quartier',
    category: 'Solidarité',
    type: 'Association1901',
    description: 'Association de quartier : fêtes, entraide et jardin partagé à la Croix-Rousse.',
    city: 'Lyon',
    zipCode: '69004',
    address: '12 rue d’Austerlitz',
    allowCollect: true,
    fiscalReceiptEligibility: true,
  },
  {
    id: 2,
    slug: 'club-sportif-des-berges',
    name: 'Club Sportif des Berges',
    category: 'Sport',
    type: 'Association1901',
    description: 'Aviron, course à pied et tournois pour tous les âges, au bord de la Loire.',
    city: 'Nantes',
    zipCode: '44000',
    allowCollect: true,
    fiscalReceiptEligibility: false,
  },
  {
    id: 3,
    slug: 'collectif-en-attente',
    name: 'Collectif en Attente',
    category: 'Culture',
    type: 'Association1901',
    description: 'Association dont le compte de collecte n’est pas encore validé.',
    city: 'Rennes',
    zipCode: '35000',
    allowCollect: false,
    fiscalReceiptEligibility: false,
  },
  {
    id: 4,
    slug: 'repas-solidaires',
    name: 'Repas Solidaires',
    category: 'Solidarité',
    type: 'Association1901',
    description: 'Repas gratuits et aide alimentaire pour les personnes en difficulté, à Lille.',
    city: 'Lille',
    zipCode: '59000',
    address: '8 rue de Gand',
    allowCollect: true,
    fiscalReceiptEligibility: true,
    isUnderColucheLaw: true,
  },
];

let fieldId = 7000;
const field = (
  label: string,
  type: CustomFieldDef['type'],
  isRequired = false,
  values: string[] = [],
): CustomFieldDef => ({
  id: ++fieldId,
  label,
  type,
  isRequired,
  values,
});

/** Every custom field type of SPEC §3 / PEERS §1.3, on the event's adult ticket. */
const EVERY_FIELD_TYPE: CustomFieldDef[] = [
  field('Date de naissance', 'Date', true),
  field('Nom sur le badge', 'TextInput', true),
  field('Allergies ou remarques', 'FreeText'),
  field('Taille de t-shirt', 'ChoiceList', true, ['XS', 'S', 'M', 'L', 'XL']),
  field('Certificat médical', 'File'),
  field('Droit à l’image', 'YesNo', true),
  field('Téléphone', 'Phone', true),
  field('Code postal', 'Zipcode'),
  field('Nombre d’années d’adhésion', 'Number'),
];

/**
 * `hour`h`minute` in Paris on the day it is there `n` days from `now`: events start at
 * an hour people meet (« vendredi 1 janvier 2027 à 19h00 »), not at the seeding minute.
 */
export function parisTimeInDays(now: Date, n: number, hour: number, minute = 0): Date {
  const { year, month, day } = calendarDateInParis(new Date(now.getTime() + n * DAY));
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Paris is UTC+1 or UTC+2: read back the hour the guess shows there and correct by it.
  const shown = Number(formatTime(new Date(guess)).slice(0, 2));
  const offsetHours = (((shown - hour) % 24) + 24) % 24;
  return new Date(guess - offsetHours * 3600 * 1000);
}

export function seedForms(now: Date): SeedForm[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  const at = (n: number, hour: number, minute = 0) => parisTimeInDays(now, n, hour, minute);
  fieldId = 7000 + EVERY_FIELD_TYPE.length;
  return [
    // ------------------------------------------------------------ Les Amis du Quartier
    {
      id: 101,
      organizationId: 1,
      slug: 'soutenir-nos-actions',
      formType: 'Donation',
      title: 'Soutenir nos actions',
      description: 'Chaque don finance le jardin partagé, l’aide aux devoirs et la fête de quartier.',
      demo: 'Donation: presets, free amount, monthly, tax reduction, contributors',
      hasFiscalReduction: true,
      acceptOpenDonation: true,
      acceptMonthlyDonation: true,
      presetAmounts: [1500, 3000, 5000],
      minPrice: 100,
      maxPrice: 1_000_000,
      monthly: true,
      maxPaymentDay: 28,
      collectedOffset: 125_000,
      tiers: [
        {
          id: 1011,
          label: 'Don libre',
          tierType: 'Donation',
          priceCategory: 'Pwyw',
          price: 3000,
          minAmount: 100,
          isEligibleTaxReceipt: true,
        },
        {
          id: 1012,
          label: 'Don mensuel',
          tierType: 'MonthlyDonation',
          priceCategory: 'Pwyw',
          price: 1000,
          minAmount: 500,
          paymentFrequency: 'Monthly',
          isEligibleTaxReceipt: true,
        },
      ],
    },
    {
      id: 102,
      organizationId: 1,
      slug: 'fete-de-quartier',
      formType: 'Event',
      title: 'Fête de quartier',
      description: 'Repas partagé, concerts et jeux pour les enfants, place Colbert.',
      demo: 'Event: every custom field type, mandatory option, limited and last tiers, free tier, coupons, 3× payment',
      startDate: at(30, 19),
      endDate: at(30, 23, 30),
      saleEndDate: days(29),
      place: { name: 'Place Colbert', address: '1 place Colbert', city: 'Lyon', zipCode: '69001', country: 'FRA' },
      vatRate: 0,
      maxPerTier: 10,
      maxPerCart: 12,
      allowCoupons: true,
      requiresCgv: true,
      instalmentCounts: [1, 3],
      tiers: [
        {
          id: 1021,
          label: 'Entrée adulte',
          description: 'Repas compris.',
          tierType: 'Registration',
          priceCategory: 'Fixed',
          price: 1200,
          capacity: 200,
          sold: 37,
          customFields: EVERY_FIELD_TYPE,
          options: [
            { id: 5001, label: 'Assurance annulation', price: 200, isRequired: true },
            {
              id: 5002,
              label: 'Repas végétarien',
              price: 0,
              capacity: 30,
              sold: 4,
              customFields: [field('Précisions sur le repas', 'TextInput')],
            },
            { id: 5003, label: 'Tombola (3 tickets)', price: 500, capacity: 2, sold: 2 },
          ],
        },
        {
          id: 1022,
          label: 'Entrée enfant (moins de 12 ans)',
          tierType: 'Registration',
          priceCategory: 'Free',
          price: 0,
          capacity: 50,
          sold: 12,
        },
        {
          id: 1023,
          label: 'Entrée de soutien',
          description: 'Payez ce que vous voulez, à partir de 5 €.',
          tierType: 'Registration',
          priceCategory: 'Pwyw',
          price: 2000,
          minAmount: 500,
        },
        {
          id: 1024,
          label: 'Place au premier rang',
          tierType: 'Registration',
          priceCategory: 'Fixed',
          price: 2500,
          capacity: 10,
          sold: 6,
        },
        {
          id: 1025,
          label: 'Table des bénévoles',
          tierType: 'Registration',
          priceCategory: 'Fixed',
          price: 800,
          capacity: 5,
          sold: 4,
        },
      ],
      coupons: [
        { id: 1, code: 'BIENVENUE', kind: 'Percent', value: 10 },
        { id: 2, code: 'VOISIN5', kind: 'Fixed', value: 500 },
        { id: 3, code: 'EPUISE', kind: 'Percent', value: 50, maxUses: 1, used: 1 },
        { id: 4, code: 'EXPIRE', kind: 'Percent', value: 20, validUntil: days(-3) },
        { id: 5, code: 'GRATUIT', kind: 'Percent', value: 100 },
      ],
    },
    {
      id: 103,
      organizationId: 1,
      slug: 'adhesion-annuelle',
      formType: 'Membership',
      title: 'Adhésion annuelle',
      description: 'Adhérez pour voter en assemblée générale et profiter des activités.',
      demo: 'Membership: 1/3/6/10/12 instalments, Pwyw with minimum, adults only',
      requiresCgv: true,
      refusesMinors: true,
      instalmentCounts: [1, 3, 6, 10, 12],
      maxPerUser: 2,
      tiers: [
        {
          id: 1031,
          label: 'Adhésion individuelle',
          tierType: 'Membership',
          priceCategory: 'Fixed',
          price: 3000,
          paymentFrequency: 'Installment',
          customFields: [field('Téléphone', 'Phone', true), field('Code postal', 'Zipcode', true)],
        },
        {
          id: 1032,
          label: 'Adhésion famille',
          tierType: 'Membership',
          priceCategory: 'Fixed',
          price: 6000,
          paymentFrequency: 'Installment',
        },
        {
          id: 1033,
          label: 'Adhésion solidaire',
          description: 'Prix libre, à partir de 10 €.',
          tierType: 'Membership',
          priceCategory: 'Pwyw',
          price: 1500,
          minAmount: 1000,
        },
      ],
    },
    {
      id: 104,
      organizationId: 1,
      slug: 'la-boutique',
      formType: 'Shop',
      title: 'La boutique du quartier',
      description: 'T-shirts, tasses et affiches au profit de l’association.',
      demo: 'Shop: VAT, sold-out product, optional gift wrap, max 10 per cart',
      vatRate: 0.2,
      maxPerCart: 10,
      allowCoupons: true,
      requiresCgv: true,
      tiers: [
        {
          id: 1041,
          label: 'T-shirt « J’aime mon quartier »',
          tierType: 'Product',
          priceCategory: 'Fixed',
          price: 1800,
          vatRate: 0.2,
          capacity: 40,
          sold: 11,
          customFields: [field('Taille', 'ChoiceList', true, ['S', 'M', 'L', 'XL'])],
          options: [{ id: 5011, label: 'Emballage cadeau', price: 300, vatRate: 0.2 }],
        },
        { id: 1042, label: 'Tasse', tierType: 'Product', priceCategory: 'Fixed', price: 900, vatRate: 0.2 },
        {
          id: 1043,
          label: 'Affiche dédicacée',
          tierType: 'Product',
          priceCategory: 'Fixed',
          price: 2500,
          vatRate: 0.2,
          capacity: 5,
          sold: 5,
        },
      ],
      coupons: [
        { id: 6, code: 'BOUTIQUE10', kind: 'Percent', value: 10 },
        // Leaves 0.20 € on a mug: refused with minimumCart (free or at least 0.50 €).
        { id: 7, code: 'PRESQUE', kind: 'Fixed', value: 880 },
      ],
    },
    {
      id: 105,
      organizationId: 1,
      slug: 'un-toit-pour-le-local',
      formType: 'CrowdFunding',
      title: 'Un toit pour le local',
      description: 'Refaisons ensemble la toiture du local associatif avant l’hiver.',
      demo: 'Crowdfunding: goal 5 000 €, rewards, contributors',
      goal: 500_000,
      collectedOffset: 310_000,
      endDate: days(40),
      saleEndDate: days(40),
      hasFiscalReduction: true,
      tiers: [
        {
          id: 1051,
          label: 'Contribution libre',
          tierType: 'Donation',
          priceCategory: 'Pwyw',
          price: 2000,
          minAmount: 500,
          isEligibleTaxReceipt: true,
        },
        {
          id: 1052,
          label: 'Contrepartie : carte postale',
          tierType: 'Donation',
          priceCategory: 'Fixed',
          price: 2000,
          capacity: 100,
          sold: 23,
        },
        {
          id: 1053,
          label: 'Contrepartie : tuile gravée à votre nom',
          tierType: 'Donation',
          priceCategory: 'Fixed',
          price: 15000,
          capacity: 1,
          sold: 0,
        },
      ],
    },
    {
      id: 106,
      organizationId: 1,
      slug: 'sortie-au-musee',
      formType: 'PaymentForm',
      title: 'Sortie au musée des Confluences',
      description: 'Transport et entrée compris.',
      demo: 'Payment form: fixed price, 3× payment',
      instalmentCounts: [1, 3],
      requiresCgv: true,
      tiers: [
        {
          id: 1061,
          label: 'Participation',
          tierType: 'Payment',
          priceCategory: 'Fixed',
          price: 3500,
          capacity: 30,
          sold: 8,
        },
      ],
    },
    {
      id: 107,
      organizationId: 1,
      slug: 'commande-en-ligne',
      formType: 'Checkout',
      title: 'Commande en ligne',
      description: 'Panier préparé par le site de l’association.',
      demo: 'Checkout: cart prepared by POST /carts/cart-one-page, paid at /checkout/{cartId}',
      tiers: [{ id: 1071, label: 'Commande', tierType: 'Payment', priceCategory: 'Pwyw', price: 0, minAmount: 50 }],
    },
    {
      id: 108,
      organizationId: 1,
      slug: 'atelier-cuisine',
      formType: 'Event',
      title: 'Atelier cuisine du monde',
      description: 'Dix places, pas une de plus.',
      demo: 'Event with exactly 10 places (the concurrency test)',
      startDate: at(12, 18, 30),
      tiers: [
        { id: 1081, label: 'Place', tierType: 'Registration', priceCategory: 'Fixed', price: 1000, capacity: 10 },
      ],
    },
    {
      id: 109,
      organizationId: 1,
      slug: 'concert-de-la-chorale',
      formType: 'Event',
      title: 'Concert de la chorale',
      description: 'Chants du monde à l’église Saint-Bruno. Complet : inscrivez-vous sur la liste d’attente.',
      demo: 'Sold-out concert with 3 people on its waiting list (issue 53: offers when places are freed)',
      // An evening in three weeks: 20h30 in Paris (19h30 UTC in winter, near enough in summer).
      startDate: new Date(`${days(21).toISOString().slice(0, 10)}T19:30:00.000Z`),
      place: {
        name: 'Église Saint-Bruno',
        address: '8 rue Pierre Dupont',
        city: 'Lyon',
        zipCode: '69001',
        country: 'FRA',
      },
      maxPerCart: 4,
      tiers: [
        {
          id: 1091,
          label: 'Place assise',
          tierType: 'Registration',
          priceCategory: 'Fixed',
          price: 1500,
          capacity: 40,
          sold: 40,
        },
      ],
    },
    // ------------------------------------------------------------ Club Sportif des Berges
    {
      id: 201,
      organizationId: 2,
      slug: 'tournoi-de-printemps',
      formType: 'Event',
      title: 'Tournoi de printemps',
      description: 'Les inscriptions ouvrent bientôt.',
      demo: 'Sale not yet open (opens in 30 days)',
      saleStartDate: days(30),
      startDate: at(60, 9),
      tiers: [
        { id: 2011, label: 'Équipe de 4', tierType: 'Registration', priceCategory: 'Fixed', price: 4000, capacity: 32 },
      ],
    },
    {
      id: 202,
      organizationId: 2,
      slug: 'gala-annuel',
      formType: 'Event',
      title: 'Gala annuel',
      description: 'Merci à toutes et à tous, à l’année prochaine !',
      demo: 'Sale ended (10 days ago)',
      saleStartDate: days(-60),
      saleEndDate: days(-10),
      startDate: at(-9, 20),
      tiers: [{ id: 2021, label: 'Dîner', tierType: 'Registration', priceCategory: 'Fixed', price: 4500 }],
    },
    {
      id: 203,
      organizationId: 2,
      slug: 'stage-d-ete',
      formType: 'Event',
      title: 'Stage d’été',
      description: 'Toutes les places sont parties.',
      demo: 'Sold out (every tier and the form)',
      maxPerForm: 20,
      startDate: at(50, 9),
      tiers: [
        {
          id: 2031,
          label: 'Semaine complète',
          tierType: 'Registration',
          priceCategory: 'Fixed',
          price: 15000,
          capacity: 12,
          sold: 12,
        },
        {
          id: 2032,
          label: 'Demi-semaine',
          tierType: 'Registration',
          priceCategory: 'Fixed',
          price: 8000,
          capacity: 8,
          sold: 8,
        },
      ],
    },
    {
      id: 204,
      organizationId: 2,
      slug: 'adhesion-saison-prochaine',
      formType: 'Membership',
      title: 'Adhésion saison prochaine',
      description: 'Brouillon en préparation.',
      demo: 'Draft (404 unless admin)',
      state: 'Draft',
      tiers: [{ id: 2041, label: 'Licence', tierType: 'Membership', priceCategory: 'Fixed', price: 12000 }],
    },
    {
      id: 205,
      organizationId: 2,
      slug: 'ancienne-boutique',
      formType: 'Shop',
      title: 'Ancienne boutique',
      description: 'Boutique désactivée.',
      demo: 'Disabled (404 unless admin)',
      state: 'Disabled',
      tiers: [{ id: 2051, label: 'Casquette', tierType: 'Product', priceCategory: 'Fixed', price: 1500 }],
    },
    {
      id: 206,
      organizationId: 2,
      slug: 'ancienne-collecte',
      formType: 'Donation',
      title: 'Ancienne collecte',
      description: 'Formulaire supprimé.',
      demo: 'Deleted (404 unless admin)',
      state: 'Deleted',
      tiers: [{ id: 2061, label: 'Don', tierType: 'Donation', priceCategory: 'Pwyw', price: 1000, minAmount: 100 }],
    },
    {
      id: 207,
      organizationId: 2,
      slug: 'nouveaux-maillots',
      formType: 'CrowdFunding',
      title: 'Des maillots pour l’équipe junior',
      description: 'Objectif atteint, merci !',
      demo: 'Crowdfunding over (ended 5 days ago, 124 %)',
      goal: 250_000,
      collectedOffset: 310_000,
      endDate: days(-5),
      saleEndDate: days(-5),
      tiers: [
        { id: 2071, label: 'Contribution', tierType: 'Donation', priceCategory: 'Pwyw', price: 2000, minAmount: 500 },
      ],
    },
    {
      id: 208,
      organizationId: 2,
      slug: 'soutien-au-club',
      formType: 'Donation',
      title: 'Soutien au club',
      description: 'Les paiements sont suspendus le temps d’une vérification.',
      demo: 'Payment suspended (banner + email capture, carts refused)',
      paymentSuspended: true,
      presetAmounts: [1000, 2000, 5000],
      acceptOpenDonation: true,
      tiers: [{ id: 2081, label: 'Don', tierType: 'Donation', priceCategory: 'Pwyw', price: 2000, minAmount: 100 }],
    },
    {
      id: 209,
      organizationId: 2,
      slug: 'repas-des-benevoles',
      formType: 'Event',
      title: 'Repas des bénévoles',
      description: 'Formulaire privé : accessible par lien seulement.',
      demo: 'Private (reachable by URL, not indexed)',
      state: 'Private',
      tiers: [
        {
          id: 2091,
          label: 'Repas',
          tierType: 'Registration',
          priceCategory: 'Fixed',
          price: 1000,
          capacity: 40,
          sold: 3,
        },
      ],
    },
    // ------------------------------------------------------------ Collectif en Attente
    {
      id: 301,
      organizationId: 3,
      slug: 'premier-appel',
      formType: 'Donation',
      title: 'Premier appel aux dons',
      description: 'La collecte ouvrira dès la validation du compte.',
      demo: 'Collection blocked (allowCollect false → ORGANIZATION_WALLET_ERROR at init-payment)',
      acceptOpenDonation: true,
      tiers: [{ id: 3011, label: 'Don', tierType: 'Donation', priceCategory: 'Pwyw', price: 2000, minAmount: 100 }],
    },
    // ------------------------------------------------------------ Repas Solidaires
    {
      id: 401,
      organizationId: 4,
      slug: 'un-repas-pour-tous',
      formType: 'Donation',
      title: 'Un repas pour tous',
      description: 'Chaque don finance des repas gratuits servis chaque soir.',
      demo: 'Donation to an organisation under the loi Coluche: 75 % up to 1 000 €, 66 % above',
      hasFiscalReduction: true,
      acceptOpenDonation: true,
      presetAmounts: [5000, 20000, 150000],
      minPrice: 100,
      maxPrice: 1_000_000,
      tiers: [
        {
          id: 4011,
          label: 'Don',
          tierType: 'Donation',
          priceCategory: 'Pwyw',
          price: 5000,
          minAmount: 100,
          isEligibleTaxReceipt: true,
        },
      ],
    },
  ];
}

/** The demo concert's waiting list (form 109): three people, first in line first. */
export const DEMO_WAITING_LIST = [
  { formId: 109, email: 'camille.lefebvre@example.org', quantity: 2, locale: 'fr', hoursAgo: 50 },
  { formId: 109, email: 'yanis.moreau@example.org', quantity: 1, locale: 'fr', hoursAgo: 26 },
  { formId: 109, email: 'ava.johnson@example.org', quantity: 3, locale: 'en', hoursAgo: 3 },
] as const;
