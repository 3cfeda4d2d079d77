'use client';

import { useId } from 'react';
import { choiceDescription, choiceRow, choiceText } from '../../internal/choice.css';
import { choiceStates, HiddenInput, type ToggleInputProps } from '../../internal/choiceInput';
import { mergeIds } from '../../internal/mergeIds';
import { useControllableState } from '../../internal/useControllableState';
import { switchField, thumb, track } from './Switch.css';

/** The label says what is on, not "on/off"; posted as "on" (or `value`) when on. */
export type SwitchProps = ToggleInputProps;

/**
 * An on/off setting that applies at once (a display preference, "cover the fees"), with
 * a native checkbox of role `switch`. It posts "on" under `name` when on. For a choice
 * that is only applied when the form is sent, or a consent, use a Checkbox.
 */
export function Switch({
  children,
  description,
  id,
  name,
  form,
  value,
  isSelected: controlled,
  defaultSelected,
  onChange,
  isDisabled,
  isReadOnly,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  inputRef,
  'data-testid': testId,
  ...events
}: SwitchProps) {
  const descriptionId = useId();
  const [isSelected, setSelected] = useControllableState(controlled, defaultSelected ?? false, onChange);

  function change(next: boolean) {
    if (isReadOnly || isDisabled) return;
    setSelected(next);
  }

  const states = choiceStates({ isSelected, isDisabled, isReadOnly });
  return (
    <div className={switchField} data-testid={testId} {...states}>
      <label className={choiceRow} {...states}>
        <HiddenInput>
          <input
            {...events}
            ref={inputRef}
            type="checkbox"
            role="switch"
            id={id}
            name={name}
            form={form}
            value={value}
            checked={isSelected}
            onChange={(event) => change(event.target.checked)}
            disabled={isDisabled}
            aria-label={ariaLabel}
            aria-readonly={isReadOnly || undefined}
            aria-describedby={mergeIds(description ? descriptionId : undefined, describedBy)}
          />
        </HiddenInput>
        <span className={track} aria-hidden="true">
          <span className={thumb} />
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
