/**
 * Setup of the door's end-to-end tests (tests/e2e/checkin*.spec.ts): tickets of the demo
 * event bought through the API, and their signed codes from the test-only route.
 */
import type { APIRequestContext } from '@playwright/test';
import { api, ok, payer, sandbox } from './journey';

/** The demo event's door (its FormAdmin: admin.formulaire@example.org). */
export const DOOR = '/forms/associations/les-amis-du-quartier/evenements/fete-de-quartier/controle';

export interface IssuedTicket {
  id: string;
  firstName: string;
  lastName: string;
  code: string;
}

/**
 * A cart of the fête's "Entrée de soutien" for these participants, with its payer, ready
 * to pay: its payment request's id (the card page's, or the card API's below).
 */
export async function ticketsPaymentRequest(
  request: APIRequestContext,
  names: readonly (readonly [string, string])[],
): Promise<string> {
  const cart = await ok(
    await request.post(`${api}/carts`, {
      data: {
        organizationSlug: 'les-amis-du-quartier',
        formType: 'Event',
        formSlug: 'fete-de-quartier',
        items: names.map(([firstName, lastName]) => ({
          tierId: 1023,
          customAmount: 800,
          participant: { firstName, lastName },
        })),
      },
    }),
    'cart',
  );
  const cartId = ((await cart.json()) as { id: string }).id;
  await ok(
    await request.put(`${api}/carts/${cartId}/payer`, { data: { payer: { ...payer, country: 'FR' } } }),
    'payer',
  );
  const init = await ok(
    await request.post(`${api}/carts/${cartId}/init-payment`, { data: { gdprConsent: true, cgvConsent: true } }),
    'init-payment',
  );
  return ((await init.json()) as { id: string }).id;
}

/** A paid order of the fête's "Entrée de soutien" for these participants, and its tickets' codes (test route). */
export async function buyTickets(request: APIRequestContext, names: [string, string][]): Promise<IssuedTicket[]> {
  const paymentRequestId = await ticketsPaymentRequest(request, names);
  const initialize = await ok(
    await request.post(`${api}/payments/card-embed/initialize?paymentRequestId=${paymentRequestId}`),
    'initialize',
  );
  const paymentId = ((await initialize.json()) as { paymentId: string }).paymentId;
  await ok(
    await request.post(`${sandbox}/provider/payments/${paymentRequestId}/card`, {
      data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    }),
    'card',
  );
  const confirm = await ok(await request.post(`${api}/payments/card-embed/confirm?paymentId=${paymentId}`), 'confirm');
  const paid = (await confirm.json()) as { orderId?: number; order?: { id: number } };
  const orderId = paid.orderId ?? paid.order?.id;
  const tickets = await ok(await request.get(`${sandbox}/__test/tickets?orderId=${orderId}`), 'tickets');
  return ((await tickets.json()) as { tickets: IssuedTicket[] }).tickets;
}
