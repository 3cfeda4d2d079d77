'use client';

import { startTransition, useActionState, type FormEvent } from 'react';

/**
 * A server action behind a form, progressively enhanced: `action` goes on the <form> so
 * the post works without JavaScript; with JavaScript, `onSubmit` dispatches the action
 * itself, which keeps what was typed (React resets a form after a form action, and our
 * react-aria fields would go back to empty after a refusal).
 */
export function useActionForm<State>(
  serverAction: (state: Awaited<State>, formData: FormData) => Promise<State>,
  initial: Awaited<State>,
) {
  const [state, dispatch, isPending] = useActionState<State, FormData>(serverAction, initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  };
  return { state, action: dispatch, onSubmit, isPending, dispatch };
}
