import type { CSSProperties, FocusEvent, ReactNode, Ref } from 'react';

/**
 * The wrapper that hides a choice's native input but keeps it focusable and in the
 * accessibility tree: inline, as react-aria's VisuallyHidden wrote it, so the server
 * HTML and the layout are the same as before (the input is absolutely placed and takes
 * no room; the visible indicator beside it stands for it).
 */
const hiddenStyle: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
};

export function HiddenInput({ children }: { children: ReactNode }) {
  return <span style={hiddenStyle}>{children}</span>;
}

/** The data attributes a choice's styles read (choice.css, RadioGroup.css, Checkbox.css…). */
export function choiceStates(states: {
  isSelected?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
}) {
  return {
    'data-selected': states.isSelected || undefined,
    'data-disabled': states.isDisabled || undefined,
    'data-readonly': states.isReadOnly || undefined,
    'data-invalid': states.isInvalid || undefined,
    'data-required': states.isRequired || undefined,
  };
}

/** What an on/off control (Checkbox, Switch) accepts, with react-aria's names and callbacks. */
export interface ToggleInputProps {
  /** The label next to the control: its accessible name. */
  children: ReactNode;
  /** Secondary text under the label, read as the control's description. */
  description?: ReactNode;
  /** The input's id. */
  id?: string;
  name?: string;
  form?: string;
  /** Posted when on (the browser posts "on" without one). */
  value?: string;
  /** On (controlled). */
  isSelected?: boolean;
  defaultSelected?: boolean;
  /** Called with the new state after each change. */
  onChange?: (isSelected: boolean) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  inputRef?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}
