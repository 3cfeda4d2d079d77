/**
 * What the steps' server actions share (./choiceAction, ./payerAction, ./summaryAction,
 * ./prospectAction): the form and the open cart they require, and the one way they handle
 * a refusal (the error banner, the title flag without JavaScript) and the API's failures.
 * Not a 'use server' module: none of this is an action a browser may call.
 */
import 'server-only';
import type { Cart } from '@/lib/api/contracts/carts';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { FORM_CONTEXT, requireActionContext } from '@/lib/http/actionContext';
import { cartErrorCode, cartErrorMessages, isCartErrorCode } from '@/lib/rules/errorCatalogue';
import type { FormRef } from '@/lib/kinds/formKinds';
import { dropCartPath, stepPath } from '@/lib/routes/journey';
import { restartPath } from '@/lib/rememberedCart';
import { flagFormError } from '@/forms/formErrorFlag';
import { readCartCookie } from '../cart/cartCookie';
import { journeyKindOf } from '../journeyKinds';
import { loadCheckoutCart, loadFreshForm, loadJourneyCart } from '../queries';
import type { JourneyContext, Replying, StepActionState } from './stepState';

/** A refused submit: the state to show, and the flag that prefixes the title without JavaScript. */
export async function refuse(state: StepActionState): Promise<StepActionState> {
  await flagFormError();
  return state;
}

export const refOf = ({ organizationSlug, formType, formSlug }: JourneyContext): FormRef => ({
  organizationSlug,
  formType,
  formSlug,
});

export async function requireJourneyForm(context: JourneyContext) {
  requireActionContext(context, FORM_CONTEXT);
  // Read afresh, not from the pages' few seconds' memory: the choice is checked against
  // the form's prices and stock of the moment.
  const aggregate = await loadFreshForm(refOf(context));
  // The bound context comes back from the browser: only a kind with a journey here, as named.
  const kind = aggregate && aggregate.form.formType === context.formType ? journeyKindOf(context.formType) : null;
  if (!aggregate || !kind) return actionRedirect(stepPath(refOf(context), 1, context));
  return { ...aggregate, kind };
}

/**
 * The open cart of the journey; a dropped one sends the payer back to step 1 (cookie
 * forgotten). A checkout's cart is the one its address names, and must be of this form.
 */
export async function requireOpenCart(context: JourneyContext): Promise<Cart> {
  const ref = refOf(context);
  if (context.checkout) {
    const checkout = await loadCheckoutCart(context.organizationSlug, context.checkout.cartId);
    const ofThisForm =
      checkout.status === 'open' && checkout.cart.formSlug === ref.formSlug && checkout.cart.formType === ref.formType;
    // Step 1 of a checkout says what became of its cart (expired, unknown, paid).
    return ofThisForm ? checkout.cart : actionRedirect(stepPath(ref, 1, context));
  }
  const journey = await loadJourneyCart(ref);
  if (journey.status === 'open') return journey.cart;
  if (journey.status === 'dropped') {
    await actionRedirect(dropCartPath(ref, restartPath(ref, context, 'expire', journey.cookie)));
  }
  return actionRedirect(stepPath(ref, 1, context));
}

/** A cart call answered 404: the cart is gone (expired or removed). */
export const isCartGone = (error: unknown): boolean => isApiFailure(error) && error.statusCode === 404;

async function restartAfterDrop(context: JourneyContext, error: ApiFailure): Promise<never> {
  const ref = refOf(context);
  // A checkout cannot make its cart again: its step 1 shows the expiration page.
  if (context.checkout) return actionRedirect(stepPath(ref, 1, context));
  const cookie = (await readCartCookie(ref)) ?? { cartId: '', items: [] };
  const reason = error.code === 'CART_EXPIRED' ? 'expire' : 'introuvable';
  return actionRedirect(dropCartPath(ref, restartPath(ref, context, reason, cookie)));
}

/** A cart error's message key (Errors.cart.<code>.message), for the form's error banner. */
export function cartFailureMessage(error: ApiFailure): string {
  const code = isCartErrorCode(error.code) ? error.code : cartErrorCode({ code: error.code ?? undefined });
  return cartErrorMessages(code).message;
}

/** A refusal shown in the form's error banner, the payer's values kept. */
export const refusedWith =
  (submission: Replying, messageOf: (error: ApiFailure) => string) =>
  (error: ApiFailure): Promise<StepActionState> =>
    refuse({ result: submission.reply({ formErrors: [messageOf(error)] }) });

/**
 * Runs a step's calls to the API, the one way every step handles their failures: a cart
 * the API no longer has restarts the journey (with `context`; step 1 makes a new cart
 * instead and passes none); any other API refusal becomes the state `refusal` makes of
 * it; anything else is a bug and is thrown.
 */
export async function callSteps<T>(
  calls: () => Promise<T>,
  refusal: (error: ApiFailure) => Promise<StepActionState>,
  context?: JourneyContext,
): Promise<{ done: T } | { refused: StepActionState }> {
  try {
    return { done: await calls() };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (context && isCartGone(error)) return restartAfterDrop(context, error);
    return { refused: await refusal(error) };
  }
}

/** Form-level refusals of a cart (sale closed, payment suspended…) have their own messages. */
const FORM_REFUSALS = [
  'PAYMENT_SUSPENDED',
  'SALE_ENDED',
  'SALE_NOT_STARTED',
  'FORM_NOT_PUBLISHED',
  'ORGANIZATION_WALLET_ERROR',
];

export function formFailureMessage(error: ApiFailure): string {
  if (error.code && FORM_REFUSALS.includes(error.code)) return `Journey.refusal.${error.code}`;
  return cartFailureMessage(error);
}

/** A failure with no form to show it on yet (an upload before the post is read): the cart error. */
export const refuseUnexpected = (error: ApiFailure): Promise<StepActionState> =>
  refuse({ result: { status: 'error', error: { '': [cartFailureMessage(error)] } } });
