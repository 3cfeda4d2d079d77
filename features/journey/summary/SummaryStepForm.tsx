'use client';

import { useSetAtom } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { paymentInitFailedAtom } from '@/atoms/cart';
import { AmountField } from '@/design-system/components/AmountField/AmountField';
import { Button } from '@/design-system/components/Button/Button';
import { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import { Link } from '@/design-system/components/Link/Link';
import { NumberField } from '@/design-system/components/NumberField/NumberField';
import { Text } from '@/design-system/components/Text/Text';
import { Inline } from '@/design-system/layout/Inline/Inline';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { CouponField } from '@/design-system/patterns/CouponField/CouponField';
import { InstalmentPicker } from '@/design-system/patterns/InstalmentPicker/InstalmentPicker';
import { PriceSummary, type PriceSummaryLine } from '@/design-system/patterns/PriceSummary/PriceSummary';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { calendarDateInParis, formatDDMMYYYY, parseIsoDate, type CalendarDate } from '@/lib/rules/dates';
import {
  buildInstalmentSchedule,
  buildMonthlySchedule,
  isInstalmentCount,
  isValidMonthlyPaymentDay,
} from '@/lib/rules/instalments';
import { formKindOf, type FormType } from '@/lib/kinds/formKinds';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { isTipUnusuallyHigh } from '@/lib/rules/tip';
import type { SummaryStepOptions } from './summarySchema';
import { INTENT_FIELD, summaryIntent } from './summaryIntents';
import { lazySchema } from '@/forms/lazySchema';
import type { StepActionState } from '../actions/stepState';
import { ServerForm } from '@/forms/ServerForm';
import { useFieldProps } from '@/forms/useFieldProps';
import { useStepTracking, type StepTracking, type JourneyAction } from '../useStepTracking';
import { useHydrated } from '@/design-system/hooks/useHydrated';
import { useServerForm } from '@/forms/useServerForm';
import { useStepDraft } from '../useStepDraft';
import { stepFormId } from '../stepFormIds';
import { Fieldset } from '@/design-system/components/Fieldset/Fieldset';
import { useFieldStateAcrossHydration } from '@/design-system/hooks/useFieldStateAcrossHydration';

export interface SummaryStepFormProps {
  action: JourneyAction;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: StepActionState;
  options: SummaryStepOptions;
  /** The form's kind: its copy (a gift or an order) follows it. */
  formType: FormType;
  /** The order's lines: the gift ("Don à …"), or each place and its options. */
  lines: PriceSummaryLine[];
  /** What the payer owes before the tip, in cents: per payment for a monthly gift, else the whole order. */
  amountCents: number;
  /** The coupon's discount, already taken out of `amountCents`. */
  discountCents?: number;
  /** The form takes coupons: the code the cart holds (null when none). */
  coupon?: { code: string | null };
  /** The VAT the order includes (a shop), shown under the total. */
  vat?: { label: string; amountCents: number } | undefined;
  /** What the gift costs this payer after tax reduction (SPEC §9), a sentence under the total. */
  taxReduction?: string | undefined;
  /** Suggested tip (SPEC §9) for this amount, in cents. */
  tipSuggestionCents: number;
  /** Receiver of the tip: the platform's brand. */
  brandName: string;
  defaultValue: { tip: string; paymentDay?: string | undefined; instalments?: string | undefined; coupon?: string };
  cartId: string | null;
  termsHref: string;
  privacyHref: string;
  backHref: string;
  pageTitle: string;
  tracking?: StepTracking;
  /** Today in Paris (first payment of a monthly gift); stories fix it. @default today */
  today?: CalendarDate;
}

/** Step 3: the summary, the optional tip (never added unseen), the monthly day and the consents. */
export function SummaryStepForm({
  action,
  initialState,
  options,
  formType,
  lines,
  amountCents: donationCents,
  discountCents = 0,
  coupon,
  vat,
  taxReduction,
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
  const t = useTranslations('Summary');
  const kind = formKindOf(formType);
  // The words that name what is bought (a gift or an order) are the kind's.
  const tKind = useTranslations(kind.summaryCopy);
  // The tip field's own id: the focus comes back to it, and the summary's link points at it.
  const tipFieldId = stepFormId(kind, 'contribution');
  const locale = useLocale() as RulesLocale;
  const money = (cents: number) => formatCents(cents, locale);
  const props = useFieldProps();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const track = useStepTracking(3, tracking);
  const paymentInitFailed = useSetAtom(paymentInitFailedAtom);
  const serverForm = useServerForm<
    {
      tip: string;
      tipConsent: string;
      paymentDay: string;
      termsConsent: string;
      dataConsent: string;
      intent: string;
      instalments: string;
      coupon: string;
    },
    StepActionState
  >({
    id: stepFormId(kind, 'recapitulatif'),
    action,
    initialState,
    schema: lazySchema(
      () => import('./summarySchema'),
      (module, formData) => {
        const intent = summaryIntent(formData.get(INTENT_FIELD));
        if (intent === 'pay') return module.summaryStepSchema(options);
        if (intent === 'updatePlan') return module.planOnlySchema(options.instalmentCounts ?? []);
        return intent === 'applyCoupon' || intent === 'removeCoupon' ? module.couponSchema() : module.tipOnlySchema();
      },
    ),
    defaultValue,
    onValid: (formData) => {
      clear();
      track(formData);
    },
  });
  const { form, fields, isPending, state } = serverForm;
  // What the payer chose or typed before the page hydrated (a slow phone) is kept.
  const [tipText, setTipText] = useFieldStateAcrossHydration(form.id, fields.tip.name, defaultValue.tip);
  const [dayText, setDayText] = useFieldStateAcrossHydration(
    form.id,
    fields.paymentDay.name,
    defaultValue.paymentDay ?? '',
  );
  const [countText, setCountText] = useFieldStateAcrossHydration(
    form.id,
    fields.instalments.name,
    defaultValue.instalments ?? '1',
  );
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
  // A free order takes no tip (nothing is paid): the API refuses one.
  const tipAllowed = donationCents > 0;
  const tipCents = tipAllowed && typedTip !== null && typedTip >= 0 ? typedTip : 0;
  const count = Number(countText);
  const counts = options.instalmentCounts ?? [];
  const schedule =
    counts.length > 1 && isInstalmentCount(count) && count > 1 ?
      buildInstalmentSchedule({
        totalCents: donationCents,
        count,
        firstDate: today ?? calendarDateInParis(new Date()),
        tipCents,
      })
    : null;
  const first = schedule?.[0];
  const totalToday = first ? first.amountCents + first.tipCents : donationCents + tipCents;
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

  // "Ne pas contribuer" leaves the focus on the tip field, now 0. Not in the handler: the
  // update remounts the field (its Conform key changes) and disables the button that had
  // the focus, so a focus given there went to <body> once React committed. After the
  // commit, the field in the page is the new one.
  const [tipFocusRequests, setTipFocusRequests] = useState(0);
  useEffect(() => {
    if (tipFocusRequests > 0) document.getElementById(tipFieldId)?.focus();
  }, [tipFocusRequests, tipFieldId]);
  const removeTip = () => {
    form.update({ name: fields.tip.name, value: '0' });
    setTipText('0');
    setTipFocusRequests((requests) => requests + 1);
  };

  return (
    <ServerForm
      binding={serverForm}
      formRef={formRef}
      fields={[
        { field: fields.coupon, label: t('couponField') },
        { field: fields.instalments, label: t('instalmentsTitle') },
        { field: fields.tip, label: t('tipField') },
        { field: fields.tipConsent, label: t('tipConsent', { tip: money(tipCents), brand: brandName }) },
        { field: fields.paymentDay, label: t('paymentDay') },
        { field: fields.termsConsent, label: options.requiresCgv ? t('cgvConsent') : t('termsConsent') },
        { field: fields.dataConsent, label: tKind('dataConsent') },
      ]}
      pageTitle={pageTitle}
      gap="xlarge"
      onInput={save}
    >
      <PriceSummary
        caption={tKind('caption')}
        lines={lines}
        discount={discountCents > 0 ? { label: t('discount'), amountCents: discountCents } : undefined}
        tip={
          tipAllowed ?
            {
              label: t('tipLine', { brand: brandName }),
              amountCents: tipCents,
              details: t('tipDetails'),
              action: <Link href={`#${tipFieldId}`}>{t('tipEdit')}</Link>,
            }
          : undefined
        }
        totalCents={schedule ? donationCents + tipCents : totalToday}
        totalLabel={options.monthly ? t('totalToday') : undefined}
        vat={vat}
      />
      {taxReduction ?
        <Text tone="muted">{taxReduction}</Text>
      : null}
      {coupon ?
        <CouponField
          key={fields.coupon.key}
          legend={t('couponTitle')}
          label={t('couponField')}
          description={t('couponHint')}
          {...props.text(fields.coupon)}
          applied={coupon.code ? t('couponApplied', { code: coupon.code, amount: money(discountCents) }) : undefined}
          intentName={INTENT_FIELD}
          applyValue="applyCoupon"
          removeValue="removeCoupon"
          applyLabel={t('couponApply')}
          removeLabel={t('couponRemove')}
        />
      : null}
      {counts.length > 1 ?
        <InstalmentPicker
          key={fields.instalments.key}
          label={t('instalmentsTitle')}
          description={t('instalmentsHint')}
          {...props.radioGroup(fields.instalments, { required: true })}
          value={countText}
          onChange={setCountText}
          options={counts.map((option) => ({
            count: option,
            label: option === 1 ? t('instalmentsOnce') : t('instalmentsCount', { count: option }),
          }))}
          schedule={
            schedule ?
              {
                caption: t('scheduleCaption', { count }),
                instalments: schedule.map((term) => ({
                  date: term.date,
                  amountCents: term.amountCents + term.tipCents,
                })),
              }
            : undefined
          }
        >
          {hydrated ? null : (
            <div>
              <Button type="submit" name={INTENT_FIELD} value="updatePlan" variant="secondary">
                {t('instalmentsShow')}
              </Button>
            </div>
          )}
        </InstalmentPicker>
      : null}
      {options.monthly && next && nextDate ?
        <Text>{t('monthlyThen', { amount: money(next.amountCents), date: formatDDMMYYYY(nextDate), day })}</Text>
      : null}

      {tipAllowed ?
        <Fieldset legend={t('tipTitle', { brand: brandName })}>
          <Text>{tKind('tipWhy', { brand: brandName })}</Text>
          <AmountField
            key={fields.tip.key}
            label={t('tipField')}
            description={t('tipHint', { suggestion: money(tipSuggestionCents) })}
            {...props.amount(fields.tip)}
            id={tipFieldId}
            value={tipText}
            onChange={setTipText}
            warning={
              isTipUnusuallyHigh(tipCents, donationCents) ?
                tKind('tipHigh', { tip: money(tipCents), amount: money(donationCents) })
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
        </Fieldset>
      : null}

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

      <Fieldset legend={t('consentsTitle')}>
        <Text>{consentsLinks}</Text>
        <Checkbox key={fields.termsConsent.key} {...props.checkbox(fields.termsConsent, { required: true })}>
          {options.requiresCgv ? t('cgvConsent') : t('termsConsent')}
        </Checkbox>
        <Checkbox key={fields.dataConsent.key} {...props.checkbox(fields.dataConsent, { required: true })}>
          {tKind('dataConsent')}
        </Checkbox>
      </Fieldset>

      <Stack gap="small">
        <Text tone="muted">{t('nextStep')}</Text>
        <Inline gap="large">
          <Button type="submit" size="large" isPending={isPending} name={INTENT_FIELD} value="pay">
            {donationCents + tipCents === 0 ?
              t('confirmFree')
            : options.monthly || schedule ?
              t('payMonthly', { amount: money(totalToday) })
            : t('pay', { amount: money(totalToday) })}
          </Button>
          <Link href={backHref} variant="standalone">
            {t('back')}
          </Link>
        </Inline>
      </Stack>
    </ServerForm>
  );
}
