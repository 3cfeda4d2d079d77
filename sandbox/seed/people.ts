/**
 * Demo users and order history. Every demo account has the password DEMO_PASSWORD.
 * docs/sandbox.md lists them; keep both in step.
 */
import type { OrderItemRow, StoredPayer } from '../db/schema';

export const DEMO_PASSWORD = 'Formulaires2026!';

export interface SeedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  passwordExpired: boolean;
  demo: string;
  roles: { role: 'OrganizationAdmin' | 'FormAdmin'; organizationId: number; formId?: number }[];
}

export const USERS: SeedUser[] = [
  {
    id: 1001,
    email: 'admin.formulaire@example.org',
    firstName: 'Inès',
    lastName: 'Moreau',
    verified: true,
    passwordExpired: false,
    demo: 'FormAdmin of soutenir-nos-actions and fete-de-quartier (admin shortcuts)',
    roles: [
      { role: 'FormAdmin', organizationId: 1, formId: 101 },
      { role: 'FormAdmin', organizationId: 1, formId: 102 },
    ],
  },
  {
    id: 1002,
    email: 'admin.asso@example.org',
    firstName: 'Bruno',
    lastName: 'Lefèvre',
    verified: true,
    passwordExpired: false,
    demo: 'OrganizationAdmin of les-amis-du-quartier and club-sportif-des-berges (sees draft, disabled and deleted forms)',
    roles: [
      { role: 'OrganizationAdmin', organizationId: 1 },
      { role: 'OrganizationAdmin', organizationId: 2 },
    ],
  },
  {
    id: 1003,
    email: 'payeur@example.org',
    firstName: 'Camille',
    lastName: 'Martin',
    verified: true,
    passwordExpired: false,
    demo: 'Payer with history: a donation, a membership, an event in 3 instalments whose 2nd was refused (to regularise)',
    roles: [],
  },
  {
    id: 1004,
    email: 'non-verifie@example.org',
    firstName: 'Léo',
    lastName: 'Petit',
    verified: false,
    passwordExpired: false,
    demo: 'Unverified account (token flagged unverified: not treated as connected)',
    roles: [],
  },
  {
    id: 1005,
    email: 'mot-de-passe-expire@example.org',
    firstName: 'Nadia',
    lastName: 'Roux',
    verified: true,
    passwordExpired: true,
    demo: 'Expired password (login answers 400 password_expired)',
    roles: [],
  },
];

export interface SeedPayment {
  id: number;
  installmentNumber: number;
  amount: number;
  amountTip: number;
  state: 'Pending' | 'Authorized' | 'Refused' | 'Canceled';
  /** Days from the seed instant. */
  dueInDays: number;
}

export interface SeedOrder {
  id: number;
  formId: number;
  userId: number | null;
  payer: StoredPayer;
  items: OrderItemRow[];
  amountTotal: number;
  amountTip: number;
  amountVat?: number;
  isAnonymous?: boolean;
  isAmountHidden?: boolean;
  message?: string;
  daysAgo: number;
  /** Single unless said (orders.frequency). */
  frequency?: 'Single' | 'Installment' | 'Monthly';
  payments: SeedPayment[];
}

const donation = (tierId: number, amount: number, name = 'Don libre'): OrderItemRow => ({
  tierId,
  name,
  type: 'Donation',
  amount,
  initialAmount: amount,
  discount: 0,
  options: [],
});

/**
 * What order 41 bought at the event (form 102, paid in 3 instalments); the test-mode
 * refused instalments (services/testInstalments.ts) buy the same.
 */
export const EVENT_ORDER_ITEMS: OrderItemRow[] = [
  {
    tierId: 1021,
    name: 'Entrée adulte',
    type: 'Registration',
    amount: 1200,
    initialAmount: 1200,
    discount: 0,
    options: [{ id: 5001, name: 'Assurance annulation', amount: 200 }],
  },
  {
    tierId: 1024,
    name: 'Place au premier rang',
    type: 'Registration',
    amount: 2500,
    initialAmount: 2500,
    discount: 0,
    options: [],
  },
];

const CAMILLE: StoredPayer = { firstName: 'Camille', lastName: 'Martin', email: 'payeur@example.org', country: 'FR' };

const CONTRIBUTORS: [string, string, number, string | undefined, boolean?, boolean?][] = [
  ['Jeanne', 'Dupuis', 5000, 'Bravo pour le jardin partagé !'],
  ['Karim', 'Benali', 3000, undefined],
  ['Sophie', 'Laurent', 1500, 'Avec plaisir.', false, true],
  ['Anonyme', 'Anonyme', 10000, undefined, true],
  ['Lucas', 'Bernard', 2000, undefined],
  ['Émilie', 'Garnier', 4000, 'Pour l’aide aux devoirs'],
  ['Thomas', 'Roussel', 1500, undefined],
  ['Chloé', 'Fontaine', 2500, undefined],
  ['Hugo', 'Chevalier', 7500, 'Longue vie à l’association'],
  ['Manon', 'Blanc', 1000, undefined],
  ['Paul', 'Guerin', 3000, undefined],
];

function payment(
  id: number,
  amount: number,
  amountTip: number,
  dueInDays: number,
  state: SeedPayment['state'] = 'Authorized',
  installmentNumber = 1,
): SeedPayment {
  return { id, installmentNumber, amount, amountTip, state, dueInDays };
}

export function seedOrders(): SeedOrder[] {
  const orders: SeedOrder[] = [];
  // Donations to soutenir-nos-actions (form 101): orders 1–12, payments 1–12.
  CONTRIBUTORS.forEach(([firstName, lastName, amount, message, isAnonymous, isAmountHidden], index) => {
    const id = index + 1;
    orders.push({
      id,
      formId: 101,
      userId: null,
      payer: { firstName, lastName, email: `contributeur${id}@example.org` },
      items: [donation(1011, amount)],
      amountTotal: amount,
      amountTip: 200,
      isAnonymous: isAnonymous ?? false,
      isAmountHidden: isAmountHidden ?? false,
      ...(message ? { message } : {}),
      daysAgo: 2 + index * 2.5,
      payments: [payment(id, amount, 200, -(2 + index * 2.5))],
    });
  });
  orders.push({
    id: 12,
    formId: 101,
    userId: 1003,
    payer: CAMILLE,
    items: [donation(1011, 2000)],
    amountTotal: 2000,
    amountTip: 150,
    message: 'Merci pour tout',
    daysAgo: 40,
    payments: [payment(12, 2000, 150, -40)],
  });
  // Contributions to un-toit-pour-le-local (form 105): orders 21–29.
  CONTRIBUTORS.slice(0, 9).forEach(([firstName, lastName, amount, , isAnonymous], index) => {
    const id = 21 + index;
    orders.push({
      id,
      formId: 105,
      userId: null,
      payer: { firstName, lastName, email: `soutien${id}@example.org` },
      items: [donation(1051, amount * 2, 'Contribution libre')],
      amountTotal: amount * 2,
      amountTip: 300,
      isAnonymous: isAnonymous ?? false,
      daysAgo: 1 + index * 3,
      payments: [payment(id, amount * 2, 300, -(1 + index * 3))],
    });
  });
  // Camille's membership (form 103), paid at once.
  orders.push({
    id: 40,
    formId: 103,
    userId: 1003,
    payer: CAMILLE,
    items: [
      {
        tierId: 1031,
        name: 'Adhésion individuelle',
        type: 'Membership',
        amount: 3000,
        initialAmount: 3000,
        discount: 0,
        options: [],
      },
    ],
    amountTotal: 3000,
    amountTip: 250,
    daysAgo: 120,
    payments: [payment(40, 3000, 250, -120)],
  });
  // Camille's event tickets (form 102) in 3 instalments: the 2nd was refused and can be
  // regularised (payment 412); the 3rd is not due yet.
  orders.push({
    id: 41,
    formId: 102,
    userId: 1003,
    payer: CAMILLE,
    items: EVENT_ORDER_ITEMS,
    amountTotal: 3900,
    amountTip: 300,
    daysAgo: 45,
    frequency: 'Installment',
    payments: [
      payment(411, 1300, 300, -45, 'Authorized', 1),
      payment(412, 1300, 0, -15, 'Refused', 2),
      payment(413, 1300, 0, 15, 'Pending', 3),
    ],
  });
  // Camille's three named places at the fête (form 102), paid at once: the demo of the
  // tickets (issued by the seed, one per place: DEMO_TICKET_ORDER, README).
  orders.push({
    id: DEMO_TICKET_ORDER.orderId,
    formId: 102,
    userId: 1003,
    payer: CAMILLE,
    items: DEMO_TICKET_ORDER.participants.map(([firstName, lastName]) => ({
      tierId: 1021,
      name: 'Entrée adulte',
      type: 'Registration',
      amount: 1200,
      initialAmount: 1200,
      discount: 0,
      options: [{ id: 5001, name: 'Assurance annulation', amount: 200 }],
      participant: { firstName, lastName },
    })),
    amountTotal: 4200,
    amountTip: 300,
    daysAgo: 3,
    payments: [payment(DEMO_TICKET_ORDER.paymentId, 4200, 300, -3)],
  });
  // Camille's monthly gift to soutenir-nos-actions (form 101), 12 × 15 € from 70 days ago:
  // three paid (with their receipts), the 4th due in 20 days. She may change its card or stop it.
  orders.push({
    id: 42,
    formId: 101,
    userId: 1003,
    payer: CAMILLE,
    items: [{ ...donation(1012, 12 * MONTHLY_GIFT, 'Don mensuel'), type: 'MonthlyDonation' }],
    amountTotal: 12 * MONTHLY_GIFT,
    amountTip: 100,
    daysAgo: 70,
    frequency: 'Monthly',
    payments: Array.from({ length: 12 }, (_, index) =>
      payment(
        DEMO_MONTHLY_GIFT.firstPaymentId + index,
        MONTHLY_GIFT,
        index === 0 ? 100 : 0,
        -70 + 30 * index,
        index < 3 ? 'Authorized' : 'Pending',
        index + 1,
      ),
    ),
  });
  return orders;
}

/** The demo's paid order with tickets: three named places at the fête (order 43). */
export const DEMO_TICKET_ORDER = {
  orderId: 43,
  paymentId: 43,
  participants: [
    ['Camille', 'Martin'],
    ['Léo', 'Martin'],
    ['Inès', 'Haddad'],
  ],
} as const;

const MONTHLY_GIFT = 1500;
/** The demo's monthly gift (order 42, payments 421–432; the first three paid). */
export const DEMO_MONTHLY_GIFT = { orderId: 42, firstPaymentId: 421, paidPaymentIds: [421, 422, 423] } as const;
