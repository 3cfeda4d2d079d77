'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { AmountField } from '@/design-system/components/AmountField/AmountField';
import { Button } from '@/design-system/components/Button/Button';
import { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import { QuantityStepper } from '@/design-system/components/QuantityStepper/QuantityStepper';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { TierCard, type TierPrice } from '@/design-system/patterns/TierCard/TierCard';
import type { Tier } from '@/lib/api/contracts/forms';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { remainingStock, tierState, tierStateMessage } from '@/lib/rules/cart';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { parseMessageRef } from '@/lib/rules/messageRef';
import { taxReductionMessage } from '@/lib/rules/taxReduction';
import { ServerForm } from '@/forms/ServerForm';
import { useFieldProps, useTranslate } from '@/forms/useFieldProps';
import { useServerForm } from '@/forms/useServerForm';
import type { StepActionState } from '../../actions/stepState';
import {
  chosenQuantity,
  optionField,
  placePrice,
  priceField,
  quantityField,
  type TierChoice,
  type PlacesOffer,
} from './placesOffer';
import { lazySchema } from '@/forms/lazySchema';
import { tierList } from '../../layout.css';
import { useStepTracking, type JourneyAction, type StepTracking } from '../../useStepTracking';

export interface PlacesStepFormProps {
  action: JourneyAction;
  /** The form's id, the kind's (../../stepFormIds). */
  formId: string;
  /** The state before any submit (stories show a refused submit with it). */
  initialState?: StepActionState;
  offer: PlacesOffer;
  defaultValue: Record<string, string>;
  pageTitle: string;
  submitLabel: string;
  tracking?: StepTracking;
}

const priceOf = (tier: Tier): TierPrice =>
  tier.priceCategory === 'Pwyw' ?
    tier.minAmount ?
      { kind: 'minimum', cents: tier.minAmount }
    : { kind: 'free' }
  : { kind: 'fixed', cents: tier.price };

/**
 * Step 1 of a form sold by places: each tier with its price, stock and choice — a
 * quantity stepper beside the price, a tick where an order holds one, an amount alone
 * for a gift (./placesOffer TierInput); a free price where the tier has one; its options
 * (mandatory ones to tick); the running total and, for gifts, what they cost after tax
 * reduction. The stock shown is SPEC §3's remaining stock, counting the places being chosen.
 */
export function PlacesStepForm({
  action,
  formId,
  initialState,
  offer,
  defaultValue,
  pageTitle,
  submitLabel,
  tracking,
}: PlacesStepFormProps) {
  const t = useTranslations('Places.tiers');
  const tSummary = useTranslations('Forms');
  const translate = useTranslate();
  const locale = useLocale() as RulesLocale;
  const money = (cents: number) => formatCents(cents, locale);
  const props = useFieldProps();
  const { unit } = offer;
  const formRef = useRef<HTMLFormElement>(null);
  const track = useStepTracking(1, tracking);
  const serverForm = useServerForm<Record<string, string>, StepActionState>({
    id: formId,
    action,
    initialState,
    schema: lazySchema(
      () => import('./placesSchema'),
      (module) => module.placesStepSchema(offer),
    ),
    defaultValue,
    onValid: (formData) => track(formData),
  });
  const { fields, isPending } = serverForm;
  const fieldOf = (name: string) => fields[name] as NonNullable<(typeof fields)[string]>;
  // What the payer has chosen so far, for the live stock and total: the fields stay
  // Conform's (their text after a refused post is the one posted, with or without JavaScript).
  const [changed, setChanged] = useState<Record<string, string>>({});
  const set = (name: string, value: string) => setChanged((current) => ({ ...current, [name]: value }));
  const valueOf = (name: string) => {
    if (name in changed) return changed[name];
    const field = fieldOf(name);
    return typeof field.initialValue === 'string' ? field.initialValue : defaultValue[name];
  };
  // Every tier asks the same questions: the summary names each field with its tier.
  const inTier = (name: string, field: string, tierLabel: string) => ({
    field: fieldOf(name),
    label: tSummary('errorSummaryFieldIn', { field, group: tierLabel }),
  });
  const ordered = offer.tiers.flatMap(({ tier, input }) => [
    ...(input === 'amount' ?
      []
    : [inTier(quantityField(tier.id), input === 'tick' ? t('tick', { unit }) : t('quantity', { unit }), tier.label)]),
    ...(tier.priceCategory === 'Pwyw' ?
      [inTier(priceField(tier.id), input === 'amount' ? t('amount') : t('price', { unit }), tier.label)]
    : []),
    ...tier.extraOptions.map((option) => inTier(optionField(tier.id, option.id), option.label, tier.label)),
  ]);
  const quantityOf = (choice: TierChoice) => chosenQuantity(choice, valueOf) ?? 0;

  let places = 0;
  let eligible = 0;
  const total = offer.tiers.reduce((sum, choice) => {
    const { tier } = choice;
    const quantity = quantityOf(choice);
    places += quantity;
    const ticked = tier.extraOptions
      .filter((option) => valueOf(optionField(tier.id, option.id)) === 'on')
      .map((option) => option.id);
    const chosenPrice = parseAmountToCents(valueOf(priceField(tier.id)) ?? '');
    const amount = quantity * placePrice(tier, chosenPrice, ticked);
    if (choice.taxReduced) eligible += amount;
    return sum + amount;
  }, 0);
  // SPEC §9: what a receipt-eligible contribution costs an individual after tax reduction.
  const taxSentence =
    offer.hasFiscalReduction && eligible > 0 ?
      (() => {
        const { key, values } = parseMessageRef(
          taxReductionMessage({
            amountCents: eligible,
            payer: 'individual',
            aidToPeopleInDifficulty: offer.aidToPeopleInDifficulty,
          }),
        );
        return translate(key, values);
      })()
    : null;

  return (
    <ServerForm binding={serverForm} formRef={formRef} fields={ordered} pageTitle={pageTitle}>
      <Text tone="muted">{t('intro', { unit })}</Text>
      <ul className={tierList}>
        {offer.tiers.map((choice) => {
          const { tier, available, maxQuantity, options, input } = choice;
          const name = quantityField(tier.id);
          const quantity = quantityOf(choice);
          // SPEC §3: what is left once the places being chosen are counted.
          const left = remainingStock(
            { id: tier.id, remainingNumber: available },
            Array.from({ length: quantity }, () => ({ tierId: tier.id })),
          );
          const state = tierState(available === null ? null : left, available === 0);
          const badge = tierStateMessage(state, left, unit);
          const soldOut = available === 0;
          return (
            <li key={tier.id}>
              <TierCard
                title={tier.label}
                price={priceOf(tier)}
                availability={state}
                availabilityLabel={
                  badge ?
                    (() => {
                      const { key, values: messageValues } = parseMessageRef(badge);
                      return translate(key, messageValues);
                    })()
                  : undefined
                }
                description={tier.description ?? undefined}
                action={
                  soldOut || input !== 'quantity' ?
                    undefined
                  : ({ describedBy }) => (
                      <QuantityStepper
                        key={fieldOf(name).key}
                        {...props.number(fieldOf(name))}
                        label={t('quantity', { unit })}
                        description={t('quantityHint', { max: maxQuantity })}
                        aria-describedby={describedBy}
                        onChange={(next) => set(name, next)}
                        max={maxQuantity}
                        decreaseLabel={t('decrease', { tier: tier.label, unit })}
                        increaseLabel={t('increase', { tier: tier.label, unit })}
                        announce={(count) => t('chosen', { tier: tier.label, count, unit })}
                      />
                    )
                }
              >
                {soldOut || (input === 'quantity' && tier.priceCategory !== 'Pwyw' && options.length === 0) ? null : (
                  ({ describedBy }) => (
                    <Stack gap="medium">
                      {input === 'tick' ?
                        <Checkbox
                          key={fieldOf(name).key}
                          {...props.checkbox(fieldOf(name))}
                          onChange={(checked) => set(name, checked ? 'on' : '')}
                        >
                          {t('tick', { unit })}
                        </Checkbox>
                      : null}
                      {input === 'amount' ?
                        <AmountField
                          key={fieldOf(priceField(tier.id)).key}
                          {...props.amount(fieldOf(priceField(tier.id)))}
                          label={t('amount')}
                          aria-describedby={describedBy}
                          onChange={(next) => set(priceField(tier.id), next)}
                        />
                      : tier.priceCategory === 'Pwyw' ?
                        <AmountField
                          key={fieldOf(priceField(tier.id)).key}
                          {...props.amount(fieldOf(priceField(tier.id)))}
                          label={t('price', { unit })}
                          hideNecessity
                          description={
                            tier.minAmount ? t('priceHint', { min: money(tier.minAmount), unit }) : undefined
                          }
                          onChange={(next) => set(priceField(tier.id), next)}
                        />
                      : null}
                      {options.map(({ option, remaining }) => {
                        const optionName = optionField(tier.id, option.id);
                        const optionSoldOut = remaining === 0;
                        return (
                          <Checkbox
                            key={fieldOf(optionName).key}
                            {...props.checkbox(fieldOf(optionName), { required: option.isRequired })}
                            isDisabled={optionSoldOut}
                            onChange={(checked) => set(optionName, checked ? 'on' : '')}
                            description={
                              optionSoldOut ? t('optionSoldOut')
                              : option.isRequired ?
                                t('optionRequired', { unit })
                              : undefined
                            }
                          >
                            {option.price > 0 ?
                              t('option', { label: option.label, price: money(option.price), unit })
                            : t('optionFree', { label: option.label })}
                          </Checkbox>
                        );
                      })}
                    </Stack>
                  )
                )}
              </TierCard>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        <Text weight="bold">{t('total', { places, amount: money(total), unit })}</Text>
        {taxSentence ?
          <Text>{taxSentence}</Text>
        : null}
      </div>
      <Button type="submit" size="large" isPending={isPending}>
        {submitLabel}
      </Button>
    </ServerForm>
  );
}
