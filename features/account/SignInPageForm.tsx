'use client';

import { lazy, startTransition, useActionState, useEffect, useRef } from 'react';
import { LoginForm, type LoginFormLabels, type LoginFormProps } from '@/design-system/patterns/LoginForm/LoginForm';
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

const FORM_ID = 'sign-in';
const idle: SignInState = { status: 'idle' };

/**
 * What a refusal shows (banner, error summary: Banner, ErrorSummary and its focus moves)
 * is loaded with the first submit, not with the page. No Suspense boundary on purpose:
 * the server renders it in the page answering a post without JavaScript, and with
 * JavaScript the refused answer waits for it (a transition), so it appears at once.
 */
const loadRefusal = () => import('@/design-system/patterns/LoginForm/LoginRefusal');
const LoginRefusal = lazy(() => loadRefusal().then((module) => ({ default: module.LoginRefusal })));

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
 * JavaScript the page's metadata does, forms/formErrorFlag).
 */
export function SignInPageForm({ action, labels, hrefs, redirectTo, errorTitle }: SignInPageFormProps) {
  const [state, dispatch, isPending] = useActionState(action, idle);
  const formRef = useRef<HTMLFormElement>(null);
  const refused = state.status === 'error';

  useEffect(() => {
    // Each answer is a new state: only a refusal that just came back moves the focus.
    const form = formRef.current;
    if (!refused || !form) return;
    void loadRefusal().then((module) => module.focusLoginRefusal(form));
  }, [state, refused]);

  // `mode=page`: a success goes back to `redirectTo`, with or without JavaScript.
  const hiddenFields = { redirectTo, mode: 'page' };
  return (
    <>
      {refused ?
        <title>{errorTitle}</title>
      : null}
      <LoginForm
        id={FORM_ID}
        formRef={formRef}
        labels={labels}
        hrefs={hrefs}
        hiddenFields={hiddenFields}
        // Without JavaScript the browser posts to the action and the page answers with its state.
        action={dispatch}
        // With it, the post is sent from here: a <form action> would reset the fields once answered.
        onSubmit={({ email, password }) => {
          // Fetched while the post travels, so a refusal shows without waiting for it.
          loadRefusal().catch(() => undefined);
          const formData = new FormData();
          for (const [name, value] of Object.entries({ ...hiddenFields, email, password })) formData.set(name, value);
          startTransition(() => dispatch(formData));
        }}
        isPending={isPending}
        refusal={
          refused ?
            <LoginRefusal
              error={state.messages?.form}
              fieldErrors={state.messages?.fields}
              formId={FORM_ID}
              labels={labels}
            />
          : null
        }
        fieldErrors={state.messages?.fields}
        defaultEmail={sentEmail(state)}
      />
    </>
  );
}
