'use client';

import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';

export interface NumberFieldProps extends Omit<TextFieldBaseProps, 'inputMode' | 'autoCapitalize'> {
  /** `decimal` adds the decimal separator to the keypad. @default 'numeric' */
  inputMode?: 'numeric' | 'decimal';
  /** @default 'short' */
  width?: TextFieldBaseProps['width'];
}

/**
 * A number typed as text (GOV.UK "Asking for numbers"): `inputMode="numeric"` opens the
 * digit keypad, but it is not `type="number"` nor a spin button, which change the value
 * with the mouse wheel or arrows, drop leading zeros and what they cannot parse, and
 * post nothing without JavaScript in react-aria's NumberField. The text is posted as
 * typed and validated by the form's rules (a day of the month, a quantity).
 */
export function NumberField({ inputMode = 'numeric', width = 'short', ...rest }: NumberFieldProps) {
  return <TextInputField {...rest} inputMode={inputMode} autoCorrect="off" spellCheck="false" width={width} />;
}
