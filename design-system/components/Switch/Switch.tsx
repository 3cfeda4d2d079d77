'use client';

import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, Text, type SwitchFieldProps } from 'react-aria-components';
import { choiceDescription, choiceRow, choiceText } from '../../internal/choice.css';
import { switchField, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<
  SwitchFieldProps,
  'className' | 'style' | 'children' | 'render' | 'validate' | 'validationBehavior'
> {
  /** The label next to the switch: its accessible name. Say what is on, not "on/off". */
  children: ReactNode;
  /** Secondary text under the label, read as the switch's description. */
  description?: ReactNode;
  'data-testid'?: string;
}

/**
 * An on/off setting that applies at once (a display preference, "cover the fees"), with
 * a native checkbox of role `switch`. It posts "on" under `name` when on. For a choice
 * that is only applied when the form is sent, or a consent, use a Checkbox.
 */
export function Switch({ children, description, ...rest }: SwitchProps) {
  return (
    <SwitchField {...rest} className={switchField}>
      <SwitchButton className={choiceRow}>
        <span className={track} aria-hidden="true">
          <span className={thumb} />
        </span>
        <span className={choiceText}>{children}</span>
      </SwitchButton>
      {description ?
        <Text slot="description" className={choiceDescription}>
          {description}
        </Text>
      : null}
    </SwitchField>
  );
}
