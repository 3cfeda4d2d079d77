/**
 * Helpers of the regularisation and order suites (tests/e2e/regularisation*.spec.ts,
 * orders*.spec.ts): a payer of the test's own, signed in through the API, with a fresh
 * refused instalment (POST __test/refused-instalment: the demo's payment 412 is paid once
 * and stays paid, so each test needs its own), and the pages' copy.
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { charges, type Lang } from './journey';
import { createAccount, passwordGrant, sandbox, setSessionCookies, type TestAccount } from './shell';

export interface RefusedInstalment {
  orderId: number;
  paymentId: number;
  paymentIds: [number, number, number];
}

export async function refusedInstalment(request: APIRequestContext, userId: number): Promise<RefusedInstalment> {
  const response = await request.post(`${sandbox}/__test/refused-instalment`, { data: { userId } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RefusedInstalment;
}

/** A new account with an event order in 3 instalments whose 2nd was refused. */
export async function payerWithRefusedInstalment(
  request: APIRequestContext,
  label = 'regularisation',
): Promise<{ account: TestAccount; instalment: RefusedInstalment }> {
  const account = await createAccount(request, { label, firstName: 'Camille', lastName: 'Martin' });
  return { account, instalment: await refusedInstalment(request, account.id) };
}

/**
 * The captures of a request (GET __test/charges), asked again once when the connection is
 * reset: the request context keeps its connection to the app open between calls, and one
 * left idle past the server's keep-alive (5 s, several pages later) can be closed by the
 * server just as it is reused (seen once as ECONNRESET).
 */
export async function chargesOf(request: APIRequestContext, paymentRequestId: string) {
  try {
    return await charges(request, { paymentRequestId });
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return charges(request, { paymentRequestId });
  }
}

/** Signs the browser in as `email`, as the sign-in action would (tokens in cookies). */
export async function signInAs(context: BrowserContext, request: APIRequestContext, email: string) {
  await setSessionCookies(context, await passwordGrant(request, email));
}

export const regularisationUrl = (paymentId: number, lang: Lang, status?: string) =>
  `paiement/regularisation/${status ? `${status}/` : ''}${paymentId}${lang === 'en' ? '/en' : ''}`;

export const regularisationCardUrl = (paymentId: number, lang: Lang) =>
  `paiement/regularisation/embarque/${paymentId}${lang === 'en' ? '/en' : ''}`;

/** The test order's instalment: 13,00 € of the event fete-de-quartier of Les Amis du Quartier. */
export const regularisationCopy = {
  fr: {
    unpaid: 'Échéance impayée',
    alreadyPaid: 'Échéance déjà payée',
    instalment: 'Échéance 2 sur 3',
    amount: /^Montant : 13,00\s€$/,
    form: /^Formulaire : /,
    organization: /^Association : /,
    pay: 'Payer cette échéance',
    payAgain: 'Payer cette échéance à nouveau',
    cardTitle: 'Paiement par carte bancaire',
    settled: 'Échéance régularisée',
    refusedTitle: 'Paiement de l’échéance refusé',
    cancelledTitle: 'Paiement de l’échéance annulé',
    pendingTitle: 'Paiement en cours de traitement',
    orderLink: 'Voir ma commande et son échéancier',
    signIn: 'Se connecter',
    notFound: /introuvable/i,
    forbidden: 'Accès refusé',
    changeCard: 'Utiliser une autre carte',
  },
  en: {
    unpaid: 'Unpaid instalment',
    alreadyPaid: 'Instalment already paid',
    instalment: 'Instalment 2 of 3',
    amount: /^Amount: €13\.00$/,
    form: /^Form: /,
    organization: /^Organisation: /,
    pay: 'Pay this instalment',
    payAgain: 'Pay this instalment again',
    cardTitle: 'Card payment',
    settled: 'Instalment paid',
    refusedTitle: 'Instalment payment refused',
    cancelledTitle: 'Instalment payment cancelled',
    pendingTitle: 'Payment being processed',
    orderLink: 'See my order and its schedule',
    signIn: 'Sign in',
    notFound: /could not be found/i,
    forbidden: 'Access denied',
    changeCard: 'Use another card',
  },
} as const;

export const orderCopy = {
  fr: {
    title: (id: number) => `Commande n° ${id}`,
    schedule: 'Échéancier',
    instalment: (n: number) => `Échéance ${n} sur 3`,
    table: 'Paiements de la commande (3 paiements)',
    paid: 'Payé',
    unpaid: 'Impayé',
    toCome: 'À venir',
    regularise: 'Régulariser l’échéance 2',
  },
  en: {
    title: (id: number) => `Order no. ${id}`,
    schedule: 'Payment schedule',
    instalment: (n: number) => `Instalment ${n} of 3`,
    table: 'Payments of the order (3 payments)',
    paid: 'Paid',
    unpaid: 'Unpaid',
    toCome: 'To come',
    regularise: 'Pay instalment 2',
  },
} as const;
