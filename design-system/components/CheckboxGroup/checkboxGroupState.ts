import { createContext } from 'react';

/** What a Checkbox reads from its CheckboxGroup: the shared name, the ticked values, the group's state. */
export interface CheckboxGroupState {
  name?: string;
  form?: string;
  selected: readonly string[];
  toggle: (value: string, isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid: boolean;
  /** The group's error and hint, which each checkbox lists in its description too (as react-aria did). */
  describedBy?: string;
}

export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);
