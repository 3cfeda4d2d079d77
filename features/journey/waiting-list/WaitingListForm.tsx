'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { EmailField } from '@/design-system/components/EmailField/EmailField';
import { NumberField } from '@/design-system/components/NumberField/NumberField';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { lazySchema } from '@/forms/lazySchema';
import { ServerForm } from '@/forms/ServerForm';
import { useFieldProps } from '@/forms/useFieldProps';
import { useServerForm, type ServerFormAction } from '@/forms/useServerForm';
import type { WaitingListState } from '../actions/waitingListAction';

/**
 * A sold-out event's waiting list (issue 53): an email and a number of places. It posts
 * without JavaScript (the page the server answers with says the result), and its errors
 * follow the form layer's pattern (title, summary, focus: forms/ServerForm).
 */
export function WaitingListForm({
  action,
  formId,
  pageTitle,
  max,
}: {
  action: ServerFormAction<WaitingListState>;
  /** The form's id, the kind's (../stepFormIds). */
  formId: string;
  pageTitle: string;
  /** The most places one person may ask for (lib/rules/waitingList). */
  max: number;
}) {
  const t = useTranslations('WaitingList.form');
  const props = useFieldProps();
  const formRef = useRef<HTMLFormElement>(null);
  const binding = useServerForm<{ email: string; quantity: string }, WaitingListState>({
    id: formId,
    action,
    schema: lazySchema(
      () => import('./waitingListSchema'),
      (module) => module.waitingListSchema(max),
    ),
  });
  const { fields, state } = binding;
  const joined = state?.joined;
  const confirmation = useRef<HTMLDivElement>(null);
  // The form gives way to the confirmation: focus goes to it, since a live region born with
  // its text is not always read (without JavaScript, the answered page shows it instead of the form).
  useEffect(() => {
    if (joined) confirmation.current?.focus();
  }, [joined]);

  if (joined) {
    return (
      <div ref={confirmation} tabIndex={-1}>
        <Banner tone="success" title={t('joinedHeading')} headingLevel={3}>
          <Stack gap="small">
            <Text>{t('joined', { quantity: joined.quantity, email: joined.email, position: joined.position })}</Text>
            <Text>{t('next', { hours: joined.offerHours })}</Text>
          </Stack>
        </Banner>
      </div>
    );
  }
  return (
    <ServerForm
      binding={binding}
      formRef={formRef}
      fields={[
        { field: fields.email, label: t('email') },
        { field: fields.quantity, label: t('quantity') },
      ]}
      pageTitle={pageTitle}
      gap="medium"
    >
      <EmailField
        key={fields.email.key}
        label={t('email')}
        description={t('emailHint')}
        {...props.email(fields.email, { required: true })}
      />
      <NumberField
        key={fields.quantity.key}
        label={t('quantity')}
        {...props.number(fields.quantity, { required: true })}
        defaultValue={fields.quantity.initialValue ?? '1'}
      />
      <div>
        <Button type="submit" isPending={binding.isPending}>
          {t('submit')}
        </Button>
      </div>
    </ServerForm>
  );
}
