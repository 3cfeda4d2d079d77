'use client';

/**
 * The form layer every feature uses (journeys, sign-in and account pages, card form,
 * report): a Conform form bound to a server action, valid with or without JavaScript.
 * Its companions: ./FormFeedback (title, error summary, focus), ./useFieldProps (Conform
 * fields → design-system props, translated), ./fieldProps (the pure adapter).
 */
import { useForm, type DefaultValue, type Submission, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { startTransition, useActionState, useState, useSyncExternalStore, type FormEvent } from 'react';
import type * as z from 'zod/mini';

const noSubscription = () => () => {};

/** Name of the hidden submitter Conform uses for its intents (validate on blur…). */
const CONFORM_INTENT = '__intent__';

/** False on the server and while hydrating, true once JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What a form's server action answers: Conform's reply, plus whatever the form needs. */
export interface ServerFormState {
  result?: SubmissionResult<string[]>;
}

/** A server action as useActionState calls it (bound to its context by the page). */
export type ServerFormAction<State extends ServerFormState = ServerFormState> = (
  state: State | undefined,
  formData: FormData,
) => Promise<State>;

export interface ServerFormOptions<State extends ServerFormState> {
  id: string;
  action: ServerFormAction<State>;
  /** The schema for the posted data (it may depend on it: company payer, submit intent). */
  schemaFor: (formData: FormData) => z.ZodMiniType;
  defaultValue?: Record<string, unknown>;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: State;
  /** When the form passed client validation and is sent (analytics, drafts). */
  onValid?: (formData: FormData) => void;
}

/**
 * A Conform form driven by a server action (useActionState): the same schema validates in
 * the browser (on blur, then while typing) and on the server; the server's reply
 * re-renders the submitted values and errors, with or without JavaScript. `Shape` names
 * the form's fields (all posted as text), so `fields.x` is typed.
 */
export function useServerForm<Shape extends Record<string, unknown>, State extends ServerFormState = ServerFormState>({
  id,
  action,
  schemaFor,
  defaultValue,
  onValid,
  initialState,
}: ServerFormOptions<State>) {
  // React types useActionState with Awaited<State>, which TypeScript cannot reduce for a
  // generic State: the action and its state are the same type at run time.
  const [awaitedState, formAction, isPending] = useActionState<State | undefined, FormData>(
    action as (state: State | undefined, formData: FormData) => Promise<State | undefined>,
    initialState as Awaited<State | undefined>,
  );
  const state = awaitedState as State | undefined;
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [form, fields] = useForm<Shape>({
    id,
    lastResult: state?.result,
    defaultValue: defaultValue as DefaultValue<Shape> | undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: schemaFor(formData) }) as unknown as Submission<Shape, string[], Shape>,
    onSubmit: (_event, { formData }) => onValid?.(formData),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    // Conform validates a field on blur through a submit event with its own hidden
    // submitter: that is not the payer submitting.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('name') === CONFORM_INTENT) return;
    // Conform cancels the submit when the browser-side validation fails.
    if (event.defaultPrevented) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    // Sent from here rather than by <form action>: React resets a form once its action
    // is done, which would wipe what the payer chose when the server refuses the post
    // (a place sold out meanwhile). Without JavaScript the form posts to the same action.
    event.preventDefault();
    const formData = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(formData));
  };

  return { form, fields, state, formAction, isPending, onSubmit, failedSubmits };
}
