'use client';

import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';

export interface EmailFieldProps extends Omit<TextFieldBaseProps, 'inputMode' | 'autoCapitalize' | 'spellCheck'> {
  /** @default 'email' */
  autoComplete?: string;
  /**
   * A non-blocking warning under a valid address that is probably mistyped (unusual
   * characters, "gmial.com": SPEC §5), as every text field takes one.
   */
  warning?: TextFieldBaseProps['warning'];
}

/**
 * An email address input: `type="email"` (email keyboard), no spell check and no
 * automatic capitals, `autoComplete="email"`. Give the expected format in the hint
 * ("Format attendu : nom@domaine.fr").
 */
export function EmailField({ autoComplete = 'email', ...rest }: EmailFieldProps) {
  return (
    <TextInputField
      {...rest}
      type="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck="false"
    />
  );
}
