'use client';

import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { ErrorPrefix } from '../components/FieldMessage/FieldMessage';
import { description as descriptionStyle, errorText, label as labelStyle, messages } from './field.css';
import { FieldLabelContent, hasContent, type FieldLabelContentProps } from './FieldParts';
import { useLiveWhileFocused } from './useLiveWhileFocused';

/**
 * The label, hint and error of the fields that are still react-aria components (Select,
 * ComboBox): the same markup as FieldParts and FieldMessage, but wired by react-aria's
 * contexts (ids, aria-describedby, validation state). The native fields use the plain
 * parts, which load none of this.
 */
export function AriaFieldLabel({
  className = labelStyle,
  ...content
}: FieldLabelContentProps & { className?: string }) {
  return (
    <Label className={className}>
      <FieldLabelContent {...content} />
    </Label>
  );
}

export function AriaFieldDescription({ children }: { children?: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <Text slot="description" className={descriptionStyle}>
      {children}
    </Text>
  );
}

/** Shown while the field is invalid, with react-aria's own errors when no text is given. */
export function AriaFieldMessage({ children }: { children?: ReactNode }) {
  const live = useLiveWhileFocused<HTMLDivElement>();
  return (
    <div {...live} className={messages}>
      <FieldError className={errorText}>
        {(validation) => (
          <>
            <ErrorPrefix /> {children ?? validation.validationErrors.join(' ')}
          </>
        )}
      </FieldError>
    </div>
  );
}
