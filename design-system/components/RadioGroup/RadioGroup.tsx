'use client';

import type { ReactNode } from 'react';
import {
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { description as descriptionStyle, legend } from '../../internal/field.css';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import { group, indicator, optionText, options, radio } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** Visible group label (rendered like a legend). */
  label: ReactNode;
  description?: ReactNode;
  /** Error shown under the group; also marks it invalid. */
  errorMessage?: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  children: ReactNode;
}

/**
 * One choice among several, with native radio inputs under the hood: arrow keys move
 * the selection, and the value is posted with the form without JavaScript.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
      validationBehavior={rest.validationBehavior ?? 'aria'}
      className={group}
    >
      <Label className={legend}>{label}</Label>
      {description ?
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      : null}
      <div className={options({ orientation })}>{children}</div>
      <FieldMessage>{errorMessage}</FieldMessage>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Secondary line under the option label. */
  description?: ReactNode;
  /** `card` draws a bordered, selectable tile (amounts, tiers). @default 'plain' */
  appearance?: 'plain' | 'card';
}

export function Radio({ children, description, appearance, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={radio({ appearance })}>
      <span className={indicator} aria-hidden="true" />
      <span className={optionText}>
        <span>{children}</span>
        {description ?
          <span className={descriptionStyle}>{description}</span>
        : null}
      </span>
    </AriaRadio>
  );
}
