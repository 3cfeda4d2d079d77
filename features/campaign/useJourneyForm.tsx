'use client';

import type { FormType } from '@/lib/rules/formTypes';
import { useForm, type DefaultValue, type Submission, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import {
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import type * as z from 'zod/mini';
import { Banner } from '@/design-system/components/Banner/Banner';
import { ErrorSummary, focusFirstInvalidField } from '@/design-system/components/ErrorSummary/ErrorSummary';
import { errorSummaryItems, fieldProps, type FieldLike, type Translate } from '@/lib/forms';
import { parseMessageRef } from '@/lib/rules/messageRef';
import { TRACKER_EVENTS, type TrackerProperties } from '@/lib/analytics/tracker';
import { useTracker } from '@/lib/analytics/TrackerProvider';
import type { StepActionState } from './actions';

export type JourneyAction = (state: StepActionState | undefined, formData: FormData) => Promise<StepActionState>;

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

export interface JourneyFormOptions {
  id: string;
  action: JourneyAction;
  /** The schema for the posted data (it may depend on it: company payer, submit intent). */
  schemaFor: (formData: FormData) => z.ZodMiniType;
  defaultValue?: Record<string, unknown>;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: StepActionState;
  /** When the form passed client validation and is sent (analytics, drafts). */
  onValid?: (formData: FormData) => void;
}

/**
 * A journey step as a Conform form driven by a server action (useActionState): the same
 * schema validates in the browser (on blur, then while typing) and on the server; the
 * server's reply re-renders the submitted values and errors, with or without JavaScript.
 */
/** `Shape` names the form's fields (all posted as text), so `fields.x` is typed. */
export function useJourneyForm<Shape extends Record<string, unknown>>({
  id,
  action,
  schemaFor,
  defaultValue,
  onValid,
  initialState,
}: JourneyFormOptions) {
  const [state, formAction, isPending] = useActionState(action, initialState);
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
    if (event.defaultPrevented) setFailedSubmits((count) => count + 1);
  };

  return { form, fields, state, formAction, isPending, onSubmit, failedSubmits };
}

/** The root translator with the shape the forms adapter expects. */
export function useTranslate(): Translate {
  const t = useTranslations();
  return (key, values) => t(key, values as Record<string, string | number>);
}

export function useFieldProps() {
  return fieldProps(useTranslate());
}

export interface FormFeedbackProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Fields in the order of the form, for the error summary. */
  fields: readonly FieldLike[];
  /** Form-level errors (message keys): cart or payment failures. */
  formErrors?: string[] | undefined;
  /** Increases after each failed submit (browser side). */
  failedSubmits: number;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The page title, prefixed with "Erreur : " while the form has errors. */
  pageTitle: string;
}

/**
 * After a failed submit: the page title starts with "Erreur : ", an error summary lists
 * every field in error (links to them), and the first field in error is scrolled into
 * view and focused. Form-level failures (the cart, the payment) show in an alert banner.
 */
export function FormFeedback({ formRef, fields, formErrors, failedSubmits, lastResult, pageTitle }: FormFeedbackProps) {
  const t = useTranslate();
  const tCampaign = useTranslations('Campaign');
  const items = errorSummaryItems(fields, t);
  const failed = items.length > 0 || (formErrors?.length ?? 0) > 0;
  const serverAttempt = useRef(lastResult);

  useEffect(() => {
    const fromServer = lastResult !== undefined && lastResult !== serverAttempt.current;
    serverAttempt.current = lastResult;
    if (!(failedSubmits > 0 || fromServer) || !formRef.current) return;
    if (!focusFirstInvalidField(formRef.current) && fromServer && (formErrors?.length ?? 0) > 0) {
      formRef.current.querySelector<HTMLElement>('[data-form-error]')?.focus();
    }
    // Only a new failed attempt moves the focus, never a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedSubmits, lastResult]);

  const errorTitle = tCampaign('errorTitle', { title: pageTitle });
  const submitted = failedSubmits > 0 || lastResult?.status === 'error' || (formErrors?.length ?? 0) > 0;
  return (
    <>
      {submitted && failed ?
        <title>{errorTitle}</title>
      : null}
      {formErrors && formErrors.length > 0 ?
        <div data-form-error="" tabIndex={-1}>
          {formErrors.map((message) => {
            const { key, values } = parseMessageRef(message);
            return (
              <Banner key={message} tone="error" urgent>
                {t(key, values)}
              </Banner>
            );
          })}
        </div>
      : null}
      {submitted ?
        <ErrorSummary
          key={`${failedSubmits}-${String(lastResult?.status)}`}
          errors={items}
          // The effect above focuses the first field in error; a page answered with errors
          // to a post without JavaScript has the browser focus the summary as it loads.
          autoFocus={false}
          focusOnPageLoad
        />
      : null}
    </>
  );
}

export function Hidden({ name, value }: { name: string; value: string }): ReactNode {
  return <input type="hidden" name={name} value={value} />;
}

export interface StepTracking {
  /** The form's id (SPEC §9 events are per form). */
  formId: number;
  formSlug: string;
  organizationSlug: string;
  /** The form's kind, as the API names it (Donation, Event…). */
  formType: FormType;
}

/**
 * "Campaign Step completed" when a step passes validation and is sent; on the summary,
 * "Campaign Payment Submitted" when the payer asks to pay. Nothing leaves the browser
 * unless a sink is configured (lib/analytics/tracker).
 */
export function useStepTracking(step: number, tracking: StepTracking | undefined) {
  const tracker = useTracker();
  return (formData: FormData, extra: TrackerProperties = {}) => {
    if (!tracking) return;
    // On the summary, only "pay" ends the step ("update the contribution" stays on it).
    const paying = (formData.get('intent') ?? 'pay') === 'pay';
    if (step === 3 && !paying) return;
    const properties = { ...tracking, step, ...extra };
    tracker.track(TRACKER_EVENTS.stepCompleted, properties);
    if (step === 3) tracker.track(TRACKER_EVENTS.paymentSubmitted, properties);
  };
}
