'use client';

import { useState, type ReactNode } from 'react';
import { AmountField } from '../../components/AmountField/AmountField';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { usePatternFormat } from '../../internal/patternFormat';
import { useHydrated } from '../../hooks/useHydrated';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { amount, other, picker } from './AmountPicker.css';
import { OTHER_AMOUNT } from './otherAmount';

export interface AmountPreset {
  cents: number;
  /** Under the amount, e.g. the cost after tax reduction. */
  description?: ReactNode;
}

export interface AmountPickerProps {
  /** Legend of the choices ("Montant de votre don"). */
  label: ReactNode;
  description?: ReactNode;
  /** Name of the radios; each posts its amount in cents, or "other". */
  name: string;
  /** Name of the free amount field, posted as typed (euros). @default `${name}Other` */
  otherName?: string;
  presets: AmountPreset[];
  /** Selected radio: a preset's cents as text, or "other" (controlled). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Text of the free amount field (controlled). */
  otherValue?: string;
  defaultOtherValue?: string;
  onOtherChange?: (value: string) => void;
  /** Bounds of the free amount, in cents, shown in its hint (SPEC §5 MIN_AMOUNT, MAX_AMOUNT). */
  minCents?: number;
  maxCents?: number;
  /** @default strings.amountOther */
  otherLabel?: string;
  /** @default strings.amountOtherField */
  otherFieldLabel?: string;
  /** Nothing chosen. */
  errorMessage?: ReactNode;
  /** The free amount is wrong ("Saisissez un montant d'au moins 1,00 €"). */
  otherErrorMessage?: ReactNode;
  /** @default true */
  isRequired?: boolean;
}

/**
 * Amount choice (MODELS §2.2): preset amounts as card radios, and "Autre montant" with
 * a free amount field. Once JavaScript runs the field shows only when "Autre montant"
 * is chosen, right after the choices. Without JavaScript the field is always there and
 * the server reads it when the posted radio is "other".
 */
export function AmountPicker({
  label,
  description,
  name,
  otherName = `${name}Other`,
  presets,
  value,
  defaultValue,
  onChange,
  otherValue,
  defaultOtherValue,
  onOtherChange,
  minCents,
  maxCents,
  otherLabel,
  otherFieldLabel,
  errorMessage,
  otherErrorMessage,
  isRequired = true,
}: AmountPickerProps) {
  const strings = useDesignSystemStrings();
  const format = usePatternFormat();
  const hydrated = useHydrated();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const selected = value ?? ownValue;

  function select(next: string) {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }

  const min = minCents === undefined ? undefined : format.money(minCents);
  const max = maxCents === undefined ? undefined : format.money(maxCents);
  const hint =
    min && max ? format.message(strings.amountRange, { min, max })
    : min ? format.message(strings.amountMin, { min })
    : max ? format.message(strings.amountMax, { max })
    : undefined;
  const showOther = !hydrated || selected === OTHER_AMOUNT;

  return (
    <div className={picker}>
      <RadioGroup
        name={name}
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={isRequired}
        orientation="horizontal"
        value={selected || null}
        onChange={select}
      >
        {presets.map((preset) => (
          <Radio key={preset.cents} value={String(preset.cents)} appearance="card" description={preset.description}>
            <span className={amount}>{format.money(preset.cents)}</span>
          </Radio>
        ))}
        <Radio value={OTHER_AMOUNT} appearance="card">
          {otherLabel ?? strings.amountOther}
        </Radio>
      </RadioGroup>
      {showOther ?
        <div className={other}>
          <AmountField
            name={otherName}
            label={otherFieldLabel ?? strings.amountOtherField}
            description={hint}
            errorMessage={otherErrorMessage}
            isRequired={hydrated}
            value={otherValue}
            defaultValue={defaultOtherValue}
            onChange={onOtherChange}
          />
        </div>
      : null}
    </div>
  );
}
