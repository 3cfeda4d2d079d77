'use client';

import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { groupOptions } from '../../internal/choice.css';
import { field, legend } from '../../internal/field.css';
import { FieldDescription, FieldLabel } from '../../internal/FieldParts';
import { FieldMessage } from '../FieldMessage/FieldMessage';

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** Visible group label (read like a legend): the group's accessible name. */
  label: ReactNode;
  /** Hint under the label ("Cochez toutes les réponses qui s’appliquent"). */
  description?: ReactNode;
  /** Error shown above the options; also marks the group invalid. */
  errorMessage?: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * Several choices among options (extra options of a ticket), with native checkboxes that
 * all post under the group's `name`, one entry per ticked `value`. The group is labelled
 * and described like a fieldset; errors are shown once, for the group.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...rest
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...rest}
      isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
      validationBehavior={rest.validationBehavior ?? 'aria'}
      className={field}
    >
      <FieldLabel className={legend} elementType="span" hideNecessity>
        {label}
      </FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldMessage>{errorMessage}</FieldMessage>
      <div className={groupOptions({ orientation })}>{children}</div>
    </AriaCheckboxGroup>
  );
}
