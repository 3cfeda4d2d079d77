'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/design-system/components/Button/Button';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup/RadioGroup';
import { Text } from '@/design-system/components/Text/Text';
import { useFieldStateAcrossHydration } from '@/design-system/hooks/useFieldStateAcrossHydration';
import { AmountPicker } from '@/design-system/patterns/AmountPicker/AmountPicker';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { parseMessageRef } from '@/lib/rules/messageRef';
import { taxReduction, taxReductionMessage } from '@/lib/rules/taxReduction';
import type { Frequency } from './amountOffer';
import { OTHER_AMOUNT } from '@/design-system/patterns/AmountPicker/otherAmount';
import type { AmountStepOptions } from './amountSchema';
import type { StepActionState } from '../../actions/stepState';
import { ServerForm } from '@/forms/ServerForm';
import { useFieldProps, useTranslate } from '@/forms/useFieldProps';
import { useStepTracking, type StepTracking, type JourneyAction } from '../../useStepTracking';
import { useServerForm } from '@/forms/useServerForm';
import { lazySchema } from '@/forms/lazySchema';

export interface AmountStepFormProps {
  action: JourneyAction;
  /** The form's id, the kind's (../../stepFormIds). */
  formId: string;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: StepActionState;
  options: AmountStepOptions;
  presets: readonly number[];
  hasFiscalReduction: boolean;
  /** The organisation is under the loi Coluche (75 % up to 1 000 €, 66 % above). */
  aidToPeopleInDifficulty?: boolean;
  defaultValue: { frequency: Frequency; amount?: string | undefined; amountOther?: string | undefined };
  pageTitle: string;
  submitLabel: string;
  tracking?: StepTracking;
}

/** The amount chosen so far, in cents, or null (nothing chosen, or a free amount not valid yet). */
export function chosenCents(choice: string | undefined, other: string | undefined): number | null {
  if (!choice) return null;
  if (choice === OTHER_AMOUNT) {
    const cents = parseAmountToCents(other ?? '');
    return cents !== null && cents > 0 ? cents : null;
  }
  return /^\d+$/.test(choice) ? Number(choice) : null;
}

/** Step 1: once or monthly, the amount (presets or free), and what it costs after tax reduction. */
export function AmountStepForm({
  action,
  formId,
  initialState,
  options,
  presets,
  hasFiscalReduction,
  aidToPeopleInDifficulty = false,
  defaultValue,
  pageTitle,
  submitLabel,
  tracking,
}: AmountStepFormProps) {
  const t = useTranslations('Amount');
  const translate = useTranslate();
  const locale = useLocale() as RulesLocale;
  const props = useFieldProps();
  const formRef = useRef<HTMLFormElement>(null);
  const track = useStepTracking(1, tracking);
  const serverForm = useServerForm<{
    frequency: string;
    amount: string;
    amountOther: string;
  }>({
    id: formId,
    action,
    initialState,
    schema: lazySchema(
      () => import('./amountSchema'),
      (module) => module.amountStepSchema(options),
    ),
    defaultValue,
    onValid: track,
  });
  const { fields, isPending } = serverForm;
  // What the payer chose or typed before the page hydrated (a slow phone) is kept: plain
  // state would put the radios back and hide the typed amount.
  const [frequency, setFrequency] = useFieldStateAcrossHydration<Frequency>(
    formId,
    fields.frequency.name,
    defaultValue.frequency,
    (raw) => (raw === 'monthly' || raw === 'once' ? raw : undefined),
  );
  const [choice, setChoice] = useFieldStateAcrossHydration(formId, fields.amount.name, defaultValue.amount ?? '');
  const [other, setOther] = useFieldStateAcrossHydration(
    formId,
    fields.amountOther.name,
    defaultValue.amountOther ?? '',
  );
  const cents = chosenCents(choice, other);
  const min = options.minCents[options.offersChoice ? frequency : options.defaultFrequency];

  const taxSentence =
    hasFiscalReduction && cents !== null ?
      (() => {
        const { key, values } = parseMessageRef(
          taxReductionMessage({ amountCents: cents, payer: 'individual', aidToPeopleInDifficulty }),
        );
        return translate(key, values);
      })()
    : '';

  const amountLabel = frequency === 'monthly' ? t('amount.labelMonthly') : t('amount.label');
  // Given to the picker as well, so that its field and the summary's link say the same.
  const otherAmountLabel = translate('Forms.errorSummaryOtherAmount');
  return (
    <ServerForm
      binding={serverForm}
      formRef={formRef}
      fields={[
        { field: fields.frequency, label: t('frequency.label') },
        { field: fields.amount, label: amountLabel },
        { field: fields.amountOther, label: otherAmountLabel },
      ]}
      pageTitle={pageTitle}
    >
      {options.offersChoice ?
        <RadioGroup
          key={fields.frequency.key}
          label={t('frequency.label')}
          orientation="horizontal"
          {...props.radioGroup(fields.frequency, { required: true })}
          defaultValue={undefined}
          value={frequency}
          onChange={(value) => setFrequency(value === 'monthly' ? 'monthly' : 'once')}
        >
          <Radio value="once" appearance="card">
            {t('frequency.once')}
          </Radio>
          <Radio value="monthly" appearance="card" description={t('frequency.monthlyHint')}>
            {t('frequency.monthly')}
          </Radio>
        </RadioGroup>
      : null}
      <AmountPicker
        key={fields.amount.key}
        label={amountLabel}
        otherFieldLabel={otherAmountLabel}
        presets={presets.map((preset) => ({
          cents: preset,
          description:
            hasFiscalReduction ?
              t('amount.afterTax', {
                cost: formatCents(
                  taxReduction({ amountCents: preset, payer: 'individual', aidToPeopleInDifficulty }).costCents,
                  locale,
                ),
              })
            : undefined,
        }))}
        minCents={min ?? undefined}
        maxCents={options.maxCents ?? undefined}
        {...props.amountPicker(fields.amount, fields.amountOther)}
        value={choice}
        onChange={setChoice}
        otherValue={other}
        onOtherChange={setOther}
      />
      {hasFiscalReduction ?
        <div id={`${formId}-reduction`}>
          <Text weight="bold">
            <span role="status" aria-live="polite" aria-atomic="true">
              {taxSentence}
            </span>
          </Text>
          <Text size="small" tone="muted">
            {aidToPeopleInDifficulty ? t('amount.taxNoteColuche') : t('amount.taxNote')}
          </Text>
        </div>
      : null}
      <div>
        <Button type="submit" size="large" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </ServerForm>
  );
}
