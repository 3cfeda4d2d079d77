/**
 * Checkout carts for the e2e suites (tests/e2e/checkout.spec.ts, any-host.spec.ts): made
 * as an association's site makes them (SPEC §7 POST /carts/cart-one-page), in one place
 * so that what preparing one needs is written once.
 */
import type { APIRequestContext } from '@playwright/test';
import { api, ok, organisationToken } from './journey';

export const CHECKOUT_ORGANIZATION = 'les-amis-du-quartier';
/** The seed's Checkout form and its one free-price tier (sandbox/seed/catalogue.ts). */
export const CHECKOUT_FORM = { formSlug: 'commande-en-ligne', formType: 'Checkout', tierId: 1071 } as const;

export interface PreparedCart {
  items?: { tierId: number; customAmount?: number }[];
  form?: { formSlug: string; formType: string };
  payer?: { firstName: string; lastName: string; email: string };
}

/** A cart as an association's site prepares it (SPEC §7 POST /carts/cart-one-page). */
export async function prepareCart(request: APIRequestContext, setup: PreparedCart = {}): Promise<string> {
  return (await prepareCartWithPayment(request, setup)).cartId;
}

/** The same, with the payment request the API opens when the site sends the payer. */
export async function prepareCartWithPayment(
  request: APIRequestContext,
  setup: PreparedCart = {},
): Promise<{ cartId: string; paymentRequestId: string | null }> {
  const form = setup.form ?? CHECKOUT_FORM;
  const response = await ok(
    await request.post(`${api}/carts/cart-one-page`, {
      // Only the organisation may prepare a checkout cart: its API credential's token.
      headers: { authorization: `Bearer ${await organisationToken(request)}` },
      data: {
        organizationSlug: CHECKOUT_ORGANIZATION,
        formSlug: form.formSlug,
        formType: form.formType,
        items: setup.items ?? [{ tierId: CHECKOUT_FORM.tierId, customAmount: 2500 }],
        // The site knows its customer: the payer comes with the consent it collected.
        ...(setup.payer ? { payer: setup.payer, gdprConsent: true, cgvConsent: true } : {}),
      },
    }),
    'cart-one-page',
  );
  const cart = (await response.json()) as { id: string; paymentRequestId: string | null };
  return { cartId: cart.id, paymentRequestId: cart.paymentRequestId };
}
