'use client';

import { useContext, type ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroupStateContext,
  Text,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { choiceDescription, choiceRow, choiceText } from '../../internal/choice.css';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import { box, checkboxField, checkMark, standalone } from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children' | 'render'> {
  /** The label next to the box: its accessible name. */
  children: ReactNode;
  /** Secondary text under the label, read as the checkbox's description. */
  description?: ReactNode;
  /**
   * Error shown above the box; also marks it invalid. Only for a checkbox on its own (a
   * required consent, IS_TRUE): in a CheckboxGroup, the group shows the error.
   */
  errorMessage?: ReactNode;
  'data-testid'?: string;
}

/**
 * A native checkbox with a visible box and label, alone (a consent that must be ticked,
 * with `isRequired` and an `errorMessage`) or inside a CheckboxGroup. Without a `value`
 * it posts "on" when ticked, which the rules read as true.
 */
export function Checkbox({ children, description, errorMessage, ...rest }: CheckboxProps) {
  const inGroup = useContext(CheckboxGroupStateContext) != null;
  return (
    <CheckboxField
      {...rest}
      isInvalid={errorMessage ? true : rest.isInvalid}
      validationBehavior={rest.validationBehavior ?? 'aria'}
      className={inGroup ? checkboxField : `${checkboxField} ${standalone}`}
    >
      {inGroup ? null : <FieldMessage>{errorMessage}</FieldMessage>}
      <CheckboxButton className={choiceRow}>
        <span className={box} aria-hidden="true">
          <svg className={checkMark} viewBox="0 0 16 16" focusable="false">
            <polyline points="3,8.5 6.5,12 13,4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </span>
        <span className={choiceText}>{children}</span>
      </CheckboxButton>
      {description ?
        <Text slot="description" className={choiceDescription}>
          {description}
        </Text>
      : null}
    </CheckboxField>
  );
}
