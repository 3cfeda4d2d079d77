'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/design-system/components/Button/Button';
import { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import { DateField } from '@/design-system/components/DateField/DateField';
import { EmailField } from '@/design-system/components/EmailField/EmailField';
import { Link } from '@/design-system/components/Link/Link';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup/RadioGroup';
import { Text } from '@/design-system/components/Text/Text';
import { TextField } from '@/design-system/components/TextField/TextField';
import { ZipCodeField } from '@/design-system/components/ZipCodeField/ZipCodeField';
import { Inline } from '@/design-system/layout/Inline/Inline';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { ALLOWED_COUNTRY } from '@/lib/rules/constants';
import { parseMessageRef } from '@/lib/rules/messageRef';
import { emailWarning } from '@/lib/rules/validation/emailWarning';
import { isValidEmail } from '@/lib/rules/validation/emailAddress';
import { LEGAL_STATUSES } from '@/lib/rules/legalStatuses';
import { COMPANY_FIELD, isBoxTicked } from './payerFields';
import type { PayerRequirements } from './payerSchema';
import type { StepActionState } from '../actions/stepState';
import type { PayerCopy } from '../journeyKinds';
import { ServerForm } from '@/forms/ServerForm';
import { useFieldProps, useTranslate } from '@/forms/useFieldProps';
import { useStepTracking, type StepTracking, type JourneyAction } from '../useStepTracking';
import { useHydrated } from '@/design-system/hooks/useHydrated';
import { useServerForm } from '@/forms/useServerForm';
import { useStepDraft } from '../useStepDraft';
import { Fieldset } from '@/design-system/components/Fieldset/Fieldset';
import { useFieldStateAcrossHydration } from '@/design-system/hooks/useFieldStateAcrossHydration';
import { lazySchema } from '@/forms/lazySchema';
import { ParticipantFields, PayerIsFirstBox, useParticipantSummaryFields } from '../participants/ParticipantFields';
import { PAYER_IS_FIRST_FIELD, offersPayerIsFirst, type ParticipantBlock } from '../participants/participants';

export interface PayerStepFormProps {
  action: JourneyAction;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: StepActionState;
  requirements: PayerRequirements;
  /** Saved payer (text as the fields show it), or nothing yet. */
  defaultValue: Record<string, string | undefined>;
  cartId: string | null;
  backHref: string;
  pageTitle: string;
  submitLabel: string;
  tracking?: StepTracking;
  /** A form sold by places: one block per place (participant, custom fields), before the payer. */
  participants?: readonly ParticipantBlock[];
  /** Conform id of the form, the kind's (../stepFormIds: `don-coordonnees`, `evt-coordonnees`…). */
  formId: string;
  /** The kind's words for what is bought (journeyKinds `payerCopy`). */
  kindCopy?: PayerCopy;
}

type PayerField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailConfirmation'
  | 'address'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'birthDate'
  | 'isCompany'
  | 'companyName'
  | 'companySiren'
  | 'companyLegalStatusId';

const isShown = (requirement: string | undefined) => requirement !== undefined && requirement !== 'hidden';

/** Step 2: who gives — names, email twice, address for the tax receipt, optional company. */
export function PayerStepForm({
  action,
  initialState,
  requirements,
  defaultValue,
  cartId,
  backHref,
  pageTitle,
  submitLabel,
  tracking,
  participants = [],
  formId,
  kindCopy = 'Payer.gift',
}: PayerStepFormProps) {
  const t = useTranslations('Payer');
  const tKind = useTranslations(kindCopy);
  const translate = useTranslate();
  const props = useFieldProps();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const track = useStepTracking(2, tracking);
  // The boxes as the payer ticks them (before the page hydrated too: a slow phone); until
  // then, as the last post (refused, shown again with or without JavaScript) or the cart
  // has them.
  const ticked = (raw: string) => raw !== '';
  const [companyChoice, setCompany] = useFieldStateAcrossHydration<boolean | null>(formId, COMPANY_FIELD, null, ticked);
  const payerMayBeFirst = offersPayerIsFirst(participants);
  const [payerIsFirstChoice, setPayerIsFirst] = useFieldStateAcrossHydration<boolean | null>(
    formId,
    PAYER_IS_FIRST_FIELD,
    null,
    ticked,
  );
  const serverForm = useServerForm<Record<PayerField, string> & Record<string, string>>({
    id: formId,
    action,
    initialState,
    schema: lazySchema(
      () => import('./payerFormSchema'),
      (module, formData) => module.payerFormSchema(requirements, participants, formData),
    ),
    defaultValue,
    onValid: (formData) => {
      clear();
      track(formData);
    },
  });
  const { form, fields, isPending } = serverForm;
  const posted = serverForm.state?.result?.initialValue as Record<string, string> | null | undefined;
  const boxOf = (name: string) => isBoxTicked((posted ?? defaultValue)[name]);
  const company = companyChoice ?? boxOf(COMPANY_FIELD);
  const payerIsFirst = payerIsFirstChoice ?? boxOf(PAYER_IS_FIRST_FIELD);
  const { save, clear } = useStepDraft(formRef, cartId, 'payer', (draft) => {
    form.update({ value: draft });
    setCompany(isBoxTicked(draft[COMPANY_FIELD]));
    setPayerIsFirst(isBoxTicked(draft[PAYER_IS_FIRST_FIELD]));
  });

  const email = typeof fields.email.value === 'string' ? fields.email.value : (defaultValue.email ?? '');
  const warningRef = isValidEmail(email) && !fields.email.errors ? emailWarning(email) : null;
  const warning =
    warningRef ?
      (() => {
        const { key, values } = parseMessageRef(warningRef);
        return translate(key, values);
      })()
    : undefined;
  const required = (requirement: string | undefined) => requirement === 'required';
  const showCompany = !hydrated || company;
  // Without JavaScript the names stay: the box's hint says they may be left empty.
  const showNames = !hydrated || !payerIsFirst || !payerMayBeFirst;

  const participantField = (name: string) => fields[name] as NonNullable<(typeof fields)[string]>;
  const participantSummary = useParticipantSummaryFields(participants, participantField);
  const ordered = [
    ...participantSummary,
    { field: fields.firstName, label: t('firstName') },
    { field: fields.lastName, label: t('lastName') },
    { field: fields.email, label: t('email') },
    { field: fields.emailConfirmation, label: t('emailConfirmation') },
    { field: fields.address, label: t('address') },
    { field: fields.zipCode, label: t('zipCode') },
    { field: fields.city, label: t('city') },
    { field: fields.birthDate, label: t('birthDate') },
    { field: fields.companyName, label: t('companyName') },
    { field: fields.companySiren, label: t('companySiren') },
    { field: fields.companyLegalStatusId, label: t('legalStatus') },
  ];

  return (
    <ServerForm binding={serverForm} formRef={formRef} fields={ordered} pageTitle={pageTitle} onInput={save}>
      <Text tone="muted">{t('intro')}</Text>
      {participants.length > 0 ?
        <ParticipantFields blocks={participants} fieldOf={participantField} props={props} />
      : null}
      <Fieldset legend={t('identity')}>
        {payerMayBeFirst ?
          <PayerIsFirstBox
            unit={participants[0]?.unit ?? 'place'}
            isSelected={payerIsFirst}
            onChange={setPayerIsFirst}
          />
        : null}
        {showNames ?
          <>
            <TextField
              key={fields.firstName.key}
              label={t('firstName')}
              autoComplete="given-name"
              {...props.text(fields.firstName, { required: hydrated || !payerMayBeFirst })}
            />
            <TextField
              key={fields.lastName.key}
              label={t('lastName')}
              autoComplete="family-name"
              {...props.text(fields.lastName, { required: hydrated || !payerMayBeFirst })}
            />
          </>
        : null}
        <EmailField
          key={fields.email.key}
          label={t('email')}
          description={tKind('emailHint')}
          warning={warning}
          {...props.email(fields.email, { required: true })}
        />
        {isShown(requirements.emailConfirmation) ?
          <EmailField
            key={fields.emailConfirmation.key}
            label={t('emailConfirmation')}
            description={t('emailConfirmationHint')}
            autoComplete="off"
            {...props.email(fields.emailConfirmation, { required: required(requirements.emailConfirmation) })}
          />
        : null}
        {isShown(requirements.birthDate) ?
          <DateField
            key={fields.birthDate.key}
            label={t('birthDate')}
            autoComplete="bday"
            {...props.date(fields.birthDate, { required: required(requirements.birthDate) })}
          />
        : null}
      </Fieldset>
      {isShown(requirements.address) ?
        <Fieldset legend={t('addressTitle')}>
          <Text tone="muted">{tKind('addressHint')}</Text>
          <TextField
            key={fields.address.key}
            label={t('address')}
            autoComplete="street-address"
            {...props.text(fields.address, { required: required(requirements.address) })}
          />
          <ZipCodeField
            key={fields.zipCode.key}
            label={t('zipCode')}
            description={t('zipCodeHint')}
            inputMode="numeric"
            {...props.zipCode(fields.zipCode, { required: required(requirements.zipCode) })}
          />
          <TextField
            key={fields.city.key}
            label={t('city')}
            autoComplete="address-level2"
            {...props.text(fields.city, { required: required(requirements.city) })}
          />
          <input type="hidden" name="country" value={ALLOWED_COUNTRY} />
          <Text>{t('country')}</Text>
        </Fieldset>
      : null}
      <Fieldset legend={tKind('companyTitle')}>
        <Checkbox
          name={COMPANY_FIELD}
          defaultSelected={company}
          onChange={setCompany}
          description={tKind('companyHint')}
        >
          {tKind('companyToggle')}
        </Checkbox>
        {showCompany ?
          <Stack gap="medium">
            {hydrated ? null : <Text tone="muted">{t('companyNoScript')}</Text>}
            <TextField
              key={fields.companyName.key}
              label={t('companyName')}
              autoComplete="organization"
              {...props.text(fields.companyName, { required: hydrated })}
            />
            <TextField
              key={fields.companySiren.key}
              label={t('companySiren')}
              description={t('companySirenHint')}
              inputMode="numeric"
              width="medium"
              {...props.text(fields.companySiren, { required: hydrated })}
            />
            <RadioGroup
              key={fields.companyLegalStatusId.key}
              label={t('legalStatus')}
              {...props.radioGroup(fields.companyLegalStatusId, { required: hydrated })}
            >
              {LEGAL_STATUSES.map((status) => (
                <Radio key={status.id} value={String(status.id)}>
                  {t(`legalStatuses.${status.key}`)}
                </Radio>
              ))}
            </RadioGroup>
          </Stack>
        : null}
      </Fieldset>
      <Inline gap="large">
        <Button type="submit" size="large" isPending={isPending}>
          {submitLabel}
        </Button>
        <Link href={backHref} variant="standalone">
          {tKind('back')}
        </Link>
      </Inline>
    </ServerForm>
  );
}
