'use client';

import type { ReactNode } from 'react';
import { ChoiceGroupFrame } from '../../internal/ChoiceGroupFrame';
import { useControllableState } from '../../internal/useControllableState';
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
  const [selected, setSelected] = useControllableState<readonly string[]>(value, defaultValue ?? []);
  const isInvalid = givenInvalid ?? Boolean(errorMessage);

  function toggle(option: string, isSelected: boolean) {
    if (isReadOnly || isDisabled) return;
    const next = isSelected ? [...selected.filter((v) => v !== option), option] : selected.filter((v) => v !== option);
    setSelected(next);
    onChange?.(next);
  }

  return (
    <ChoiceGroupFrame
      role="group"
      label={label}
      description={description}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      orientation={orientation}
      id={id}
      aria-describedby={describedBy}
      groupAttributes={{
        'aria-disabled': isDisabled || undefined,
        'data-testid': testId,
        'data-readonly': isReadOnly || undefined,
        'data-required': isRequired || undefined,
        'data-invalid': isInvalid || undefined,
        'data-disabled': isDisabled || undefined,
      }}
    >
      {(optionsDescribedBy) => (
        <CheckboxGroupContext.Provider
          value={{ name, form, selected, toggle, isDisabled, isReadOnly, isInvalid, describedBy: optionsDescribedBy }}
        >
          {children}
        </CheckboxGroupContext.Provider>
      )}
    </ChoiceGroupFrame>
  );
}
