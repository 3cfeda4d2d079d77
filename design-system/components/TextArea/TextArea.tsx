'use client';

import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';

export interface TextAreaProps extends Omit<TextFieldBaseProps, 'width'> {
  /** Visible lines; the user can make it taller. @default 5 */
  rows?: number;
}

/**
 * Multi-line text (a message, a reason for a report) with its label, hint and error. A
 * native `<textarea name>`: it posts without JavaScript. Say the length limit in the
 * hint when there is one (`maxLength` is passed through).
 */
export function TextArea({ rows = 5, ...rest }: TextAreaProps) {
  return <TextInputField {...rest} rows={rows} />;
}
