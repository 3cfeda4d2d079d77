'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { ErrorSummary, focusFirstInvalidField } from '@/design-system/components/ErrorSummary/ErrorSummary';
import { errorSummaryItems, translateMessageRef, type SummaryField } from './fieldProps';
import { useTranslate } from './useFieldProps';

export interface FormFeedbackProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Fields in the order of the form, with the labels the error summary names them by. */
  fields: readonly SummaryField[];
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
  const tForms = useTranslations('Forms');
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

  const errorTitle = tForms('errorTitle', { title: pageTitle });
  const submitted = failedSubmits > 0 || lastResult?.status === 'error' || (formErrors?.length ?? 0) > 0;
  return (
    <>
      {submitted && failed ?
        <title>{errorTitle}</title>
      : null}
      {formErrors && formErrors.length > 0 ?
        <div data-form-error="" tabIndex={-1}>
          {formErrors.map((message) => (
            <Banner key={message} tone="error" urgent>
              {translateMessageRef(message, t)}
            </Banner>
          ))}
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
