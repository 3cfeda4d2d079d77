'use client';

/**
 * The form layer every feature uses (journeys, sign-in and account pages, card form,
 * report): a Conform form bound to a server action, valid with or without JavaScript.
 * Its companions: ./FormFeedback (title, error summary, focus), ./useFieldProps (Conform
 * fields → design-system props, translated), ./fieldProps (the pure adapter).
 */
import { parse, useForm, type DefaultValue, type Submission, type SubmissionResult } from '@conform-to/react';
import { startTransition, useActionState, useRef, useState, type FormEvent } from 'react';
import type { LazySchema } from './lazySchema';
import { useLazyValidation } from './useLazyValidation';

/** Name of the hidden submitter Conform uses for its intents (validate on blur…). */
const CONFORM_INTENT = '__intent__';

/** What a form's server action answers: Conform's reply, plus whatever the form needs. */
export interface ServerFormState {
  result?: SubmissionResult<string[]>;
}

/** A server action as useActionState calls it (bound to its context by the page). */
export type ServerFormAction<State extends ServerFormState = ServerFormState> = (
  state: State | undefined,
  formData: FormData,
) => Promise<State>;

export interface FormLayerOptions {
  id: string;
  /** The last answer to a submit (the server's, or the card provider's) with its errors. */
  lastResult?: SubmissionResult<string[]> | undefined;
  /**
   * The schema for the posted data (it may depend on it: company payer, submit intent),
   * from a module loaded on the form's first use (./lazySchema, ./useLazyValidation).
   */
  schema: LazySchema;
  defaultValue?: Record<string, unknown>;
  /** When the form passed client validation and is sent (analytics, drafts). */
  onValid?: (formData: FormData) => void;
  /** Sends a post that passed client validation (without JavaScript the browser posts it). */
  send: (formData: FormData) => void;
}

/**
 * The client half of the form layer, whoever answers the post: a Conform form validated
 * in the browser with the schema (on blur, then while typing), that counts refused
 * submits (FormFeedback moves the focus on each) and hands a valid post to `send`.
 */
export function useFormLayer<Shape extends Record<string, unknown>>({
  id,
  lastResult,
  schema,
  defaultValue,
  onValid,
  send,
}: FormLayerOptions) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const validation = useLazyValidation(id, schema.load);
  // Fields left before the validation arrived: each is validated once it has.
  const leftEarly = useRef(new Set<string>());
  // A submit made before the validation arrived: replayed (once) when it has.
  const queuedSubmit = useRef<{ submitter: HTMLElement | null } | null>(null);
  const [form, fields] = useForm<Shape>({
    id,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Shape> | undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }): Submission<Shape, string[], Shape> => {
      const loaded = validation.loaded();
      if (loaded) {
        // Conform's own parseWithZod would bring classic zod into the browser (see ./parseWithZodMini).
        return loaded.parse(formData, {
          schema: schema.schemaFor(loaded.module, formData),
        }) as unknown as Submission<Shape, string[], Shape>;
      }
      // Only Conform's intents get here (a field left, a value restored): they apply, and
      // every error shown stays (null keeps a field's error) until the validation arrives.
      return parse(formData, {
        resolve: (_payload, intent): { error: Record<string, null> } => {
          if (intent?.type === 'validate') validateWhenLoaded(intent.payload.name ?? '');
          return { error: Object.fromEntries(Object.keys(form.allErrors).map((name) => [name, null])) };
        },
      }) as unknown as Submission<Shape, string[], Shape>;
    },
    onSubmit: (_event, { formData }) => onValid?.(formData),
  });

  function validateWhenLoaded(name: string) {
    if (leftEarly.current.has(name)) return;
    leftEarly.current.add(name);
    void validation.start().then((loaded) => {
      if (loaded && document.getElementById(id)) form.validate(name ? { name } : undefined);
    });
  }

  /** Submits again once the validation has arrived, so the browser checks the post as usual. */
  function submitWhenLoaded(formElement: HTMLFormElement, submitter: HTMLElement | null) {
    const first = queuedSubmit.current === null;
    queuedSubmit.current = { submitter };
    if (!first) return;
    void validation.start().then((loaded) => {
      const queued = queuedSubmit.current;
      queuedSubmit.current = null;
      if (!queued || !formElement.isConnected) return;
      const { submitter: last } = queued;
      const usable = last?.isConnected && (last as HTMLButtonElement).form === formElement ? last : null;
      if (loaded) formElement.requestSubmit(usable);
      else send(new FormData(formElement, usable));
    });
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Conform validates a field on blur through a submit event with its own hidden
    // submitter: that is not the payer submitting.
    const isIntent = submitter?.getAttribute('name') === CONFORM_INTENT;
    if (!isIntent && !validation.loaded()) {
      event.preventDefault();
      // The validation could not be loaded: the server validates the post alone.
      if (validation.failed()) send(new FormData(event.currentTarget, submitter));
      else submitWhenLoaded(event.currentTarget, submitter);
      return;
    }
    form.onSubmit(event);
    if (isIntent) return;
    // Conform cancels the submit when the browser-side validation fails.
    if (event.defaultPrevented) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    event.preventDefault();
    send(new FormData(event.currentTarget, submitter));
  };

  return { form, fields, onSubmit, failedSubmits };
}

export interface ServerFormOptions<State extends ServerFormState> extends Omit<
  FormLayerOptions,
  'lastResult' | 'send'
> {
  action: ServerFormAction<State>;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: State;
}

/**
 * A Conform form driven by a server action (useActionState): the same schema validates in
 * the browser and on the server; the server's reply re-renders the submitted values and
 * errors, with or without JavaScript. `Shape` names the form's fields (all posted as
 * text), so `fields.x` is typed.
 */
export function useServerForm<Shape extends Record<string, unknown>, State extends ServerFormState = ServerFormState>({
  action,
  initialState,
  ...options
}: ServerFormOptions<State>) {
  // React types useActionState with Awaited<State>, which TypeScript cannot reduce for a
  // generic State: the action and its state are the same type at run time.
  const [awaitedState, formAction, isPending] = useActionState<State | undefined, FormData>(
    action as (state: State | undefined, formData: FormData) => Promise<State | undefined>,
    initialState as Awaited<State | undefined>,
  );
  const state = awaitedState as State | undefined;
  const layer = useFormLayer<Shape>({
    ...options,
    lastResult: state?.result,
    // Sent from here rather than by <form action>: React resets a form once its action
    // is done, which would wipe what the payer chose when the server refuses the post
    // (a place sold out meanwhile). Without JavaScript the form posts to the same action.
    send: (formData) => startTransition(() => formAction(formData)),
  });
  return { ...layer, state, formAction, isPending };
}
