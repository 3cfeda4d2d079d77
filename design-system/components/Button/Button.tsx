'use client';

import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
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

/**
 * A native <button> (react-aria): works in plain form posts without JavaScript, and
 * stays focusable while pending so screen-reader users do not lose their place.
 */
export function Button({ children, variant, size, fullWidth, pendingLabel, isPending, ...rest }: ButtonProps) {
  const strings = useDesignSystemStrings();
  return (
    <AriaButton {...rest} isPending={isPending} className={button({ variant, size, fullWidth })}>
      {children}
      {isPending ?
        <span role="status">
          <VisuallyHidden>{pendingLabel ?? strings.pending}</VisuallyHidden>
        </span>
      : null}
    </AriaButton>
  );
}
