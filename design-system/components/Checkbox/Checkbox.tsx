'use client';

import { useContext, useId, useState, type ReactNode } from 'react';
import { choiceDescription, choiceRow, choiceText } from '../../internal/choice.css';
import { choiceStates, HiddenInput, type ToggleInputProps } from '../../internal/choiceInput';
import { mergeIds } from '../../internal/mergeIds';
import { CheckboxGroupContext } from '../CheckboxGroup/checkboxGroupState';
import { FieldMessage, showsError } from '../FieldMessage/FieldMessage';
import { box, checkboxField, checkMark, standalone } from './Checkbox.css';

export interface CheckboxProps extends ToggleInputProps {
  /**
   * Error shown above the box; also marks it invalid. Only for a checkbox on its own (a
   * required consent, IS_TRUE): in a CheckboxGroup, the group shows the error.
   */
  errorMessage?: ReactNode;
  /** Alone: posted as "on" when ticked (or `value`). In a group: the group's name. */
  name?: string;
  /** Posted when ticked; in a CheckboxGroup, the option's value. */
  value?: string;
  /** Sets `aria-required` (no native `required`: the form library validates). */
  isRequired?: boolean;
  /** @default true when there is an `errorMessage` (in a group: the group's) */
  isInvalid?: boolean;
}

/**
 * A native checkbox with a visible box and label, alone (a consent that must be ticked,
 * with `isRequired` and an `errorMessage`) or inside a CheckboxGroup. Without a `value`
 * it posts "on" when ticked, which the rules read as true.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  id,
  name,
  form,
  value,
  isSelected: controlled,
  defaultSelected,
  onChange,
  isRequired: ownRequired,
  isDisabled: ownDisabled,
  isReadOnly: ownReadOnly,
  isInvalid: ownInvalid,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  inputRef,
  'data-testid': testId,
  ...events
}: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  const baseId = useId();
  const [descriptionId, errorId] = [`${baseId}-hint`, `${baseId}-error`];
  const [ownSelected, setOwnSelected] = useState(defaultSelected ?? false);
  const isSelected = group ? value !== undefined && group.selected.includes(value) : (controlled ?? ownSelected);
  const isDisabled = ownDisabled || group?.isDisabled;
  const isReadOnly = ownReadOnly || group?.isReadOnly;
  const isInvalid =
    group ? group.isInvalid || Boolean(ownInvalid)
    : errorMessage ? true
    : Boolean(ownInvalid);
  // In a group, "required" means one option at least: the group says it, not each box (as react-aria did).
  const isRequired = ownRequired;
  const shownError = !group && showsError(errorMessage, isInvalid) ? errorId : undefined;

  function change(next: boolean) {
    if (isReadOnly || isDisabled) return;
    if (group && value !== undefined) group.toggle(value, next);
    else if (controlled === undefined) setOwnSelected(next);
    onChange?.(next);
  }

  const states = choiceStates({ isSelected, isDisabled, isReadOnly, isInvalid, isRequired });
  return (
    <div className={group ? checkboxField : `${checkboxField} ${standalone}`} data-testid={testId} {...states}>
      {group ? null : (
        <FieldMessage isInvalid={isInvalid} errorId={errorId}>
          {errorMessage}
        </FieldMessage>
      )}
      <label className={choiceRow} {...states}>
        <HiddenInput>
          <input
            {...events}
            ref={inputRef}
            type="checkbox"
            id={id}
            name={name ?? group?.name}
            form={form ?? group?.form}
            value={value}
            checked={isSelected}
            onChange={(event) => change(event.target.checked)}
            disabled={isDisabled}
            aria-label={ariaLabel}
            aria-required={isRequired || undefined}
            aria-invalid={isInvalid || undefined}
            aria-readonly={isReadOnly || undefined}
            aria-describedby={mergeIds(
              description ? descriptionId : undefined,
              shownError,
              describedBy,
              group?.describedBy,
            )}
          />
        </HiddenInput>
        <span className={box} aria-hidden="true">
          <svg className={checkMark} viewBox="0 0 16 16" focusable="false">
            <polyline points="3,8.5 6.5,12 13,4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </span>
        <span className={choiceText}>{children}</span>
      </label>
      {description ?
        <span id={descriptionId} className={choiceDescription}>
          {description}
        </span>
      : null}
    </div>
  );
}
