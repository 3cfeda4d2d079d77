import 'server-only';
import {
  CartSchema,
  FileUploadResponseSchema,
  ProspectResponseSchema,
  type CartBody,
  type Installments,
  type Payer,
} from './contracts/carts';
import { PaymentRequestSchema, type InitPaymentBody } from './contracts/payments';
import type { FormRef } from '@/lib/kinds/formKinds';
import type { Locale } from '@/lib/i18n/locales';
import { callApi } from './transport';

/** SPEC §7 "Carts": one function per call. Amounts are integer cents. */
const cartPath = (cartId: string) => `/carts/${encodeURIComponent(cartId)}`;

export const getCart = (cartId: string, key?: Partial<FormRef>) =>
  callApi({ path: cartPath(cartId), query: { ...key }, schema: CartSchema, routeLabel: 'cart.get' });

export const createCart = (body: CartBody) =>
  callApi({ method: 'POST', path: '/carts', body, schema: CartSchema, routeLabel: 'cart.create' });

export const updateCart = (cartId: string, body: CartBody) =>
  callApi({ method: 'PUT', path: cartPath(cartId), body, schema: CartSchema, routeLabel: 'cart.update' });

/** null or "" removes the coupon. */
export const applyDiscountCode = (cartId: string, discountCode: string | null) =>
  callApi({
    method: 'POST',
    path: `${cartPath(cartId)}/discount-code`,
    body: { discountCode },
    schema: CartSchema,
    routeLabel: 'cart.discount-code',
  });

export const setTip = (cartId: string, tipCents: number) =>
  callApi({
    method: 'PUT',
    path: `${cartPath(cartId)}/tip`,
    body: { tip: tipCents },
    schema: CartSchema,
    routeLabel: 'cart.tip',
  });

export const setPayer = (cartId: string, payer: Payer) =>
  callApi({
    method: 'PUT',
    path: `${cartPath(cartId)}/payer`,
    body: { payer },
    schema: CartSchema,
    routeLabel: 'cart.payer',
  });

export const setInstallments = (cartId: string, installments: Installments) =>
  callApi({
    method: 'PUT',
    path: `${cartPath(cartId)}/installments`,
    body: { installments },
    schema: CartSchema,
    routeLabel: 'cart.installments',
  });

/**
 * The payer's language, for what the API writes to them later (the confirmation email and
 * every email about the order): HTTP's own header, which the API reads on the calls that
 * record a payer (init-payment, prospects).
 */
const payerLanguage = (locale: Locale) => ({ 'accept-language': locale });

/** POST /carts/{id}/init-payment: the payment request (idempotent while unpaid). */
export const initPayment = (cartId: string, body: InitPaymentBody, locale: Locale, backUrl?: string) =>
  callApi({
    method: 'POST',
    path: `${cartPath(cartId)}/init-payment`,
    query: { backUrl },
    headers: payerLanguage(locale),
    body,
    schema: PaymentRequestSchema,
    routeLabel: 'cart.init-payment',
  });

export const uploadCartFile = (cartId: string, file: File) => {
  const form = new FormData();
  form.set('file', file);
  return callApi({
    method: 'POST',
    path: `${cartPath(cartId)}/file`,
    body: form,
    schema: FileUploadResponseSchema,
    routeLabel: 'cart.file',
  });
};

/** Payment suspended: leave an email to be told when it reopens. */
export const createProspect = (key: FormRef, email: string, locale: Locale) =>
  callApi({
    method: 'POST',
    path: '/carts/prospects',
    headers: payerLanguage(locale),
    body: { ...key, email },
    schema: ProspectResponseSchema,
    routeLabel: 'cart.prospect',
    forwardClient: true,
    authenticated: false,
  });
