'use client';

import type { ReactNode } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { ErrorSummary, focusFirstInvalidField } from '../../components/ErrorSummary/ErrorSummary';
import { loginFieldIds, type LoginFormLabels } from './LoginForm';

export interface LoginRefusalProps {
  /** Invalid credentials and other refusals, shown in an error banner. */
  error?: ReactNode;
  /** With `formId`: the field errors, listed in an error summary linked to the fields (a page's form, GOV.UK). */
  fieldErrors?: { email?: ReactNode; password?: ReactNode };
  /** The LoginForm's `id`, whose fields the summary links to. */
  formId?: string;
  /** With `formId`: the LoginForm's labels, which start the summary's links ("Mot de passe : …"). */
  labels?: Pick<LoginFormLabels, 'email' | 'password'>;
}

/**
 * What a refused sign-in shows above the LoginForm's fields (its `refusal`): the refusal in
 * an error banner and, on a page, the error summary. Apart from LoginForm so that a page
 * can load it with the first refusal rather than with the form. After a post answered
 * without JavaScript, the summary takes the focus as the page loads.
 */
export function LoginRefusal({ error, fieldErrors = {}, formId, labels }: LoginRefusalProps) {
  const ids = formId === undefined ? undefined : loginFieldIds(formId);
  const summary =
    ids && labels ?
      (['email', 'password'] as const).flatMap((name) => {
        const message = fieldErrors[name];
        return message ? [{ fieldId: ids[name], label: labels[name], message }] : [];
      })
    : [];
  return (
    <>
      {error ?
        // A box that can take the focus (focusLoginRefusal): the banner is not focusable.
        <div data-login-error="" tabIndex={-1}>
          <Banner tone="error" urgent>
            {error}
          </Banner>
        </div>
      : null}
      <ErrorSummary errors={summary} autoFocus={false} focusOnPageLoad />
    </>
  );
}

/**
 * After a refused post (the caller knows when one comes back): the first field in error
 * takes the focus, or the refusal's banner when no field is in error. False when neither
 * is there.
 */
export function focusLoginRefusal(form: HTMLFormElement): boolean {
  if (focusFirstInvalidField(form)) return true;
  const refusal = form.querySelector<HTMLElement>('[data-login-error]');
  refusal?.focus();
  return refusal !== null;
}
