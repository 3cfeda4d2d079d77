'use client';

import { useState } from 'react';
import { Button } from '../Button/Button';
import { useHydrated } from '../../internal/useHydrated';
import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';
import { stepper } from './QuantityField.css';

export interface QuantityFieldProps extends Omit<
  TextFieldBaseProps,
  'inputMode' | 'autoCapitalize' | 'value' | 'onChange' | 'width'
> {
  /** The quantity shown, as text (the field stays editable: the payer may type it). */
  value?: string;
  onChange?: (value: string) => void;
  /** @default 0 */
  min?: number;
  /** The most the payer may take; the increase button stops there. */
  max: number;
  /** Accessible names of the buttons, e.g. "Retirer une place : Entrée adulte". */
  decreaseLabel: string;
  increaseLabel: string;
}

const toNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * A number of places or products: a short text field (posted as typed, validated by the
 * form's rules, GOV.UK-style — see NumberField) with "−" and "+" buttons once JavaScript
 * runs. Without JavaScript the field alone works in a plain form post.
 */
export function QuantityField({
  value,
  defaultValue,
  onChange,
  min = 0,
  max,
  decreaseLabel,
  increaseLabel,
  isDisabled,
  ...rest
}: QuantityFieldProps) {
  const hydrated = useHydrated();
  const [own, setOwn] = useState(value ?? defaultValue ?? String(min));
  const text = value ?? own;
  const change = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };
  const current = toNumber(text);
  return (
    <TextInputField
      {...rest}
      isDisabled={isDisabled}
      value={text}
      onChange={change}
      inputMode="numeric"
      autoCorrect="off"
      spellCheck="false"
      width="short"
      after={
        hydrated ?
          <span className={stepper}>
            <Button
              variant="secondary"
              aria-label={decreaseLabel}
              isDisabled={isDisabled || current <= min}
              onPress={() => change(String(Math.max(min, current - 1)))}
            >
              −
            </Button>
            <Button
              variant="secondary"
              aria-label={increaseLabel}
              isDisabled={isDisabled || current >= max}
              onPress={() => change(String(Math.min(max, current + 1)))}
            >
              +
            </Button>
          </span>
        : null
      }
    />
  );
}
