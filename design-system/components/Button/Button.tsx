'use client';

import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { button } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Visual weight: one primary action per view. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger' | 'link';
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Stretch to the container width (mobile submit buttons). @default false */
  fullWidth?: boolean;
  /** Label announced while pending; defaults to the design-system "pending" string. */
  pendingLabel?: string;
  'data-testid'?: string;
}

/** What react-aria calls on a press: none of them may run while the button is pending. */
const PRESS_HANDLERS = ['onPress', 'onPressStart', 'onPressEnd', 'onPressChange', 'onPressUp', 'onClick'] as const;

/**
 * A native <button> (react-aria): works in plain form posts without JavaScript, and
 * stays focusable while pending so screen-reader users do not lose their place.
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
export function Button({ children, variant, size, fullWidth, pendingLabel, isPending, ...rest }: ButtonProps) {
  const strings = useDesignSystemStrings();
  const pendingProps: Partial<AriaButtonProps> = {};
  if (isPending) {
    for (const handler of PRESS_HANDLERS) pendingProps[handler] = undefined;
    pendingProps['aria-disabled'] = true;
    if (rest.type === 'submit') pendingProps.type = 'button';
  }
  return (
    <>
      <AriaButton {...rest} {...pendingProps} className={button({ variant, size, fullWidth })}>
        {children}
      </AriaButton>
      {isPending === undefined ? null : (
        <span role="status" className={visuallyHidden}>
          {isPending ? (pendingLabel ?? strings.pending) : null}
        </span>
      )}
    </>
  );
}
