'use client';

import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { Fieldset } from '../../components/Fieldset/Fieldset';
import { Text } from '../../components/Text/Text';
import { TextField, type TextFieldProps } from '../../components/TextField/TextField';
import { Inline } from '../../layout/Inline/Inline';

export interface CouponFieldProps extends Omit<TextFieldProps, 'label' | 'width' | 'autoCapitalize'> {
  legend: ReactNode;
  label: ReactNode;
  /** The coupon the order holds ("Le code BIENVENUE est appliqué : 2,40 € de réduction"). */
  applied?: ReactNode;
  /** The submit buttons' name and values: apply and remove are form posts of their own. */
  intentName: string;
  applyValue: string;
  removeValue: string;
  applyLabel: string;
  removeLabel: string;
}

/**
 * A promo code (SPEC §3 coupon): a text field and an "apply" submit button, plus
 * "remove" once a code is applied. Both buttons post the form with their own intent, so
 * it works without JavaScript; the server normalises the code and answers its error on
 * the field.
 */
export function CouponField({
  legend,
  applied,
  intentName,
  applyValue,
  removeValue,
  applyLabel,
  removeLabel,
  ...field
}: CouponFieldProps) {
  return (
    <Fieldset legend={legend}>
      {applied ?
        <Text>{applied}</Text>
      : null}
      <TextField {...field} autoCapitalize="characters" width="medium" />
      <Inline gap="medium">
        <Button type="submit" name={intentName} value={applyValue} variant="secondary">
          {applyLabel}
        </Button>
        {applied ?
          <Button type="submit" name={intentName} value={removeValue} variant="tertiary">
            {removeLabel}
          </Button>
        : null}
      </Inline>
    </Fieldset>
  );
}
