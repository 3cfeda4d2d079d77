'use client';

import { ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressCircle.css';

export interface ProgressCircleProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children' | 'render' | 'aria-label' | 'aria-labelledby'
> {
  /** Accessible name of the progress ("Chargement du formulaire"). Required: there is no visible label. */
  label: string;
  /** `text` follows the surrounding font size. @default 'medium' */
  size?: 'text' | 'small' | 'medium' | 'large';
  'data-testid'?: string;
}

/**
 * A circular progress (react-aria ProgressBar: `role="progressbar"` with its value as a
 * percentage in the locale). Without `value`, or with `isIndeterminate`, it is a spinner.
 */
export function ProgressCircle({ label, size, isIndeterminate, value, ...rest }: ProgressCircleProps) {
  const indeterminate = isIndeterminate ?? value === undefined;
  return (
    <AriaProgressBar
      {...rest}
      value={value}
      isIndeterminate={indeterminate}
      data-indeterminate={indeterminate || undefined}
      aria-label={label}
      className={styles.root({ size })}
    >
      {({ percentage = 0 }) => (
        <svg className={styles.svg} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle className={styles.track} cx="16" cy="16" r="13" strokeWidth="4" />
          <circle
            className={styles.fill}
            cx="16"
            cy="16"
            r="13"
            strokeWidth="4"
            pathLength={100}
            strokeDasharray="100 100"
            strokeDashoffset={indeterminate ? 75 : 100 - percentage}
          />
        </svg>
      )}
    </AriaProgressBar>
  );
}
