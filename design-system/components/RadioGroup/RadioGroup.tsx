'use client';

import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { choiceDescription, choiceRow, choiceText, groupOptions } from '../../internal/choice.css';
import { field, legend } from '../../internal/field.css';
import { FieldDescription, FieldLabel } from '../../internal/FieldParts';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import { cardButton, cardIndicator, indicator, radioField } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'render'> {
  /** Visible group label (read like a legend): the radiogroup's accessible name. */
  label: ReactNode;
  /** Hint under the label, read as the group's description. */
  description?: ReactNode;
  /** Error shown above the options; also marks the group invalid. */
  errorMessage?: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** `Radio` elements. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * One choice among several, with native radio inputs: Tab enters the group on the
 * selected option, arrow keys move the selection, and the value is posted under `name`
 * without JavaScript. No "(facultatif)" marker: a choice between options either has a
 * default or is required (`isRequired` sets aria-required).
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
      className={field}
    >
      <FieldLabel className={legend} hideNecessity>
        {label}
      </FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldMessage>{errorMessage}</FieldMessage>
      <div className={groupOptions({ orientation })}>{children}</div>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children' | 'render'> {
  /** The option's label: its accessible name. */
  children: ReactNode;
  /** Secondary text under the label, wired to the radio's aria-describedby. */
  description?: ReactNode;
  /** `card` draws a bordered tile, selectable anywhere (amounts, tiers). @default 'plain' */
  appearance?: 'plain' | 'card';
  'data-testid'?: string;
}

export function Radio({ children, description, appearance = 'plain', ...rest }: RadioProps) {
  const card = appearance === 'card';
  return (
    <RadioField {...rest} className={radioField({ appearance })} data-appearance={appearance}>
      <RadioButton className={card ? `${choiceRow} ${cardButton}` : choiceRow}>
        <span className={card ? `${indicator} ${cardIndicator}` : indicator} aria-hidden="true" />
        <span className={choiceText}>{children}</span>
      </RadioButton>
      {description ?
        <Text slot="description" className={choiceDescription}>
          {description}
        </Text>
      : null}
    </RadioField>
  );
}
