'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/design-system/components/Button/Button';
import { EmailField } from '@/design-system/components/EmailField/EmailField';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup/RadioGroup';
import { TextArea } from '@/design-system/components/TextArea/TextArea';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { FormFeedback } from '@/forms/FormFeedback';
import { SuccessNotice } from '@/forms/SuccessNotice';
import { useFieldProps } from '@/forms/useFieldProps';
import { useServerForm, type ServerFormAction } from '@/forms/useServerForm';
import { REPORT_REASONS } from '@/lib/rules/validation/reportReasons';
import { lazySchema } from '@/forms/lazySchema';
import type { ReportActionState } from './actions';
import { REPORT_KEY_FIELD } from './reportKey';

/**
 * The report form (SPEC §2, §3, §5): why, the visitor's email if they want an answer, and
 * a message. Sent, it thanks the visitor with a toast, or without JavaScript with a banner
 * at the top of the page the server answers with; a failure is shown in the error summary.
 */
export function ReportForm({
  action,
  reportKey,
  pageTitle,
}: {
  action: ServerFormAction<ReportActionState>;
  /** Idempotency key of this report (a double click stores it once). */
  reportKey: string;
  pageTitle: string;
}) {
  const t = useTranslations('Report');
  const props = useFieldProps();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, formAction, isPending, onSubmit, failedSubmits, state } = useServerForm<
    { reason: string; userEmail: string; userMessage: string },
    ReportActionState
  >({
    id: 'signalement',
    action,
    schema: lazySchema(
      () => import('@/lib/rules/validation/report'),
      (module) => module.reportSchema(),
    ),
  });

  return (
    <form ref={formRef} {...getFormProps(form)} action={formAction} onSubmit={onSubmit} noValidate>
      <Stack gap="large">
        <SuccessNotice success={state?.sent ? state : undefined} title={t('sentTitle')} message={t('sentMessage')} />
        <FormFeedback
          formRef={formRef}
          fields={[
            { field: fields.reason, label: t('reason') },
            { field: fields.userEmail, label: t('email') },
            { field: fields.userMessage, label: t('message') },
          ]}
          formErrors={form.errors}
          failedSubmits={failedSubmits}
          lastResult={state?.result}
          pageTitle={pageTitle}
        />
        <input type="hidden" name={REPORT_KEY_FIELD} value={state?.nextKey ?? reportKey} />
        <RadioGroup
          key={fields.reason.key}
          label={t('reason')}
          {...props.radioGroup(fields.reason, { required: true })}
        >
          {REPORT_REASONS.map((reason) => (
            <Radio key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </Radio>
          ))}
        </RadioGroup>
        <EmailField
          key={fields.userEmail.key}
          label={t('email')}
          description={t('emailHint')}
          {...props.email(fields.userEmail, { required: false })}
        />
        <TextArea
          key={fields.userMessage.key}
          label={t('message')}
          description={t('messageHint')}
          {...props.text(fields.userMessage, { required: true })}
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
