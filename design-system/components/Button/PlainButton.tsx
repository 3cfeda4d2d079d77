'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { pressHandlers } from '../../internal/pointerStates';
import { button } from './Button.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  children: ReactNode;
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger' | 'link';
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** @default false */
  fullWidth?: boolean;
  'data-testid'?: string;
}

/**
 * Button's look on a native `<button>` without react-aria: for the controls of every
 * page (the header's menu toggle and sign-in, the language switch's submit), which need
 * only a click, so that no page carries react-aria's press and hover code for them.
 * Hover and press show as on Button (`data-hovered` for a mouse, `data-pressed`:
 * ../../internal/pointerStates), focus by `:focus-visible`. Use Button for anything
 * else: pending state, press events, forms of the journeys.
 */
export function PlainButton({
  children,
  variant,
  size,
  fullWidth,
  type = 'button',
  onPointerEnter,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      {...pressHandlers}
      onPointerEnter={(event) => {
        pressHandlers.onPointerEnter(event);
        onPointerEnter?.(event);
      }}
      type={type}
      className={button({ variant, size, fullWidth })}
    >
      {children}
    </button>
  );
}
