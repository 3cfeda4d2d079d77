'use client';

import { getFormProps } from '@conform-to/react';
import { useSetAtom } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { paymentInitFailedAtom } from '@/atoms/cart';
import { AmountField } from '@/design-system/components/AmountField/AmountField';
import { Button } from '@/design-system/components/Button/Button';
import { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { NumberField } from '@/design-system/components/NumberField/NumberField';
import { Text } from '@/design-system/components/Text/Text';
import { Inline } from '@/design-system/layout/Inline/Inline';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { PriceSummary } from '@/design-system/patterns/PriceSummary/PriceSummary';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { calendarDateInParis, formatDDMMYYYY, parseIsoDate, type CalendarDate } from '@/lib/rules/dates';
import { buildMonthlySchedule, isValidMonthlyPaymentDay } from '@/lib/rules/instalments';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { isTipUnusuallyHigh } from '@/lib/rules/tip';
import { INTENT_FIELD, summaryIntent, summaryStepSchema, tipOnlySchema, type SummaryStepOptions } from './schema';
import type { StepActionState } from './actions';
import { FormFeedback } from '@/lib/forms/FormFeedback';
import { useFieldProps } from '@/lib/forms/useFieldProps';
import { useStepTracking, type StepTracking, type JourneyAction } from './useStepTracking';
import { useHydrated, useServerForm } from '@/lib/forms/useServerForm';
import { useStepDraft } from './useStepDraft';
import { fieldset, legend } from './layout.css';

export interface SummaryStepFormProps {
  action: JourneyAction;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: StepActionState;
  options: SummaryStepOptions;
  /** The donation line ("Don à …") and its amount per payment, in cents. */
  donationLabel: string;
  donationCents: number;
  /** Suggested tip (SPEC §9) for this amount, in cents. */
  tipSuggestionCents: number;
  /** Receiver of the tip: the platform's brand. */
  brandName: string;
  defaultValue: { tip: string; paymentDay?: string | undefined };
  cartId: string | null;
  termsHref: string;
  privacyHref: string;
  backHref: string;
  pageTitle: string;
  tracking?: StepTracking;
  /** Today in Paris (first payment of a monthly gift); stories fix it. @default today */
  today?: CalendarDate;
}

const TIP_FIELD_ID = 'don-contribution';

/** Step 3: the summary, the optional tip (never added unseen), the monthly day and the consents. */
export function SummaryStepForm({
  action,
  initialState,
  options,
  donationLabel,
  donationCents,
  tipSuggestionCents,
  brandName,
  defaultValue,
  cartId,
  termsHref,
  privacyHref,
  backHref,
  pageTitle,
  tracking,
  today,
}: SummaryStepFormProps) {
  const t = useTranslations('Donation.summary');
  const locale = useLocale() as RulesLocale;
  const money = (cents: number) => formatCents(cents, locale);
  const props = useFieldProps();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const track = useStepTracking(3, tracking);
  const paymentInitFailed = useSetAtom(paymentInitFailedAtom);
  const { form, fields, formAction, isPending, onSubmit, failedSubmits, state } = useServerForm<
    {
      tip: string;
      tipConsent: string;
      paymentDay: string;
      termsConsent: string;
      dataConsent: string;
      intent: string;
    },
    StepActionState
  >({
    id: 'don-recapitulatif',
    action,
    initialState,
    schemaFor: (formData) =>
      summaryIntent(formData.get(INTENT_FIELD)) === 'pay' ? summaryStepSchema(options) : tipOnlySchema(),
    defaultValue,
    onValid: (formData) => {
      clear();
      track(formData);
    },
  });
  const [tipText, setTipText] = useState(defaultValue.tip);
  const [dayText, setDayText] = useState(defaultValue.paymentDay ?? '');
  const { save, clear } = useStepDraft(formRef, cartId, 'summary', (draft) => {
    // Consents are not restored: they are given again, knowingly.
    const restored = { tip: draft.tip ?? defaultValue.tip, paymentDay: draft.paymentDay ?? defaultValue.paymentDay };
    form.update({ name: fields.tip.name, value: restored.tip });
    setTipText(restored.tip);
    if (options.monthly && restored.paymentDay) {
      form.update({ name: fields.paymentDay.name, value: restored.paymentDay });
      setDayText(restored.paymentDay);
    }
  });

  useEffect(() => {
    if (state?.paymentErrorCode) paymentInitFailed(state.paymentErrorCode);
  }, [state, paymentInitFailed]);

  const typedTip = parseAmountToCents(tipText);
  const tipCents = typedTip !== null && typedTip >= 0 ? typedTip : 0;
  const totalToday = donationCents + tipCents;
  // Without JavaScript the box is there whenever a tip may be posted: the server checks it.
  const showTipConsent = hydrated ? tipCents > 0 : tipCents > 0 || fields.tipConsent.errors !== undefined;

  const day = Number(dayText);
  const next =
    options.monthly && isValidMonthlyPaymentDay(day) && day <= options.maxPaymentDay ?
      buildMonthlySchedule({
        amountCents: donationCents,
        paymentDay: day,
        firstDate: today ?? calendarDateInParis(new Date()),
        occurrences: 2,
      })[1]
    : undefined;
  const nextDate = next ? parseIsoDate(next.date) : null;

  const consentsLinks = t.rich('consentsLinks', {
    terms: (chunks) => (
      <Link href={termsHref} external>
        {chunks}
      </Link>
    ),
    privacy: (chunks) => (
      <Link href={privacyHref} external>
        {chunks}
      </Link>
    ),
  });

  const removeTip = () => {
    form.update({ name: fields.tip.name, value: '0' });
    setTipText('0');
    document.getElementById(TIP_FIELD_ID)?.focus();
  };

  return (
    <form ref={formRef} {...getFormProps(form)} action={formAction} onSubmit={onSubmit} onInput={save} noValidate>
      <Stack gap="xlarge">
        <FormFeedback
          formRef={formRef}
          fields={[fields.tip, fields.tipConsent, fields.paymentDay, fields.termsConsent, fields.dataConsent]}
          formErrors={form.errors}
          failedSubmits={failedSubmits}
          lastResult={state?.result}
          pageTitle={pageTitle}
        />
        <PriceSummary
          caption={t('caption')}
          lines={[{ id: 'donation', label: donationLabel, amountCents: donationCents }]}
          tip={{
            label: t('tipLine', { brand: brandName }),
            amountCents: tipCents,
            details: t('tipDetails'),
            action: <Link href={`#${TIP_FIELD_ID}`}>{t('tipEdit')}</Link>,
          }}
          totalCents={totalToday}
          totalLabel={options.monthly ? t('totalToday') : undefined}
        />
        {options.monthly && next && nextDate ?
          <Text>{t('monthlyThen', { amount: money(next.amountCents), date: formatDDMMYYYY(nextDate), day })}</Text>
        : null}

        <fieldset className={fieldset}>
          <legend className={legend}>
            <Heading level={3} size="medium">
              {t('tipTitle', { brand: brandName })}
            </Heading>
          </legend>
          <Stack gap="medium">
            <Text>{t('tipWhy', { brand: brandName })}</Text>
            <AmountField
              key={fields.tip.key}
              label={t('tipField')}
              description={t('tipHint', { suggestion: money(tipSuggestionCents) })}
              {...props.amount(fields.tip)}
              id={TIP_FIELD_ID}
              value={tipText}
              onChange={setTipText}
              warning={
                isTipUnusuallyHigh(tipCents, donationCents) ?
                  t('tipHigh', { tip: money(tipCents), amount: money(donationCents) })
                : undefined
              }
            />
            <Inline gap="medium">
              {hydrated ?
                <Button variant="secondary" onPress={removeTip} isDisabled={tipCents === 0}>
                  {t('tipRemove')}
                </Button>
              : <>
                  <Button type="submit" name={INTENT_FIELD} value="updateTip" variant="secondary">
                    {t('tipUpdate')}
                  </Button>
                  <Button type="submit" name={INTENT_FIELD} value="removeTip" variant="tertiary">
                    {t('tipRemove')}
                  </Button>
                </>
              }
            </Inline>
            {showTipConsent ?
              <Checkbox key={fields.tipConsent.key} {...props.checkbox(fields.tipConsent, { required: true })}>
                {t('tipConsent', { tip: money(tipCents), brand: brandName })}
              </Checkbox>
            : null}
          </Stack>
        </fieldset>

        {options.monthly ?
          <NumberField
            key={fields.paymentDay.key}
            label={t('paymentDay')}
            description={t('paymentDayHint', { max: options.maxPaymentDay })}
            {...props.number(fields.paymentDay, { required: true })}
            value={dayText}
            onChange={setDayText}
          />
        : null}

        <fieldset className={fieldset}>
          <legend className={legend}>
            <Heading level={3} size="medium">
              {t('consentsTitle')}
            </Heading>
          </legend>
          <Stack gap="medium">
            <Text>{consentsLinks}</Text>
            <Checkbox key={fields.termsConsent.key} {...props.checkbox(fields.termsConsent, { required: true })}>
              {options.requiresCgv ? t('cgvConsent') : t('termsConsent')}
            </Checkbox>
            <Checkbox key={fields.dataConsent.key} {...props.checkbox(fields.dataConsent, { required: true })}>
              {t('dataConsent')}
            </Checkbox>
          </Stack>
        </fieldset>

        <Stack gap="small">
          <Text tone="muted">{t('nextStep')}</Text>
          <Inline gap="large">
            <Button type="submit" size="large" isPending={isPending} name={INTENT_FIELD} value="pay">
              {options.monthly ?
                t('payMonthly', { amount: money(totalToday) })
              : t('pay', { amount: money(totalToday) })}
            </Button>
            <Link href={backHref} variant="standalone">
              {t('back')}
            </Link>
          </Inline>
        </Stack>
      </Stack>
    </form>
  );
}
