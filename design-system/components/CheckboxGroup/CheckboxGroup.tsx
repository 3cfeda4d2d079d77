'use client';

import { useId, type ReactNode } from 'react';
import { groupOptions } from '../../internal/choice.css';
import { field, legend } from '../../internal/field.css';
import { FieldDescription, FieldLabel, hasContent } from '../../internal/FieldParts';
import { mergeIds } from '../../internal/mergeIds';
import { useControllableState } from '../../internal/useControllableState';
import { FieldMessage, showsError } from '../FieldMessage/FieldMessage';
import { CheckboxGroupContext } from './checkboxGroupState';

export interface CheckboxGroupProps {
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
  /** The group's id (an error summary links to it). */
  id?: string;
  /** Every ticked checkbox posts its `value` under this name. */
  name?: string;
  form?: string;
  /** The ticked values (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  /** Called with the ticked values after each change. */
  onChange?: (value: string[]) => void;
  /** At least one option must be ticked (the group's data-required; the form library checks it). */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** @default true when there is an `errorMessage` */
  isInvalid?: boolean;
  'aria-describedby'?: string;
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
  id,
  name,
  form,
  value,
  defaultValue,
  onChange,
  isRequired,
  isDisabled,
  isReadOnly,
  isInvalid: givenInvalid,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: CheckboxGroupProps) {
  const baseId = useId();
  const [labelId, descriptionId, errorId] = ['label', 'hint', 'error'].map((part) => `${baseId}-${part}`);
  const [selected, setSelected] = useControllableState<readonly string[]>(value, defaultValue ?? []);
  const isInvalid = givenInvalid ?? Boolean(errorMessage);
  const shownDescription = hasContent(description) ? descriptionId : undefined;
  const shownError = showsError(errorMessage, isInvalid) ? errorId : undefined;

  function toggle(option: string, isSelected: boolean) {
    if (isReadOnly || isDisabled) return;
    const next = isSelected ? [...selected.filter((v) => v !== option), option] : selected.filter((v) => v !== option);
    setSelected(next);
    onChange?.(next);
  }

  return (
    <div
      role="group"
      id={id ?? `${baseId}-group`}
      aria-labelledby={labelId}
      aria-describedby={mergeIds(shownDescription, shownError, describedBy)}
      aria-disabled={isDisabled || undefined}
      className={field}
      data-testid={testId}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <FieldLabel className={legend} elementType="span" id={labelId} hideNecessity>
        {label}
      </FieldLabel>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldMessage isInvalid={isInvalid} errorId={errorId}>
        {errorMessage}
      </FieldMessage>
      <CheckboxGroupContext.Provider
        value={{
          name,
          form,
          selected,
          toggle,
          isDisabled,
          isReadOnly,
          isInvalid,
          describedBy: mergeIds(shownError, shownDescription),
        }}
      >
        <div className={groupOptions({ orientation })}>{children}</div>
      </CheckboxGroupContext.Provider>
    </div>
  );
}
