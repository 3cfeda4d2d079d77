'use client';

import { useId, type ReactNode, type Ref } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldMessage } from '../components/FieldMessage/FieldMessage';
import { mergeIds } from './mergeIds';
import { FieldDescription, FieldLabel } from './FieldParts';
import { field } from './field.css';
import { control, input, suffix as suffixStyle } from './input.css';

/** What every text-like field of the design system accepts (TextField, EmailField…). */
export interface TextFieldBaseProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'render' | 'type'
> {
  /** Visible label; its text is the field's accessible name. */
  label: ReactNode;
  /** Hint under the label, read after it ("Format attendu : …"). */
  description?: ReactNode;
  /** Error shown above the control; also marks the field invalid (`aria-invalid`). */
  errorMessage?: ReactNode;
  /**
   * A non-blocking warning about a valid value that is probably a mistake (an unusual
   * email, a contribution far above the usual): shown under the label with a hidden
   * "Attention :" prefix, announced politely, listed in the field's description; it does
   * not mark the field invalid.
   */
  warning?: ReactNode;
  /** Mobile keyboards: `none` for emails and codes. Passed to the input. */
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** Expected length of the answer, shown by the width of the input. @default 'full' */
  width?: 'full' | 'medium' | 'short';
  /** The `<input>` element (to focus it from a dialog, for instance). */
  inputRef?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

export interface TextInputFieldProps extends TextFieldBaseProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  /** Read after the label but not shown (currency of an amount). */
  hiddenLabelSuffix?: ReactNode;
  /** Unit drawn at the end of the input, hidden from assistive technologies. */
  suffix?: ReactNode;
  /** Control placed after the input on the same row (wraps on narrow screens). */
  after?: ReactNode;
  /** A text area instead of a single-line input. */
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The one implementation behind every text-like field: react-aria's TextField with a
 * real <input name> (it posts without JavaScript and is in the server HTML), the label,
 * the hint and the messages wired to it, and `validationBehavior="aria"` so that the
 * form library (Conform + zod) decides what is valid, with no native bubbles.
 */
export function TextInputField({
  label,
  description,
  errorMessage,
  autoCapitalize,
  width = 'full',
  hiddenLabelSuffix,
  warning,
  suffix,
  after,
  rows,
  inputRef,
  textAreaRef,
  ...rest
}: TextInputFieldProps) {
  const attached = suffix != null;
  const warningId = useId();
  const hasWarning = warning != null && warning !== '' && warning !== false;
  return (
    <AriaTextField
      {...rest}
      aria-describedby={mergeIds(rest['aria-describedby'], hasWarning ? warningId : undefined)}
      isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
      validationBehavior={rest.validationBehavior ?? 'aria'}
      className={field}
    >
      <FieldLabel isRequired={rest.isRequired} hiddenSuffix={hiddenLabelSuffix}>
        {label}
      </FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldMessage warning={hasWarning ? warning : undefined} warningId={warningId}>
        {errorMessage}
      </FieldMessage>
      {rows ?
        <TextArea
          ref={textAreaRef}
          rows={rows}
          autoCapitalize={autoCapitalize}
          className={input({ multiline: true })}
        />
      : <div className={control({ width, wrap: after != null })}>
          <Input ref={inputRef} autoCapitalize={autoCapitalize} className={input({ attached })} />
          {attached ?
            <span className={suffixStyle} aria-hidden="true">
              {suffix}
            </span>
          : null}
          {after}
        </div>
      }
    </AriaTextField>
  );
}
