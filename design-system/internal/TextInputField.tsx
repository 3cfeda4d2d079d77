'use client';

import { useId, type FocusEvent, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FieldMessage, showsError } from '../components/FieldMessage/FieldMessage';
import { mergeIds } from './mergeIds';
import { useControllableState } from './useControllableState';
import { useTextTypedBeforeHydration } from './useTextTypedBeforeHydration';
import { FieldDescription, FieldLabel, hasContent } from './FieldParts';
import { field } from './field.css';
import { control, input, suffix as suffixStyle } from './input.css';

/** What every text-like field of the design system accepts (TextField, EmailField…). */
export interface TextFieldBaseProps {
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
  /** The control's id (the label points at it). @default a generated one */
  id?: string;
  name?: string;
  /** Controlled text; with neither this nor `defaultValue` the field starts empty. */
  value?: string;
  defaultValue?: string;
  /** Called with the new text at each change. */
  onChange?: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Sets `aria-required` (no native `required`: the form library validates, without bubbles). */
  isRequired?: boolean;
  /**
   * No "(facultatif)" on an optional field whose difference does not matter to the payer
   * (a prefilled price asked only with a choice made beside it).
   */
  hideNecessity?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** @default true when there is an `errorMessage` */
  isInvalid?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  enterKeyHint?: HTMLAttributes<HTMLInputElement>['enterKeyHint'];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  placeholder?: string;
  spellCheck?: 'true' | 'false';
  autoCorrect?: string;
  /** Mobile keyboards: `none` for emails and codes. Passed to the input. */
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** Ids of more text describing the field, read after the hint and the error. */
  'aria-describedby'?: string;
  /** Only where there is no visible label: it replaces the label's wiring. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
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
 * The one implementation behind every text-like field: a native <input name> (it posts
 * without JavaScript and is in the server HTML) with its label (`for`), hint, error and
 * warning wired by ids, and `aria-invalid` / `aria-required` rather than native
 * validation, so that the form library (Conform + zod) decides what is valid, with no
 * native bubbles. Plain React: the browser gives focus, hover and typing, so no
 * react-aria code is loaded for it. The data attributes are the ones the styles read.
 */
export function TextInputField({
  label,
  description,
  errorMessage,
  warning,
  id,
  value,
  defaultValue,
  onChange,
  isRequired,
  hideNecessity,
  isDisabled,
  isReadOnly,
  isInvalid: givenInvalid,
  autoCapitalize,
  width = 'full',
  hiddenLabelSuffix,
  suffix,
  after,
  rows,
  inputRef,
  textAreaRef,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'data-testid': testId,
  type = 'text',
  ...native
}: TextInputFieldProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const [labelId, descriptionId, errorId, warningId] = ['label', 'hint', 'error', 'warning'].map(
    (part) => `${baseId}-${part}`,
  );
  // Uncontrolled, the text is still kept here, as react-aria did: a caller reads it
  // through onChange only, and the input stays controlled either way.
  const [current, setCurrent] = useControllableState(value, defaultValue ?? '', onChange);
  useTextTypedBeforeHydration(inputId, value !== undefined, setCurrent);
  const isInvalid = givenInvalid ?? Boolean(errorMessage);
  const hasWarning = hasContent(warning);
  const hasLabel = !ariaLabel && !labelledBy;
  const attached = suffix != null;

  const shared = {
    ...native,
    id: inputId,
    value: current,
    onChange: (event: { target: { value: string } }) => setCurrent(event.target.value),
    disabled: isDisabled,
    readOnly: isReadOnly,
    autoCapitalize,
    'aria-label': ariaLabel,
    'aria-labelledby': hasLabel ? labelId : labelledBy,
    'aria-describedby': mergeIds(
      hasContent(description) ? descriptionId : undefined,
      showsError(errorMessage, isInvalid) ? errorId : undefined,
      describedBy,
      hasWarning ? warningId : undefined,
    ),
    'aria-invalid': isInvalid || undefined,
    'aria-required': isRequired || undefined,
    'data-disabled': isDisabled || undefined,
    'data-invalid': isInvalid || undefined,
    'data-readonly': isReadOnly || undefined,
    'data-required': isRequired || undefined,
  };

  return (
    <div
      className={field}
      data-testid={testId}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
    >
      <FieldLabel
        id={labelId}
        htmlFor={inputId}
        isRequired={isRequired}
        hideNecessity={hideNecessity}
        hiddenSuffix={hiddenLabelSuffix}
      >
        {label}
      </FieldLabel>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldMessage
        isInvalid={isInvalid}
        errorId={errorId}
        warning={hasWarning ? warning : undefined}
        warningId={warningId}
      >
        {errorMessage}
      </FieldMessage>
      {rows ?
        <textarea
          {...(shared as Omit<typeof shared, 'onFocus' | 'onBlur' | 'onKeyDown'>)}
          ref={textAreaRef}
          rows={rows}
          className={input({ multiline: true })}
        />
      : <div className={control({ width, wrap: after != null })}>
          <input {...shared} ref={inputRef} type={type} className={input({ attached })} />
          {attached ?
            <span className={suffixStyle} aria-hidden="true">
              {suffix}
            </span>
          : null}
          {after}
        </div>
      }
    </div>
  );
}
