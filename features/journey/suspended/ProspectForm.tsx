'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/design-system/components/Button/Button';
import { EmailField } from '@/design-system/components/EmailField/EmailField';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { StepActionState } from '../actions/stepState';
import { FormFeedback } from '@/forms/FormFeedback';
import { SuccessNotice } from '@/forms/SuccessNotice';
import { useFieldProps } from '@/forms/useFieldProps';
import { useServerForm } from '@/forms/useServerForm';
import { lazySchema } from '@/forms/lazySchema';
import { type JourneyAction } from '../useStepTracking';

/**
 * Payment suspended (SPEC §4): the visitor leaves an email to hear when payments reopen.
 * A toast confirms it; without JavaScript, a banner does.
 */
export function ProspectForm({
  action,
  formId,
  pageTitle,
  initialState,
}: {
  action: JourneyAction;
  /** The form's id, the kind's (../stepFormIds). */
  formId: string;
  pageTitle: string;
  initialState?: StepActionState;
}) {
  const t = useTranslations('Journey.suspended');
  const props = useFieldProps();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, formAction, isPending, onSubmit, failedSubmits, state } = useServerForm<
    { email: string },
    StepActionState
  >({
    id: formId,
    action,
    initialState,
    schema: lazySchema(
      () => import('./prospectSchema'),
      (module) => module.prospectSchema,
    ),
  });

  return (
    <form ref={formRef} {...getFormProps(form)} action={formAction} onSubmit={onSubmit} noValidate>
      <Stack gap="medium">
        <SuccessNotice success={state?.saved ? state : undefined} title={t('savedTitle')} message={t('savedMessage')} />
        <FormFeedback
          formRef={formRef}
          fields={[{ field: fields.email, label: t('emailLabel') }]}
          formErrors={form.errors}
          failedSubmits={failedSubmits}
          lastResult={state?.result}
          pageTitle={pageTitle}
        />
        <EmailField
          key={fields.email.key}
          label={t('emailLabel')}
          description={t('emailHint')}
          {...props.email(fields.email, { required: true })}
        />
        <div>
          <Button type="submit" isPending={isPending}>
            {t('submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
