'use client';

import type { ReactNode } from 'react';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { errorText, messages, warningText } from '../../internal/field.css';
import { hasContent } from '../../internal/FieldParts';
import { useLiveWhileFocused } from '../../internal/useLiveWhileFocused';

export interface FieldMessageProps {
  /** The error text; shown while the field is invalid. */
  children?: ReactNode;
  /** Whether the field is invalid. @default true when there is an error text */
  isInvalid?: boolean;
  /** Id of the error, for the field to list it in its `aria-describedby` while shown. */
  errorId?: string;
  /**
   * A non-blocking warning (the unusual email of SPEC §5): read with a hidden
   * "Attention :" prefix instead of "Erreur :", and it does not make the field invalid.
   */
  warning?: ReactNode;
  /** Id of the warning, for the field to list it in its `aria-describedby`. */
  warningId?: string;
}

/** The visually hidden "Erreur :" read before an error (GOV.UK). */
export function ErrorPrefix() {
  const strings = useDesignSystemStrings();
  return <VisuallyHidden>{strings.errorPrefix}</VisuallyHidden>;
}

/** Whether a field shows its error: invalid, with a text to show. */
export function showsError(errorMessage: ReactNode, isInvalid: boolean | undefined): boolean {
  return (isInvalid ?? true) && hasContent(errorMessage);
}

/**
 * The messages under a field's label, inside a field component (TextField, RadioGroup…).
 * The error is shown only while the field is invalid, with a visually hidden "Erreur :"
 * prefix (GOV.UK); the field lists `errorId` in its control's aria-describedby then
 * (`showsError`). Error and warning sit in a live region (DSFR) that is always rendered
 * and polite while the focus is in the field, so a message that appears while typing is
 * announced, and one that comes with a submit is not said twice (useLiveWhileFocused).
 */
export function FieldMessage({ children, isInvalid, errorId, warning, warningId }: FieldMessageProps) {
  const strings = useDesignSystemStrings();
  const live = useLiveWhileFocused<HTMLDivElement>();
  return (
    <div {...live} className={messages}>
      {showsError(children, isInvalid) ?
        <span id={errorId} className={errorText}>
          <ErrorPrefix /> {children}
        </span>
      : null}
      {warning ?
        <span id={warningId} className={warningText}>
          <VisuallyHidden>{strings.warningPrefix}</VisuallyHidden> {warning}
        </span>
      : null}
    </div>
  );
}
