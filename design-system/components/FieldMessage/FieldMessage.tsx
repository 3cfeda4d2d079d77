'use client';

import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { errorText, messages, warningText } from '../../internal/field.css';

export interface FieldMessageProps {
  /** The error text. Defaults to react-aria's own validation errors of the field. */
  children?: ReactNode;
  /**
   * A non-blocking warning (the unusual email of SPEC §5): read with a hidden
   * "Attention :" prefix instead of "Erreur :", and it does not make the field invalid.
   */
  warning?: ReactNode;
  /** Id of the warning, for the field to list it in its `aria-describedby`. */
  warningId?: string;
}

/**
 * The messages under a field's label, inside a field component (TextField, RadioGroup…).
 * The error goes through react-aria's FieldError, so it is shown only while the field is
 * invalid and is wired to the field's aria-describedby, with a visually hidden
 * "Erreur :" prefix (GOV.UK). Error and warning sit in a polite live region (DSFR) that
 * is always rendered, so a message that appears while typing is announced.
 */
export function FieldMessage({ children, warning, warningId }: FieldMessageProps) {
  const strings = useDesignSystemStrings();
  return (
    <div aria-live="polite" className={messages}>
      <FieldError className={errorText}>
        {(validation) => (
          <>
            <VisuallyHidden>{strings.errorPrefix}</VisuallyHidden> {children ?? validation.validationErrors.join(' ')}
          </>
        )}
      </FieldError>
      {warning ?
        <span id={warningId} className={warningText}>
          <VisuallyHidden>{strings.warningPrefix}</VisuallyHidden> {warning}
        </span>
      : null}
    </div>
  );
}
