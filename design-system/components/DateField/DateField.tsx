'use client';

import type { ReactNode } from 'react';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';
import { useNormaliseOnBlur } from '../../internal/useNormaliseOnBlur';
import { hintLine } from './DateField.css';
import { normaliseDateInput } from './normaliseDateInput';

export interface DateFieldProps extends Omit<TextFieldBaseProps, 'inputMode' | 'width' | 'autoCapitalize'> {
  /** Extra hint, shown above the format ("Vous devez avoir au moins 18 ans."). */
  description?: ReactNode;
  /** The expected format, always shown. @default strings.dateFormatHint ("Format attendu : JJ/MM/AAAA") */
  formatHint?: ReactNode;
  /** `bday` for a birth date. */
  autoComplete?: string;
  /** @default 'numeric' */
  inputMode?: 'numeric' | 'text';
}

/**
 * A date typed day/month/year in one text input (SPEC §5), with the format always in
 * the hint. It posts the text, DD/MM/YYYY, under `name`: the format the rules validate,
 * with or without JavaScript. When the field is left, "1/2/1990" or "01021990" is
 * rewritten "01/02/1990" (the digit keypad of some phones has no "/").
 *
 * Chosen over react-aria's segmented DateField, whose segments are not inputs: without
 * JavaScript nothing is posted, and with it the value is posted as ISO YYYY-MM-DD.
 */
export function DateField({
  description,
  formatHint,
  inputMode = 'numeric',
  value,
  defaultValue,
  onChange,
  onBlur,
  ...rest
}: DateFieldProps) {
  const strings = useDesignSystemStrings();
  const normalised = useNormaliseOnBlur({ value, defaultValue, onChange, onBlur, normalise: normaliseDateInput });
  return (
    <TextInputField
      {...rest}
      {...normalised}
      description={
        <>
          {description ?
            <>
              <span className={hintLine}>{description}</span>{' '}
            </>
          : null}
          <span className={hintLine}>{formatHint ?? strings.dateFormatHint}</span>
        </>
      }
      inputMode={inputMode}
      autoCorrect="off"
      spellCheck="false"
      width="short"
    />
  );
}
