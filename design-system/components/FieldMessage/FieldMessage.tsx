'use client';

import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { errorText } from '../../internal/field.css';

export interface FieldMessageProps {
  children?: ReactNode;
}

/**
 * The error under a field. Rendered through react-aria's FieldError so it is wired to
 * the field's aria-describedby, with a visually hidden "Erreur :" prefix (GOV.UK) so
 * the message is not read as a plain hint.
 */
export function FieldMessage({ children }: FieldMessageProps) {
  const strings = useDesignSystemStrings();
  return (
    <FieldError className={errorText}>
      {(validation) => (
        <>
          <VisuallyHidden>{`${strings.errorPrefix} `}</VisuallyHidden>
          {children ?? validation.validationErrors.join(' ')}
        </>
      )}
    </FieldError>
  );
}
