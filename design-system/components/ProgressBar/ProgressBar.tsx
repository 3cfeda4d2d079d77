'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import { formatWholePercent, numberTextLocale } from '@/lib/rules/numberText';
import { useDesignSystemLocale } from '../../providers/DesignSystemProvider';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Visible label, the accessible name ("Objectif de la collecte"). */
  label: ReactNode;
  /**
   * Percentage reached, from 0; may exceed 100 (a crowdfunding above its goal): the bar is
   * then full and the text shows the real percentage.
   */
  value: number;
  /** A line under the bar, read as the description ("1 250 € collectés sur 2 000 €"). */
  description?: ReactNode;
  /**
   * `meter` for a measure against a goal (funding); `progress` for a task that finishes
   * (an upload). @default 'meter'
   */
  kind?: 'meter' | 'progress';
  id?: string;
  'data-testid'?: string;
}

/**
 * A horizontal bar with its label and its percentage, formatted in the locale by
 * Intl ("135 %" / "135%"). `role="meter"` or `progressbar`, named by its label, its value
 * between 0 and 100 and the percentage as its text: the ARIA of react-aria's Meter and
 * ProgressBar, on plain elements, so a form's page loads none of react-aria for it.
 */
export function ProgressBar({ label, value, description, kind = 'meter', id, ...rest }: ProgressBarProps) {
  const locale = useDesignSystemLocale();
  const generatedId = useId();
  const barId = id ?? `${generatedId}-bar`;
  const labelId = `${generatedId}-label`;
  const descriptionId = `${generatedId}-description`;
  const safeValue = Math.max(0, Number.isFinite(value) ? value : 0);
  const shown = Math.min(safeValue, 100);
  // Without Intl in French and English (lib/rules/numberText: a tab's first Intl formatter
  // costs a long task, and a form's header hydrates with this bar).
  const textLocale = numberTextLocale(locale);
  const valueLabel =
    textLocale ?
      formatWholePercent(safeValue, textLocale)
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(safeValue / 100);
  return (
    <div className={styles.root} data-complete={safeValue >= 100 || undefined}>
      <div
        {...rest}
        className={styles.root}
        id={barId}
        role={kind === 'meter' ? 'meter' : 'progressbar'}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-valuenow={shown}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={valueLabel}
      >
        <div className={styles.header}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          <span className={styles.value}>{valueLabel}</span>
        </div>
        <div className={styles.track}>
          <div className={styles.fill} style={assignInlineVars({ [styles.fillWidth]: `${shown}%` })} />
        </div>
      </div>
      {description ?
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      : null}
    </div>
  );
}
