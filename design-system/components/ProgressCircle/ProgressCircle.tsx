'use client';

import { useDesignSystemLocale } from '../../providers/DesignSystemProvider';
import * as styles from './ProgressCircle.css';

export interface ProgressCircleProps {
  /** Accessible name of the progress ("Chargement du formulaire"). Required: there is no visible label. */
  label: string;
  /** Progress between `minValue` and `maxValue`; none for a spinner. */
  value?: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /** A spinner even with a value. @default value === undefined */
  isIndeterminate?: boolean;
  /** `text` follows the surrounding font size. @default 'medium' */
  size?: 'text' | 'small' | 'medium' | 'large';
  id?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * A circular progress: `role="progressbar"` with its value as a percentage in the locale
 * ("40 %" / "40%"). Without `value`, or with `isIndeterminate`, it is a spinner and
 * announces no value. Plain elements, the ARIA of react-aria's ProgressBar without its code.
 */
export function ProgressCircle({
  label,
  size,
  isIndeterminate,
  value,
  minValue = 0,
  maxValue = 100,
  ...rest
}: ProgressCircleProps) {
  const locale = useDesignSystemLocale();
  const indeterminate = isIndeterminate ?? value === undefined;
  const clamped = Math.min(Math.max(value ?? minValue, minValue), maxValue);
  const percentage = maxValue > minValue ? ((clamped - minValue) / (maxValue - minValue)) * 100 : 0;
  return (
    <div
      {...rest}
      role="progressbar"
      aria-label={label}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuenow={indeterminate ? undefined : clamped}
      aria-valuetext={
        indeterminate ? undefined : new Intl.NumberFormat(locale, { style: 'percent' }).format(percentage / 100)
      }
      data-indeterminate={indeterminate || undefined}
      className={styles.root({ size })}
    >
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
    </div>
  );
}
