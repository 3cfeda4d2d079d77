'use client';

import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';

export interface PhoneFieldProps extends Omit<TextFieldBaseProps, 'inputMode' | 'autoCapitalize'> {
  /** `tel`, or `tel-national` when the country is asked separately. @default 'tel' */
  autoComplete?: string;
  /** @default 'medium' */
  width?: TextFieldBaseProps['width'];
}

/**
 * A phone number: `type="tel"`, `inputMode="tel"` (phone keypad), `autoComplete="tel"`.
 * The number is posted as typed; the rule accepts digits, spaces, dots and "+" (SPEC §5),
 * so say so in the hint rather than forcing a format while typing.
 */
export function PhoneField({ autoComplete = 'tel', width = 'medium', ...rest }: PhoneFieldProps) {
  return (
    <TextInputField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      autoCorrect="off"
      spellCheck="false"
      width={width}
    />
  );
}
