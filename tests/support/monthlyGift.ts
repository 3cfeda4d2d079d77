/**
 * Helpers of the monthly gift suites (tests/e2e/monthly-gift*.spec.ts): a payer of the
 * test's own with a monthly gift (POST __test/monthly-gift: 12 × 15 €, the 1st paid now,
 * the 2nd due in 30 days; the demo's order 42 is stopped once and stays so), signed in
 * through the API, and the pages' copy.
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { origin, type Lang } from './journey';
import { createAccount, passwordGrant, sandbox, setSessionCookies } from './shell';

export async function payerWithMonthlyGift(
  context: BrowserContext,
  request: APIRequestContext,
  lang: Lang,
  label = 'don-mensuel',
): Promise<{ orderId: number; email: string }> {
  const account = await createAccount(request, { label, firstName: 'Camille', lastName: 'Martin' });
  const response = await request.post(`${sandbox}/__test/monthly-gift`, { data: { userId: account.id } });
  expect(response.status(), await response.text()).toBe(201);
  const { orderId } = (await response.json()) as { orderId: number };
  await setSessionCookies(context, await passwordGrant(request, account.email));
  await context.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: origin }]);
  return { orderId, email: account.email };
}

/** The captures of an order's payments (GET __test/charges?orderId). */
export async function chargesOfOrder(request: APIRequestContext, orderId: number): Promise<number> {
  const response = await request.get(`${sandbox}/__test/charges?orderId=${orderId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** Collects what fell due by the sandbox's "now" for that order (no scheduler in the sandbox). */
export async function collectDue(request: APIRequestContext, orderId: number): Promise<number> {
  const response = await request.post(`${sandbox}/__test/instalments/collect`, { data: { orderId } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { collected: number }).collected;
}

export const monthlyCopy = {
  fr: {
    orderTitle: (id: number) => `Commande n° ${id}`,
    heading: 'Votre don mensuel',
    next: /^Prochain paiement : 15,00\s€ le /,
    table: 'Paiements de la commande (12 paiements)',
    paid: 'Payé',
    canceled: 'Annulé',
    toCome: 'À venir',
    changeCard: 'Changer la carte des prochains paiements',
    cardTitle: 'Changer la carte des prochains paiements',
    saveCard: 'Enregistrer cette carte',
    cardSaved: 'Carte enregistrée',
    newCard: /Carte utilisée : Visa se terminant par 3220/,
    stop: 'Arrêter ce don mensuel',
    stopTitle: 'Arrêter votre don mensuel',
    confirmStop: 'Confirmer l’arrêt du don mensuel',
    stopped: 'Votre don mensuel est arrêté',
    stoppedSince: 'Don mensuel arrêté',
    fiscalReceipt: 'Reçu fiscal (paiement 1)',
  },
  en: {
    orderTitle: (id: number) => `Order no. ${id}`,
    heading: 'Your monthly gift',
    next: /^Next payment: €15\.00 on /,
    table: 'Payments of the order (12 payments)',
    paid: 'Paid',
    canceled: 'Cancelled',
    toCome: 'To come',
    changeCard: 'Change the card for the next payments',
    cardTitle: 'Change the card for the next payments',
    saveCard: 'Save this card',
    cardSaved: 'Card saved',
    newCard: /Card used: Visa ending in 3220/,
    stop: 'Stop this monthly gift',
    stopTitle: 'Stop your monthly gift',
    confirmStop: 'Confirm: stop the monthly gift',
    stopped: 'Your monthly gift is stopped',
    stoppedSince: 'Monthly gift stopped',
    fiscalReceipt: 'Tax receipt (payment 1)',
  },
} as const;
