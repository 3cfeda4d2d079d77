'use client';

import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';

export interface ZipCodeFieldProps extends Omit<TextFieldBaseProps, 'width'> {
  /** @default 'postal-code' */
  autoComplete?: string;
  /** `numeric` for a French-only address; codes abroad may have letters. @default 'text' */
  inputMode?: 'text' | 'numeric';
}

/**
 * A postcode: `autoComplete="postal-code"`, a short input (its width says the answer is
 * short), capitals on mobile keyboards for codes with letters, no spell check.
 */
export function ZipCodeField({ autoComplete = 'postal-code', inputMode = 'text', ...rest }: ZipCodeFieldProps) {
  return (
    <TextInputField
      autoCapitalize="characters"
      {...rest}
      autoComplete={autoComplete}
      inputMode={inputMode}
      autoCorrect="off"
      spellCheck="false"
      width="short"
    />
  );
}
