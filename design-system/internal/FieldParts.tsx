'use client';

import type { ReactNode } from 'react';
import { useDesignSystemStrings } from '../providers/DesignSystemProvider';
import { description as descriptionStyle, label as labelStyle, optionalMarker } from './field.css';

export interface FieldLabelContentProps {
  children: ReactNode;
  /** Required fields carry no marker; the others say "(facultatif)" (GOV.UK, DSFR). */
  isRequired?: boolean;
  /** Marks neither way (groups of choices, where "optional" means nothing). */
  hideNecessity?: boolean;
  /** Text read after the label but not shown (the currency of an amount). */
  hiddenSuffix?: ReactNode;
}

export interface FieldLabelProps extends FieldLabelContentProps {
  /** `span` for groups, which are labelled with aria-labelledby rather than `for`. */
  elementType?: 'label' | 'span';
  className?: string;
  id?: string;
  /** The control's id (a `label` only). */
  htmlFor?: string;
}

/** What a label reads: the text, a hidden suffix, "(facultatif)" when the field is optional. */
export function FieldLabelContent({ children, isRequired, hideNecessity, hiddenSuffix }: FieldLabelContentProps) {
  const strings = useDesignSystemStrings();
  return (
    <>
      {children}
      {hiddenSuffix}
      {isRequired || hideNecessity ? null : (
        <>
          {' '}
          <span className={optionalMarker}>{`(${strings.optional})`}</span>
        </>
      )}
    </>
  );
}

/**
 * The visible label of a field, a plain element: the field gives it its id and the
 * control's (`htmlFor`), so no react-aria code is needed to wire it.
 */
export function FieldLabel({
  elementType = 'label',
  className = labelStyle,
  id,
  htmlFor,
  ...content
}: FieldLabelProps) {
  const Element = elementType;
  return (
    <Element className={className} id={id} htmlFor={elementType === 'label' ? htmlFor : undefined}>
      <FieldLabelContent {...content} />
    </Element>
  );
}

/** True when a hint or message has something to show (`''`, `false` and null show nothing). */
export function hasContent(node: ReactNode): boolean {
  return node != null && node !== '' && node !== false;
}

/**
 * The hint under the label; the field lists its id in the control's aria-describedby
 * when the hint is there (`hasContent`).
 */
export function FieldDescription({ id, children }: { id?: string; children?: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <span id={id} className={descriptionStyle}>
      {children}
    </span>
  );
}
