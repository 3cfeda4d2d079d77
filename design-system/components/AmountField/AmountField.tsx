'use client';

import type { KeyboardEvent } from 'react';
import { decimalSeparatorOf, isAllowedAmountKey, normaliseAmountInput } from '../../../lib/rules/amounts';
import { numberTextLocale } from '../../../lib/rules/numberText';
import { useDesignSystemLocale, useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';
import { useNormaliseOnBlur } from '../../internal/useNormaliseOnBlur';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface AmountFieldProps extends Omit<
  TextFieldBaseProps,
  'inputMode' | 'width' | 'autoCapitalize' | 'spellCheck' | 'minLength' | 'pattern'
> {
  /** Currency read after the label (the visible suffix is hidden from screen readers). @default strings.amountCurrency */
  currencyLabel?: string;
}

/**
 * Whether a keydown must be refused (SPEC §5 amount input). Only keys that would type a
 * character, and the down arrow, go through the rule: named keys the rule does not list
 * (Escape to close a dialog, F5, Android's "Unidentified") keep working.
 */
export function blocksAmountKey(event: KeyboardEvent, input: HTMLInputElement): boolean {
  if (event.key.length !== 1 && event.key !== 'ArrowDown') return false;
  return !isAllowedAmountKey(event, {
    value: input.value,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
  });
}

/**
 * An amount in euros (SPEC §5): a text input with the decimal keypad that accepts
 * digits, one comma or period, and the editing and navigation keys; a down arrow at
 * zero is refused. On leaving the field the text is normalised with the page's decimal
 * separator ("012,345" → "12,35" in French, "12.35" in English), which is the value
 * posted; the server reads either separator. Without JavaScript the raw text is posted
 * and the server normalises it with the same rule (lib/rules/amounts). A value given to
 * it is written by the caller in the page's language too (lib/rules/amounts amountInputText).
 */
export function AmountField({
  currencyLabel,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  onBlur,
  ...rest
}: AmountFieldProps) {
  const strings = useDesignSystemStrings();
  const separator = decimalSeparatorOf(numberTextLocale(useDesignSystemLocale()) ?? 'en');
  const normalised = useNormaliseOnBlur({
    value,
    defaultValue,
    onChange,
    onBlur,
    normalise: (text) => normaliseAmountInput(text, separator),
  });

  return (
    <TextInputField
      {...rest}
      {...normalised}
      inputMode="decimal"
      autoCorrect="off"
      spellCheck="false"
      width="medium"
      suffix={strings.amountCurrencySymbol}
      hiddenLabelSuffix={
        <>
          {' '}
          <VisuallyHidden>{currencyLabel ?? strings.amountCurrency}</VisuallyHidden>
        </>
      }
      onKeyDown={(event) => {
        if (blocksAmountKey(event, event.target as HTMLInputElement)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
