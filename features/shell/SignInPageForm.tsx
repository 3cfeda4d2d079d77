'use client';

import { startTransition, useActionState, useEffect, useRef } from 'react';
import {
  focusLoginRefusal,
  LoginForm,
  type LoginFormLabels,
  type LoginFormProps,
} from '@/design-system/patterns/LoginForm/LoginForm';
import type { SignInState } from './authForms';

export interface SignInPageFormProps {
  /** The sign-in action (authActions), handed by the server page. */
  action: (previous: SignInState, formData: FormData) => Promise<SignInState>;
  /** Every word, translated by the server page. */
  labels: LoginFormLabels;
  hrefs: LoginFormProps['hrefs'];
  /** Where a success goes back to (without /forms). */
  redirectTo: string;
  /** The document title after a refusal ("Erreur : Connexion – …"). */
  errorTitle: string;
}

const idle: SignInState = { status: 'idle' };

/**
 * The address of a refused post, from the action's reply (the password is never sent
 * back). Read here rather than with the form layer's replyMessages, whose module would
 * bring the whole fields adapter into this page.
 */
function sentEmail(state: SignInState): string | undefined {
  const email = state.result?.initialValue?.email;
  return typeof email === 'string' ? email : undefined;
}

/**
 * The sign-in page's form (/connexion): the LoginForm pattern posting to the sign-in
 * action, with or without JavaScript. It is a small island on purpose (the page's JS
 * budget): no Conform, no translator, no store. The server validates every post and
 * answers its refusals translated (SignInState.messages); the browser does not validate
 * before posting. A refusal shows the error summary, moves the focus to the first field
 * in error (or to the refusal) and prefixes the title with "Erreur : " (without
 * JavaScript the page's metadata does, lib/forms/formErrorFlag).
 */
export function SignInPageForm({ action, labels, hrefs, redirectTo, errorTitle }: SignInPageFormProps) {
  const [state, dispatch, isPending] = useActionState(action, idle);
  const formRef = useRef<HTMLFormElement>(null);
  const refused = state.status === 'error';

  useEffect(() => {
    // Each answer is a new state: only a refusal that just came back moves the focus.
    if (refused && formRef.current) focusLoginRefusal(formRef.current);
  }, [state, refused]);

  // `mode=page`: a success goes back to `redirectTo`, with or without JavaScript.
  const hiddenFields = { redirectTo, mode: 'page' };
  return (
    <>
      {refused ?
        <title>{errorTitle}</title>
      : null}
      <LoginForm
        formRef={formRef}
        labels={labels}
        hrefs={hrefs}
        hiddenFields={hiddenFields}
        // Without JavaScript the browser posts to the action and the page answers with its state.
        action={dispatch}
        // With it, the post is sent from here: a <form action> would reset the fields once answered.
        onSubmit={({ email, password }) => {
          const formData = new FormData();
          for (const [name, value] of Object.entries({ ...hiddenFields, email, password })) formData.set(name, value);
          startTransition(() => dispatch(formData));
        }}
        isPending={isPending}
        error={state.messages?.form}
        fieldErrors={state.messages?.fields}
        errorSummary
        defaultEmail={sentEmail(state)}
      />
    </>
  );
}
