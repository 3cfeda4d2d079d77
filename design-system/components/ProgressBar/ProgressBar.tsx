'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import {
  Label,
  Meter as AriaMeter,
  ProgressBar as AriaProgressBar,
  useLocale,
  type MeterProps as AriaMeterProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  AriaMeterProps,
  'className' | 'style' | 'children' | 'render' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions' | 'value'
> {
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
  'data-testid'?: string;
}

/**
 * A horizontal bar with its label and its percentage, formatted in the locale by
 * Intl ("135 %" / "135%"). Built on react-aria's Meter (`role="meter"`) or ProgressBar.
 */
export function ProgressBar({ label, value, description, kind = 'meter', ...rest }: ProgressBarProps) {
  const { locale } = useLocale();
  const descriptionId = useId();
  const safeValue = Math.max(0, Number.isFinite(value) ? value : 0);
  const valueLabel = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    safeValue / 100,
  );
  const common = {
    ...rest,
    className: styles.root,
    value: Math.min(safeValue, 100),
    valueLabel,
    'aria-describedby': description ? descriptionId : undefined,
  };
  const render = ({ percentage = 0 }: { percentage?: number }) => (
    <>
      <div className={styles.header}>
        <Label className={styles.label}>{label}</Label>
        <span className={styles.value}>{valueLabel}</span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={assignInlineVars({ [styles.fillWidth]: `${percentage}%` })} />
      </div>
    </>
  );
  return (
    <div className={styles.root} data-complete={safeValue >= 100 || undefined}>
      {kind === 'meter' ?
        <AriaMeter {...common}>{render}</AriaMeter>
      : <AriaProgressBar {...common}>{render}</AriaProgressBar>}
      {description ?
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      : null}
    </div>
  );
}
