'use client';

import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useDesignSystemLocale, useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { formatString } from '../../strings/formatString';
import { field } from '../../internal/field.css';
import { FieldDescription, FieldLabel } from '../../internal/FieldParts';
import { mergeIds } from '../../internal/mergeIds';
import { useHydrated } from '../../hooks/useHydrated';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import { button, enhanced, fileName as fileNameStyle, nativeInput, overlaidInput, picker } from './FileUpload.css';
import { formatFileSize, matchesAccept } from './fileChecks';

export interface FileUploadProps {
  /** Visible label: the file input's accessible name. */
  label: ReactNode;
  /** Hint under the label: say the accepted formats and the size limit ("PDF, JPG ou PNG, 5 Mo maximum"). */
  description?: ReactNode;
  /** Error from the form; takes precedence over the format and size checks. */
  errorMessage?: ReactNode;
  name?: string;
  /** Id of the input, for the error summary's link. */
  id?: string;
  /** Accepted extensions or MIME types, as in the `accept` attribute: ['.pdf', 'image/png']. */
  accept?: readonly string[];
  /** The accepted formats as people read them, for the error ("PDF, JPG ou PNG"). @default accept joined */
  acceptLabel?: string;
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Error for a file above `maxSize`. @default strings.fileTooLarge with {maxSize} */
  tooLargeMessage?: string;
  /** Error for a file outside `accept`. @default strings.fileWrongFormat with {formats} */
  wrongFormatMessage?: string;
  /** Text of the button. @default strings.fileChoose */
  chooseLabel?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The chosen file, or null when none or when it was refused. */
  onChange?: (file: File | null) => void;
  'data-testid'?: string;
}

/**
 * A file input (proof of status, student card): a native `<input type="file" name>`, so
 * it posts in a multipart form without JavaScript, where the browser's own button is
 * shown. With JavaScript, the input is laid transparently over a design-system button,
 * the chosen file's name is announced politely, and a file of the wrong type or too
 * large is refused at once with a message saying the limit.
 */
export function FileUpload({
  label,
  description,
  errorMessage,
  name,
  id,
  accept,
  acceptLabel,
  maxSize,
  tooLargeMessage,
  wrongFormatMessage,
  chooseLabel,
  isRequired,
  isDisabled,
  onChange,
  'data-testid': testId,
}: FileUploadProps) {
  const strings = useDesignSystemStrings();
  const locale = useDesignSystemLocale();
  const hydrated = useHydrated();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const [labelId, descriptionId, errorId, buttonId, statusId] = ['label', 'hint', 'error', 'button', 'status'].map(
    (part) => `${generatedId}-${part}`,
  );
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const error = errorMessage || refusal;
  const isInvalid = Boolean(error);

  function refusalOf(chosen: File): string | null {
    if (accept?.length && !matchesAccept(chosen, accept)) {
      return (
        wrongFormatMessage ??
        formatString(strings.fileWrongFormat, { formats: acceptLabel ?? accept.join(', ') }, locale)
      );
    }
    if (maxSize !== undefined && chosen.size > maxSize) {
      return (
        tooLargeMessage ?? formatString(strings.fileTooLarge, { maxSize: formatFileSize(maxSize, locale) }, locale)
      );
    }
    return null;
  }

  function change(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? refusalOf(chosen) : null;
    // A refused file is not kept: it would be posted with the form.
    if (problem) event.target.value = '';
    setRefusal(problem);
    setFile(problem ? null : chosen);
    onChange?.(problem ? null : chosen);
  }

  return (
    <div className={field} data-invalid={isInvalid || undefined} data-testid={testId}>
      <FieldLabel id={labelId} htmlFor={inputId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldMessage isInvalid={isInvalid} errorId={errorId}>
        {error}
      </FieldMessage>
      <div className={hydrated ? enhanced : undefined}>
        <span className={hydrated ? picker : undefined}>
          <input
            type="file"
            id={inputId}
            name={name}
            accept={accept?.join(',')}
            disabled={isDisabled}
            aria-labelledby={hydrated ? `${labelId} ${buttonId}` : undefined}
            aria-describedby={mergeIds(
              description ? descriptionId : undefined,
              isInvalid ? errorId : undefined,
              hydrated ? statusId : undefined,
            )}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            className={hydrated ? overlaidInput : nativeInput}
            onChange={change}
          />
          {hydrated ?
            <span id={buttonId} className={button} aria-hidden="true">
              {chooseLabel ?? strings.fileChoose}
            </span>
          : null}
        </span>
        {hydrated ?
          <span id={statusId} role="status" className={fileNameStyle}>
            {file ? formatString(strings.fileSelected, { fileName: file.name }, locale) : strings.fileNoneChosen}
          </span>
        : null}
      </div>
    </div>
  );
}
