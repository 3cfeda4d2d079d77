'use client';

import { createContext, useContext, useId, type ReactNode, type Ref } from 'react';
import { choiceDescription, choiceRow, choiceText } from '../../internal/choice.css';
import { ChoiceGroupFrame } from '../../internal/ChoiceGroupFrame';
import { choiceStates, HiddenInput } from '../../internal/choiceInput';
import { mergeIds } from '../../internal/mergeIds';
import { useControllableState } from '../../internal/useControllableState';
import { cardButton, cardIndicator, indicator, radioField } from './RadioGroup.css';

export interface RadioGroupProps {
  /** Visible group label (read like a legend): the radiogroup's accessible name. */
  label: ReactNode;
  /** Hint under the label, read as the group's description. */
  description?: ReactNode;
  /** Error shown above the options; also marks the group invalid. */
  errorMessage?: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** `Radio` elements. */
  children: ReactNode;
  /** The group's id (an error summary links to it). */
  id?: string;
  /** Posted with the chosen option's value. @default a generated one, so the radios form one group */
  name?: string;
  form?: string;
  /** The chosen value (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the value of the option chosen. */
  onChange?: (value: string) => void;
  /** Sets `aria-required` on the group (no native `required`: the form library validates). */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The choice is shown but cannot change. */
  isReadOnly?: boolean;
  /** @default true when there is an `errorMessage` */
  isInvalid?: boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

interface RadioGroupState {
  name: string;
  form?: string;
  selected: string | null;
  select: (value: string) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid: boolean;
  isRequired?: boolean;
  /** The group's hint and error, which each radio lists in its description too (as react-aria did). */
  describedBy?: string;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

/**
 * One choice among several, with native radio inputs sharing one `name`: Tab enters the
 * group on the selected option, arrow keys move the selection (the browser's own), and
 * the value is posted under `name` without JavaScript. No "(facultatif)" marker: a choice
 * between options either has a default or is required (`isRequired` sets aria-required).
 */
export function RadioGroup({
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
}: RadioGroupProps) {
  const generatedName = useId();
  const [selected, setSelected] = useControllableState<string | null>(value, defaultValue ?? null);
  const isInvalid = givenInvalid ?? Boolean(errorMessage);

  function select(next: string) {
    if (isReadOnly || isDisabled) return;
    setSelected(next);
    onChange?.(next);
  }

  return (
    <ChoiceGroupFrame
      role="radiogroup"
      label={label}
      description={description}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      orientation={orientation}
      id={id}
      aria-describedby={describedBy}
      groupAttributes={{
        'aria-orientation': orientation,
        'aria-invalid': isInvalid || undefined,
        'aria-required': isRequired || undefined,
        'aria-disabled': isDisabled || undefined,
        'aria-readonly': isReadOnly || undefined,
        'data-testid': testId,
        'data-orientation': orientation,
        'data-invalid': isInvalid || undefined,
        'data-disabled': isDisabled || undefined,
        'data-readonly': isReadOnly || undefined,
        'data-required': isRequired || undefined,
      }}
    >
      {(optionsDescribedBy) => (
        <RadioGroupContext.Provider
          value={{
            name: name ?? generatedName,
            form,
            selected,
            select,
            isDisabled,
            isReadOnly,
            isInvalid,
            isRequired,
            describedBy: optionsDescribedBy,
          }}
        >
          {children}
        </RadioGroupContext.Provider>
      )}
    </ChoiceGroupFrame>
  );
}

export interface RadioProps {
  /** The option's label: its accessible name. */
  children: ReactNode;
  /** Posted under the group's `name` when chosen. */
  value: string;
  /** Secondary text under the label, wired to the radio's aria-describedby. */
  description?: ReactNode;
  /** `card` draws a bordered tile, selectable anywhere (amounts, tiers). @default 'plain' */
  appearance?: 'plain' | 'card';
  /** The input's id. */
  id?: string;
  isDisabled?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  inputRef?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

export function Radio({
  children,
  value,
  description,
  appearance = 'plain',
  id,
  isDisabled: ownDisabled,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  inputRef,
  'data-testid': testId,
}: RadioProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('Radio must be inside a RadioGroup');
  const descriptionId = useId();
  const card = appearance === 'card';
  const isSelected = group.selected === value;
  const isDisabled = ownDisabled || group.isDisabled;
  const states = choiceStates({
    isSelected,
    isDisabled,
    isReadOnly: group.isReadOnly,
    isInvalid: group.isInvalid,
    isRequired: group.isRequired,
  });
  return (
    <div className={radioField({ appearance })} data-appearance={appearance} data-testid={testId} {...states}>
      <label className={card ? `${choiceRow} ${cardButton}` : choiceRow} {...states}>
        <HiddenInput>
          <input
            ref={inputRef}
            type="radio"
            id={id}
            name={group.name}
            form={group.form}
            value={value}
            checked={isSelected}
            onChange={() => group.select(value)}
            disabled={isDisabled}
            aria-label={ariaLabel}
            aria-describedby={mergeIds(describedBy, description ? descriptionId : undefined, group.describedBy)}
          />
        </HiddenInput>
        <span className={card ? `${indicator} ${cardIndicator}` : indicator} aria-hidden="true" />
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
