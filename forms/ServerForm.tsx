'use client';

import { getFormProps, type FormMetadata } from '@conform-to/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { SummaryField } from './fieldProps';
import { FormFeedback } from './FormFeedback';
import { useHydrated } from '@/design-system/hooks/useHydrated';
import type { ServerFormState } from './useServerForm';

/** What useServerForm gives a form: Conform's form, the action, the submit handler and the feedback state. */
export interface ServerFormBinding<Shape extends Record<string, unknown>> {
  form: FormMetadata<Shape, string[]>;
  /** A server action, or the address the browser posts to without JavaScript (the card provider). */
  formAction: ((formData: FormData) => void) | string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failedSubmits: number;
  state: ServerFormState | undefined;
}

export interface ServerFormProps<Shape extends Record<string, unknown>> {
  binding: ServerFormBinding<Shape>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The fields in the form's order, with the labels the error summary names them by. */
  fields: readonly SummaryField[];
  pageTitle: string;
  /** Space between the feedback and the form's parts. @default 'large' */
  gap?: 'medium' | 'large' | 'xlarge';
  onInput?: () => void;
  children: ReactNode;
}

/**
 * A form of the form layer: the <form> bound to its server action or address (it posts
 * without JavaScript, `data-hydrated` once React has hydrated it), then its feedback (error title, summary, focus, form-level error) above
 * the fields.
 */
export function ServerForm<Shape extends Record<string, unknown>>({
  binding,
  formRef,
  fields,
  pageTitle,
  gap = 'large',
  onInput,
  children,
}: ServerFormProps<Shape>) {
  const { form, formAction, onSubmit, failedSubmits, state } = binding;
  const hydrated = useHydrated();
  return (
    <form
      ref={formRef}
      // Said when React has hydrated this form (its handlers bound, its script-only parts
      // shown): tests that read a page as a screen reader would wait for it (tests/support/screenReader.ts).
      data-server-form=""
      data-hydrated={hydrated ? '' : undefined}
      {...getFormProps(form)}
      action={formAction}
      method={typeof formAction === 'string' ? 'post' : undefined}
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
    >
      <Stack gap={gap}>
        <FormFeedback
          formRef={formRef}
          fields={fields}
          formErrors={form.errors}
          failedSubmits={failedSubmits}
          lastResult={state?.result}
          pageTitle={pageTitle}
        />
        {children}
      </Stack>
    </form>
  );
}
