'use client';

import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import { useDesignSystemStrings } from '../providers/DesignSystemProvider';
import { description as descriptionStyle, label as labelStyle, optionalMarker } from './field.css';

export interface FieldLabelProps {
  children: ReactNode;
  /** Required fields carry no marker; the others say "(facultatif)" (GOV.UK, DSFR). */
  isRequired?: boolean;
  /** Marks neither way (groups of choices, where "optional" means nothing). */
  hideNecessity?: boolean;
  /** Text read after the label but not shown (the currency of an amount). */
  hiddenSuffix?: ReactNode;
  /** `span` for groups, which are labelled with aria-labelledby rather than `for`. */
  elementType?: 'label' | 'span';
  className?: string;
  /** Only outside react-aria fields (FileUpload), which wire the label themselves. */
  id?: string;
  htmlFor?: string;
}

/** The visible label of a field, wired by react-aria to its control. */
export function FieldLabel({
  children,
  isRequired,
  hideNecessity,
  hiddenSuffix,
  elementType,
  className = labelStyle,
  id,
  htmlFor,
}: FieldLabelProps) {
  const strings = useDesignSystemStrings();
  return (
    <Label className={className} elementType={elementType} id={id} htmlFor={htmlFor}>
      {children}
      {hiddenSuffix}
      {isRequired || hideNecessity ? null : (
        <>
          {' '}
          <span className={optionalMarker}>{`(${strings.optional})`}</span>
        </>
      )}
    </Label>
  );
}

/** The hint under the label, wired to the control's aria-describedby (react-aria slot). */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === '' || children === false) return null;
  return (
    <Text slot="description" className={descriptionStyle}>
      {children}
    </Text>
  );
}
