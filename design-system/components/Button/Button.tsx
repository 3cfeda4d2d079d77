'use client';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { pressHandlers } from '../../internal/pointerStates';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { button } from './Button.css';

/**
 * A disabled button keeps the disabled look: it is never marked hovered or pressed, but a
 * mark it had when it became disabled (the last "+" of a quantity) still goes on leaving.
 */
const clearingHandlers = {
  onPointerLeave: pressHandlers.onPointerLeave,
  onPointerUp: pressHandlers.onPointerUp,
  onPointerCancel: pressHandlers.onPointerCancel,
};

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'disabled' | 'type'
> {
  children: ReactNode;
  /** @default 'button' (never an accidental submit) */
  type?: 'button' | 'submit' | 'reset';
  /** Called on activation: a click, Enter or Space. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Unavailable while an action runs: see below. */
  isPending?: boolean;
  /** Visual weight: one primary action per view. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger' | 'link';
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Stretch to the container width (mobile submit buttons). @default false */
  fullWidth?: boolean;
  /** Label announced while pending; defaults to the design-system "pending" string. */
  pendingLabel?: string;
  /** For Radix's `asChild` triggers (Dialog), which focus and measure the button. */
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

/**
 * A native <button>: works in plain form posts without JavaScript, and stays focusable
 * while pending so screen-reader users do not lose their place. Enter and Space activate
 * it natively; hover and press show as on PlainButton (`data-hovered`, `data-pressed`:
 * ../../internal/pointerStates), focus by `:focus-visible`. No react-aria: every journey
 * step and the display settings have one, and react-aria's press code weighed on all of
 * them. A react-aria trigger (MenuTrigger) needs react-aria's own Button instead.
 *
 * Pending is ours, not react-aria's `isPending`: react-aria announces it through its
 * global live announcer by reference to the button's id, an entry it keeps for seconds,
 * so when the step changes and the button goes away with its form the reference
 * dangles (an unnamed `role="img"` in the page). Here the pending state is told once,
 * as text, in a status region that exists before it fills (so screen readers hear the
 * change) and that sits beside the button, not in it (a button's content is
 * presentational); only a button given `isPending` has one. The button says it is
 * unavailable (aria-disabled, which also gives it the progress cursor), ignores presses,
 * and a submit button becomes a plain one so Enter in a field cannot submit twice.
 */
export function Button({
  children,
  variant,
  size,
  fullWidth,
  pendingLabel,
  isPending,
  isDisabled,
  onPress,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const strings = useDesignSystemStrings();
  const handleClick =
    isPending ? undefined : (
      (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        onPress?.();
      }
    );
  return (
    <>
      <button
        {...rest}
        {...(isDisabled ? clearingHandlers : pressHandlers)}
        type={isPending && type === 'submit' ? 'button' : type}
        disabled={isDisabled}
        aria-disabled={isPending ? true : rest['aria-disabled']}
        onClick={handleClick}
        className={button({ variant, size, fullWidth })}
      >
        {children}
      </button>
      {isPending === undefined ? null : (
        <span role="status" className={visuallyHidden}>
          {isPending ? (pendingLabel ?? strings.pending) : null}
        </span>
      )}
    </>
  );
}
