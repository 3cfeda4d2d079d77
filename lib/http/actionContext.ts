import { notFound } from 'next/navigation';
import { isActionContext } from './actionGuard';

/**
 * An action's bound context as the browser sent it back: a JavaScript call may hold any
 * value there (the proxy checks only no-JS posts' rows), so an action that reads it first
 * makes sure it is a well-formed object holding the fields it reads (`required`: an
 * emptied context, `{}`, reached the API with no slug and crashed the action); anything
 * else is the 404 page, not a crash.
 */
export function requireActionContext(context: unknown, required: readonly string[]): void {
  if (!isActionContext(context, required)) notFound();
}

/** The fields of a form's context (FormRef and what extends it). */
export const FORM_CONTEXT = ['organizationSlug', 'formType', 'formSlug'] as const;
/** The fields of the card page's context (features/payment PaymentContext). */
export const PAYMENT_CONTEXT = ['paymentRequestId', 'flow'] as const;
