'use client';

import { useId, type ReactNode } from 'react';
import { FieldMessage, showsError } from '../components/FieldMessage/FieldMessage';
import { groupOptions } from './choice.css';
import { field, legend } from './field.css';
import { FieldDescription, FieldLabel, hasContent } from './FieldParts';
import { mergeIds } from './mergeIds';

/** What a group of choices (CheckboxGroup, RadioGroup) shares with its frame. */
export interface ChoiceGroupFrameProps {
  role: 'group' | 'radiogroup';
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid: boolean;
  orientation: 'vertical' | 'horizontal';
  /** The group's id (an error summary links to it); a generated one otherwise. */
  id?: string;
  /** The caller's own descriptions, after the group's hint and error. */
  'aria-describedby'?: string;
  /** ARIA and data attributes that only one kind of group carries (aria-required…). */
  groupAttributes: Record<string, string | boolean | undefined>;
  /**
   * The options, given the ids each option lists in its own description (the group's error
   * and hint, as react-aria did), usually wrapped in the group's context provider.
   */
  children: (optionsDescribedBy: string | undefined) => ReactNode;
}

/**
 * The labelled, described frame of a group of choices: a group named by its visible label
 * (read like a legend), its hint and its one error for the whole group, then the options.
 */
export function ChoiceGroupFrame({
  role,
  label,
  description,
  errorMessage,
  isInvalid,
  orientation,
  id,
  'aria-describedby': describedBy,
  groupAttributes,
  children,
}: ChoiceGroupFrameProps) {
  const baseId = useId();
  const [labelId, descriptionId, errorId] = ['label', 'hint', 'error'].map((part) => `${baseId}-${part}`);
  const shownDescription = hasContent(description) ? descriptionId : undefined;
  const shownError = showsError(errorMessage, isInvalid) ? errorId : undefined;
  return (
    <div
      role={role}
      id={id ?? `${baseId}-group`}
      aria-labelledby={labelId}
      aria-describedby={mergeIds(shownDescription, shownError, describedBy)}
      className={field}
      {...groupAttributes}
    >
      <FieldLabel className={legend} elementType="span" id={labelId} hideNecessity>
        {label}
      </FieldLabel>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldMessage isInvalid={isInvalid} errorId={errorId}>
        {errorMessage}
      </FieldMessage>
      <div className={groupOptions({ orientation })}>{children(mergeIds(shownError, shownDescription))}</div>
    </div>
  );
}
