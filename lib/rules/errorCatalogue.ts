/**
 * SPEC §8 error catalogue: the codes the API (and the sandbox, which imports these
 * lists to produce them) may send, and the `Errors` message keys each one shows.
 * Lists are `as const` so a code is a union type, not any string.
 */
import type { NormalisedError } from './errors';

/** HTTP statuses that have their own error page. */
export const PAGE_ERROR_STATUSES = [400, 401, 403, 404, 408, 409, 413, 415, 421, 500, 503, 504] as const;
export type PageErrorStatus = (typeof PAGE_ERROR_STATUSES)[number];

/** Named page errors, beside the statuses. */
export const PAGE_ERROR_NAMES = [
  'uncaught',
  'payment',
  'duplicatedPayment',
  'paymentCanceled',
  'expiration',
  'ECONNABORTED',
  'unknown',
] as const;
export type PageErrorName = (typeof PAGE_ERROR_NAMES)[number];

export type PageErrorKey = `${PageErrorStatus}` | PageErrorName;
export const PAGE_ERROR_KEYS: readonly PageErrorKey[] = [
  ...PAGE_ERROR_STATUSES.map((status) => `${status}` as const),
  ...PAGE_ERROR_NAMES,
];

export const CART_ERROR_CODES = [
  'ticketsSoldOut',
  'optionsSoldOut',
  'minimumCart',
  'ticketsHasChanged',
  'updateFailure',
  'CART_LOCKED',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** Codes of a failed payment initialisation: statuses 400, 404, 409 and named codes. */
export const PAYMENT_ERROR_CODES = [
  '400',
  '404',
  '409',
  'gdrpConsentError',
  'cgvConsentError',
  'ORGANIZATION_WALLET_ERROR',
  'tipConsentError',
  'UNKNOWN',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** Payment flow codes (SPEC §8 "Also"). */
export const PAYMENT_FLOW_CODES = [
  'PAYMENT_ERROR',
  'CART_EXPIRED',
  'AUTHENTICATION_FAILURE',
  'REDIRECT_URL_EMPTY',
  'REDIRECT_URL_EMPTY_WITH_CONFIRMED_PAYMENT',
  'PAYMENT_MAX_ERROR_ATTEMPTS',
  'PAYMENT_INITIALIZE_ERROR',
  'PAYMENT_REFUSED',
  'DUPLICATED_PAYMENT',
  'PAYMENT_CANCELED',
] as const;
export type PaymentFlowCode = (typeof PAYMENT_FLOW_CODES)[number];

/** Card payment provider codes (the spelling "unknow" is the provider's). */
export const PROVIDER_ERROR_CODES = [
  'hapay_unknow_error',
  'hapay_db_error',
  'hapay_provider_error',
  'hapay_authentication_error',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/** SPEC §8 "Other messages", used by features outside the page catalogue. */
export const OTHER_ERROR_MESSAGES = {
  authenticationFailure: 'Errors.other.authenticationFailure',
  loginRefused: 'Errors.other.loginRefused',
  reportFailure: 'Errors.other.reportFailure',
  redirectionFailure: 'Errors.other.redirectionFailure',
  invalidToken: 'Errors.other.invalidToken',
  uploadTooLarge: 'Errors.other.uploadTooLarge',
  uploadWrongFormat: 'Errors.other.uploadWrongFormat',
} as const;

export interface TitleAndMessage {
  readonly title: string;
  readonly message: string;
}

const titleAndMessage = (prefix: string): TitleAndMessage => ({
  title: `${prefix}.title`,
  message: `${prefix}.message`,
});

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

export const isPageErrorKey = (value: unknown): value is PageErrorKey => includes(PAGE_ERROR_KEYS, value);
export const isCartErrorCode = (value: unknown): value is CartErrorCode => includes(CART_ERROR_CODES, value);
export const isPaymentErrorCode = (value: unknown): value is PaymentErrorCode => includes(PAYMENT_ERROR_CODES, value);
export const isPaymentFlowCode = (value: unknown): value is PaymentFlowCode => includes(PAYMENT_FLOW_CODES, value);
export const isProviderErrorCode = (value: unknown): value is ProviderErrorCode =>
  includes(PROVIDER_ERROR_CODES, value);

/** Flow codes that have a page of their own. */
const PAGE_OF_FLOW_CODE: Partial<Record<PaymentFlowCode, PageErrorName>> = {
  CART_EXPIRED: 'expiration',
  DUPLICATED_PAYMENT: 'duplicatedPayment',
  PAYMENT_CANCELED: 'paymentCanceled',
  PAYMENT_ERROR: 'payment',
  PAYMENT_REFUSED: 'payment',
  PAYMENT_INITIALIZE_ERROR: 'payment',
  PAYMENT_MAX_ERROR_ATTEMPTS: 'payment',
};

/**
 * Which error page to show. A named code wins (ECONNABORTED, CART_EXPIRED…), then a
 * status with its own page. Any other 5xx shows the 500 page ("an unknown middleware
 * gives a 500"); anything else, the generic `unknown` page.
 */
export function pageErrorKey(error: Pick<NormalisedError, 'statusCode' | 'code'> | number): PageErrorKey {
  const { statusCode, code } = typeof error === 'number' ? { statusCode: error, code: undefined } : error;
  if (isPageErrorKey(code)) return code;
  if (isPaymentFlowCode(code) && PAGE_OF_FLOW_CODE[code]) return PAGE_OF_FLOW_CODE[code];
  const status = `${statusCode}`;
  if (isPageErrorKey(status)) return status;
  return statusCode >= 500 && statusCode <= 599 ? '500' : 'unknown';
}

/** `Errors.page.<key>.title|message`; also the danger toast's title and message. */
export const pageErrorMessages = (key: PageErrorKey): TitleAndMessage => titleAndMessage(`Errors.page.${key}`);

/** A cart call failure: its named code when the API sent one, else the generic update failure. */
export function cartErrorCode(error: Pick<NormalisedError, 'code'>): CartErrorCode {
  return isCartErrorCode(error.code) ? error.code : 'updateFailure';
}

export const cartErrorMessages = (code: CartErrorCode): TitleAndMessage => titleAndMessage(`Errors.cart.${code}`);

/** A payment initialisation failure: named code, else its status (400/404/409), else UNKNOWN. */
export function paymentErrorCode(error: Pick<NormalisedError, 'statusCode' | 'code'>): PaymentErrorCode {
  if (isPaymentErrorCode(error.code)) return error.code;
  const status = `${error.statusCode}`;
  return isPaymentErrorCode(status) ? status : 'UNKNOWN';
}

export const paymentErrorMessages = (code: PaymentErrorCode): TitleAndMessage =>
  titleAndMessage(`Errors.payment.${code}`);

export const paymentFlowMessages = (code: PaymentFlowCode): TitleAndMessage => titleAndMessage(`Errors.flow.${code}`);

export const providerErrorMessages = (code: ProviderErrorCode): TitleAndMessage =>
  titleAndMessage(`Errors.provider.${code}`);
