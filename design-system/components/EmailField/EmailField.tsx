'use client';

import { useId, type ReactNode } from 'react';
import { mergeIds } from '../../internal/mergeIds';
import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';

export interface EmailFieldProps extends Omit<TextFieldBaseProps, 'inputMode' | 'autoCapitalize' | 'spellCheck'> {
  /** @default 'email' */
  autoComplete?: string;
  /**
   * A non-blocking warning under a valid address that is probably mistyped (unusual
   * characters, "gmial.com": SPEC §5). Read politely with an "Attention :" prefix; it is
   * not an error and does not mark the field invalid.
   */
  warning?: ReactNode;
}

/**
 * An email address input: `type="email"` (email keyboard), no spell check and no
 * automatic capitals, `autoComplete="email"`. Give the expected format in the hint
 * ("Format attendu : nom@domaine.fr").
 */
export function EmailField({ autoComplete = 'email', warning, ...rest }: EmailFieldProps) {
  const warningId = useId();
  const hasWarning = warning != null && warning !== '' && warning !== false;
  return (
    <TextInputField
      {...rest}
      type="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck="false"
      warning={hasWarning ? warning : undefined}
      warningId={warningId}
      aria-describedby={mergeIds(rest['aria-describedby'], hasWarning ? warningId : undefined)}
    />
  );
}
